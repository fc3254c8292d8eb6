import { describe, expect, it } from 'vitest';
import { ease } from '../../../overlays/tween.ts';

describe("the overlays' eases (gsap's names, without gsap)", () => {
  it('each starts at rest and lands on its mark', () => {
    for (const name of ['power2.out', 'power3.out', 'back.out(2)']) {
      expect(ease(name)(0)).toBeCloseTo(0, 9);
      expect(ease(name)(1)).toBeCloseTo(1, 9);
    }
  });
  it("a speaker's plate overshoots and settles (back.out), an entrance never does (power)", () => {
    const samples = (name: string) => Array.from({ length: 99 }, (_, i) => ease(name)((i + 1) / 100));
    expect(Math.max(...samples('back.out(2)'))).toBeGreaterThan(1.05);
    expect(Math.max(...samples('power3.out'))).toBeLessThan(1);
    // power3 is quicker out of the gate than power2
    expect(ease('power3.out')(0.2)).toBeGreaterThan(ease('power2.out')(0.2));
  });
});
