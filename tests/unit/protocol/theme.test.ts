import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BrandImageSchema,
  contrastRatio,
  DEFAULT_THEME,
  IdentityInputSchema,
  MIN_CONTRAST,
} from '../../../src/protocol/index.ts';

describe('a theme is readable or refused (WCAG 2 contrast)', () => {
  it('gives the known ratios: black on white 21:1, a colour on itself 1:1, either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3a7bd5', '#3a7bd5')).toBe(1);
    // WebAIM's reference pair: #767676 on white is the lightest grey that passes AA (4.54:1)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(MIN_CONTRAST);
  });

  it('the default theme passes with room to spare, and so does its accent on the plate', () => {
    expect(contrastRatio(DEFAULT_THEME.text, DEFAULT_THEME.plate)).toBeGreaterThan(7);
    expect(contrastRatio(DEFAULT_THEME.accent, DEFAULT_THEME.plate)).toBeGreaterThan(MIN_CONTRAST);
  });
});

it("the overlays' CSS defaults (before the first identity frame) are the default theme's colours", () => {
  const css = readFileSync(join(import.meta.dirname, '../../../overlays/OverlayLayout.astro'), 'utf8');
  const value = (name: string) => new RegExp(`--${name}: (#[0-9a-f]{6});`).exec(css)?.[1];
  const { font: _font, ...colours } = DEFAULT_THEME;
  const names = { red: 'red', black: 'black', plate: 'plate', accent: 'accent', text: 'ink' } as const;
  for (const [key, name] of Object.entries(names))
    expect(value(name), name).toBe(colours[key as keyof typeof colours]);
});

describe('an identity names only what the hub can serve', () => {
  it.each([
    ['/media/brand/0123456789abcdef.png', true],
    ['/brand/default-logo.svg', true],
    ['/media/players/0123456789abcdef.png', false],
    ['https://example.com/logo.png', false],
    ['/brand/../tournaments.json', false],
    ['javascript:alert(1)', false],
  ])('%s: %s', (path, ok) => {
    expect(BrandImageSchema.safeParse(path).success).toBe(ok);
  });

  it('refuses unknown fields, bad colours and fonts it does not bundle', () => {
    expect(IdentityInputSchema.safeParse({ theme: { accent: '#00A0E0' } }).success).toBe(true);
    expect(IdentityInputSchema.safeParse({ theme: { accent: '#0af' } }).success).toBe(false);
    expect(IdentityInputSchema.safeParse({ theme: { font: 'Arial' } }).success).toBe(false);
    expect(IdentityInputSchema.safeParse({ colour: '#000000' }).success).toBe(false);
    expect(IdentityInputSchema.safeParse({ tables: { T1: 'Стол' } }).success).toBe(false);
  });
});
