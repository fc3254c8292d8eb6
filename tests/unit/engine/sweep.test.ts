/** Issue 21: a few hundred random games per run; the long run is `npm run rules:sweep`. */
import { describe, expect, it } from 'vitest';
import { playOne, report, RULESETS, shrink } from './sweep.ts';

const GAMES = 75; // per ruleset: 300 games
const BASE = Number(process.env.RULES_SWEEP_SEED ?? 20261126);

describe('invariants over random legal games (seeded)', () => {
  for (const ruleset of RULESETS)
    it(`${ruleset}: ${GAMES} games hold every invariant after every command`, () => {
      let commands = 0;
      for (let i = 0; i < GAMES; i++) {
        const seed = BASE + i;
        const played = playOne(ruleset, seed);
        commands += played.commands;
        if (played.failure) expect.fail(report(ruleset, seed, shrink(played.failure.commands)));
      }
      expect(commands).toBeGreaterThan(GAMES * 20);
    }, 60_000);
});
