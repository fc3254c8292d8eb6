import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { execute, newGame, project, restore } from '../../../src/engine/index.ts';
import { GameCommandSchema, GameViewSchema, type GameCommand } from '../../../src/protocol/index.ts';

const dir = join(import.meta.dirname, '../../fixtures/games');

interface Golden {
  name: string;
  description: string;
  commands: GameCommand[];
  expected: {
    winner: string | null;
    phase: string;
    day: number;
    firstKilled: number | null;
    bestMove: number[] | null;
    statuses: Record<string, string>;
  };
}

const goldens = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Golden);

describe('golden complete games (tests/fixtures/games)', () => {
  it('cover a red win, a black win, a draw, a tie with eliminate-all, a removal and a club game', () => {
    expect(goldens.map((g) => g.name).sort()).toEqual(
      expect.arrayContaining([
        'mafclub-red-win',
        'mafclub-black-win',
        'mafclub-draw',
        'fiim-tie-eliminate-all',
        'mafclub-removal',
        'club-doctor-lover-maniac',
      ]),
    );
  });

  for (const g of goldens)
    it(`${g.name}: ${g.description}`, () => {
      let game = newGame();
      let at = 1_700_000_000_000;
      for (const raw of g.commands) {
        const command = GameCommandSchema.parse(raw); // scripts are valid wire commands
        const r = execute(game, command, (at += 1500));
        if (!r.ok) throw new Error(`${JSON.stringify(command)}: ${r.error.code}`);
        game = r.game;
        for (const feed of ['judge', 'spectator', 'table'] as const)
          GameViewSchema.parse(project(game.state, feed));
      }
      const s = game.state;
      expect({
        winner: s.winner,
        phase: s.phase,
        day: s.day,
        firstKilled: s.firstKilled,
        bestMove: s.bestMove,
        statuses: Object.fromEntries(s.seats.map((x) => [String(x.seat), x.status])),
      }).toEqual(g.expected);
      expect(restore(game.log).state).toEqual(s);
      const end = project(s, 'table');
      expect(end.seats.every((x) => x.role !== undefined)).toBe(true); // revealed at the end
      expect(end.scores).toHaveLength(s.seatCount); // scored by src/engine/scoring
    });
});
