import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { execute } from '../../../src/engine/index.ts';
import type { GameCommand } from '../../../src/protocol/index.ts';
import { Table } from './helpers.ts';

const golden = (name: string) =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/games', `${name}.json`), 'utf8')) as {
      commands: GameCommand[];
    }
  ).commands;

describe('scores at the end (src/engine/scoring)', () => {
  it('no scores while the game is on', () => {
    const t = new Table().run(...golden('mafclub-red-win').slice(0, 40));
    expect(t.view().scores).toBeNull();
  });

  it('MafClub 3.1: win 4, loss 1; 3.6: best play only for a winner; awards rejected with the clause', () => {
    const t = new Table().run(...golden('mafclub-red-win'));
    const line = (seat: number) => t.view().scores?.find((s) => s.seat === seat);
    expect(line(1)?.main).toBe(4);
    expect(line(3)?.main).toBe(1);
    t.run({ type: 'score/extra', seat: 2, kind: 'bestPlay', points: 2 });
    expect(line(2)?.extras).toBe(2);
    t.rejects({ type: 'score/extra', seat: 6, kind: 'bestPlay', points: 1.5 }, 'score/best-play-one-player');
    const loser = new Table().run(...golden('mafclub-red-win'));
    const r = execute(loser.game, { type: 'score/extra', seat: 6, kind: 'bestPlay', points: 1.5 }, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.clause).toBe('3.6');
  });

  it('awards only after the game', () => {
    new Table()
      .run(...golden('mafclub-red-win').slice(0, 40))
      .rejects({ type: 'score/extra', seat: 2, kind: 'bestPlay', points: 2 }, 'score/not-finished');
  });
});

describe('replay penalty (MafClub 4.15)', () => {
  it('the offender of a replay gets removal + yellow (-3.5) in the replayed game', () => {
    const script = golden('mafclub-red-win');
    const setup = script.filter(
      (c) => c.type === 'game/new' || c.type === 'seat/nickname' || c.type === 'seat/role',
    );
    const t = new Table().run(...setup, { type: 'game/start' }, { type: 'game/replay', offender: 4 });
    const roles = script.filter((c) => c.type === 'seat/role');
    t.run(...roles, ...script.slice(script.findIndex((c) => c.type === 'game/start')));
    const line = t.view().scores?.find((s) => s.seat === 4);
    expect(line?.main).toBe(4);
    expect(line?.total).toBe(0.5);
  });
});
