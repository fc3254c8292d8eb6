import { $identity } from '../src/client/index.ts';
import { BRAND_FONTS, DEFAULT_LOGO, DEFAULT_THEME } from '../src/protocol/theme.ts';
import type { Identity } from '../src/protocol/index.ts';

/** What every face falls back to while its file loads (and on a machine without it). */
const FALLBACK =
  "'Segoe UI', 'Roboto', 'Helvetica Neue', 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/**
 * The tournament's theme as the CSS variables every overlay is drawn with (OverlayLayout.astro):
 * a new theme restyles every plate and panel at once, without a reload and without a code edit.
 */
export function applyTheme(theme: Identity['theme'], root: HTMLElement = document.documentElement): void {
  const vars: Record<string, string> = {
    '--red': theme.red,
    '--black': theme.black,
    '--plate': theme.plate,
    '--accent': theme.accent,
    '--ink': theme.text,
    '--font': `${BRAND_FONTS[theme.font] ?? BRAND_FONTS['roboto-condensed']}, ${FALLBACK}`,
  };
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
}

/** Follows the hub's `identity` frames for the life of the page. */
export function followTheme(): void {
  $identity.subscribe((identity) => {
    if (identity) applyTheme(identity.theme);
  });
}

/** The identity a `?demo=` page shows: every slot of the bug filled, for placing it in OBS. */
export function demoIdentity(): Identity {
  return {
    tournament: 'demo',
    name: 'Кубок Северной столицы',
    stage: 'Финал',
    table: 'Стол 1',
    game: 3,
    logo: DEFAULT_LOGO,
    sponsor: { name: 'Demo Sponsor', logo: null },
    theme: DEFAULT_THEME,
  };
}

/** Where the corner bug sits: `&corner=tl|tr|bl|br` (top left unless told). */
export type Corner = 'tl' | 'tr' | 'bl' | 'br';
export function cornerOf(search: string = location.search): Corner {
  const c = new URLSearchParams(search).get('corner');
  return c === 'tr' || c === 'bl' || c === 'br' ? c : 'tl';
}
