/**
 * The theme's constants and arithmetic without zod: the overlays import them (their JS stays small);
 * the schemas are in identity.ts.
 */

/** Fonts bundled with the overlays, each with Latin and Cyrillic: the same face on every OBS machine. */
export const BRAND_FONTS = {
  'roboto-condensed': "'Roboto Condensed'",
  'pt-sans-narrow': "'PT Sans Narrow'",
  oswald: "'Oswald'",
  montserrat: "'Montserrat'",
} as const;
export type BrandFont = keyof typeof BRAND_FONTS;

/** The five colours of a theme, each `#rrggbb`. */
export interface ThemeColours {
  red: string;
  black: string;
  plate: string;
  accent: string;
  text: string;
}

/** The look of every table in no tournament, and what a tournament's theme starts from. */
export const DEFAULT_THEME: ThemeColours & { font: BrandFont } = {
  red: '#b3202b',
  black: '#0a0a0d',
  plate: '#0e1018',
  accent: '#f2b33d',
  text: '#f4f4f6',
  font: 'roboto-condensed',
};
/** The neutral logo bundled in `public/brand/`. */
export const DEFAULT_LOGO = '/brand/default-logo.svg';

/** WCAG 2 relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text on plates below this is refused (WCAG 2 AA for normal text). */
export const MIN_CONTRAST = 4.5;
