import { describe, expect, it } from 'vitest';
import { faceColour, initials } from '../../../overlays/face.ts';

/** WCAG relative luminance of an `hsl(h, s%, l%)` colour. */
function luminance(css: string): number {
  const [h, s, l] = (css.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number];
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  const lin = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(f(0)) + 0.7152 * lin(f(8)) + 0.0722 * lin(f(4));
}

describe('a face without a photo', () => {
  it('shows the first letters of two words, or the first two of one word', () => {
    expect(initials('Александр Константинович Преображенский')).toBe('АК');
    expect(initials('Mr. Grey')).toBe('MG');
    expect(initials('лиса')).toBe('ЛИ');
    expect(initials('Ёж')).toBe('ЁЖ');
    expect(initials('  ')).toBe('?');
  });

  it("keeps the player's colour for his id, and differs between ids", () => {
    expect(faceColour('pdemo1')).toBe(faceColour('pdemo1'));
    const colours = new Set(Array.from({ length: 20 }, (_, i) => faceColour(`pplayer${i}`)));
    expect(colours.size).toBeGreaterThanOrEqual(10);
  });

  it('is dark enough for white initials at 4.5:1 whatever the id', () => {
    for (let i = 0; i < 500; i++) {
      const contrast = 1.05 / (luminance(faceColour(`p${i.toString(36)}x${i * 7}`)) + 0.05);
      expect(contrast).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('never wears a team colour: no red, magenta or purple hue (the teams own those), whatever the id', () => {
    for (let i = 0; i < 500; i++) {
      const hue = Number(/hsl\((\d+)/.exec(faceColour(`p${i.toString(36)}y${i * 13}`))?.[1]);
      expect(hue).toBeGreaterThanOrEqual(40);
      expect(hue).toBeLessThanOrEqual(240);
    }
  });
});
