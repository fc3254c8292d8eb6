/**
 * Issue 21: a few hundred random games per run; the long run is `npm run rules:sweep`. Issue 34: the
 * games are dealt as the role draft deals, and play replays, substitutes and changed results.
 */
import { describe, expect, it } from 'vitest';
import { rulesetOf } from '../../../src/engine/index.ts';
import { playOne, report, RULESETS, shrink } from '../../../scripts/sweep/sweep.ts';

const GAMES = 75; // per ruleset: 300 games
const BASE = Number(process.env.RULES_SWEEP_SEED ?? 20261126);

describe('invariants over random legal games (seeded)', () => {
  for (const ruleset of RULESETS)
    it(`${ruleset}: ${GAMES} games hold every invariant after every command`, () => {
      let commands = 0;
      const kinds: Record<string, number> = {};
      for (let i = 0; i < GAMES; i++) {
        const seed = BASE + i;
        const played = playOne(ruleset, seed);
        commands += played.commands;
        for (const [k, n] of Object.entries(played.played)) kinds[k] = (kinds[k] ?? 0) + n;
        if (played.failure) expect.fail(report(ruleset, seed, shrink(played.failure.commands)));
      }
      expect(commands).toBeGreaterThan(GAMES * 20);
      // issue 34: the walk plays replays of both kinds, substitutes, changed results and awards
      const changes = rulesetOf(ruleset).imposed.changed !== null;
      for (const k of [
        'automaticReplay',
        'appealReplay',
        'substitute',
        ...(changes ? ['changedResult'] : []),
      ])
        expect(kinds[k], k).toBeGreaterThan(0);
    }, 150_000);
});
