import { describe, expect, it } from 'vitest';
import { ScoreLineSchema } from '../../../src/protocol/view.ts';
import { scoreGame, standings, validateExtras } from '../../../src/engine/scoring/index.ts';
import { table } from './table.ts';

const RULESETS = ['mafclub-2023', 'fiim-2019', 'club-mafia', 'classic-mafia'] as const;

describe("scores fit the view's ScoreLineSchema", () => {
  for (const ruleset of RULESETS) {
    it(`${ruleset}: every line parses`, () => {
      const lines = scoreGame(table({ ruleset, winner: 'black', firstKilled: 1, named: [2, 5, 8] }), []);
      expect(lines).toHaveLength(10);
      for (const l of lines) expect(ScoreLineSchema.safeParse(l).success).toBe(true);
    });
  }
});

describe('inconsistent results score without throwing', () => {
  it('a best move by a seat that was not first killed earns nothing', () => {
    const result = table({ winner: 'red' });
    result.bestMove = { by: 4, seats: [2, 5, 8] };
    expect(scoreGame(result, []).find((l) => l.seat === 4)?.extras).toBe(0);
  });
  it('named seats that do not exist are not blacks', () => {
    const result = table({ ruleset: 'fiim-2019', winner: 'red', firstKilled: 1, named: [2, 42, 99] });
    expect(scoreGame(result, []).find((l) => l.seat === 1)?.extras).toBe(0);
  });
  it('no games give an empty table', () => {
    expect(standings([], 'fiim-2019')).toEqual([]);
    expect(validateExtras(table(), [])).toBeNull();
  });
});
