import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newGame, execute, project } from '../../../src/engine/index.ts';
import { apply, diff } from '../../../src/protocol/json-patch.ts';

describe('patches: what every overlay applies to its view', () => {
  it('apply(a, diff(a, b)) is b, for any two JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(apply(a, diff(a, b))).toEqual(b);
      }),
      { numRuns: 500 },
    );
  });

  it('apply never changes its input (overlays keep the old view for animations)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const before = JSON.stringify(a);
        apply(a, diff(a, b));
        expect(JSON.stringify(a)).toBe(before);
      }),
    );
  });

  it('a foul on seat 4 is one small op on the table feed', () => {
    let game = newGame();
    const before = project(game.state, 'table');
    const r = execute(game, { type: 'foul/add', seat: 4 }, 1000);
    if (!r.ok) throw new Error(r.error.code);
    game = r.game;
    const p = diff(before, project(game.state, 'table'));
    expect(p).toEqual([[['seats', 3, 'fouls'], 1]]);
    expect(JSON.stringify({ t: 'up', s: 42, p }).length).toBeLessThan(60);
  });

  it('keys that are object prototype names stay plain data', () => {
    const a = { seats: [] };
    const b = JSON.parse('{"seats":[],"__proto__":{"polluted":true},"constructor":1}') as object;
    const out = apply(a, diff(a, b)) as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(out).toEqual(b);
    // and a key named like an inherited method is deleted when it goes
    const c = JSON.parse('{"toString":1,"seats":[]}') as object;
    expect(apply(c, diff(c, a))).toEqual(a);
  });
});
