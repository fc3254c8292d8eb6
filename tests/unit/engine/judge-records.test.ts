/** Issue 21: what a judge records on the day beyond the game's moves. */
import { describe, expect, it } from 'vitest';
import { scoresOf } from '../../../src/engine/result.ts';
import { dayOne, night, toSpeeches, voteOut, type Table } from './helpers.ts';

const extrasOf = (t: Table, seat: number) => scoresOf(t.state)?.find((l) => l.seat === seat)?.extras;

/** Roles: Don 3, mafia 6 and 9, Sheriff 5; reds 1, 2, 4, 5, 7, 8, 10. Red wins by voting 9 out on day 3. */
function toDecidingLastWord(t: Table): Table {
  voteOut(t, 3);
  toSpeeches(night(t, 1));
  voteOut(t, 6);
  toSpeeches(night(t, 2));
  t.speeches({ [t.state.today.order[0] as number]: 9 }).run({ type: 'vote/start' });
  // FIIM 4.4.10: a lone nominee after day 1 is voted on; every player left votes him out
  const left = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((n) => t.status(n) === 'alive').length;
  if (t.state.stage === 'voting') t.run({ type: 'vote/record', candidate: 9, count: left });
  return t;
}

describe('sanction reasons and clauses (MafClub 4.3, 4.7, 4.8; FIIM 6.6-6.7)', () => {
  it('MafClub 4.7: seat 4 gets a 2nd foul under 4.3.1 -> the judge view and protocol name it, the table feed does not', () => {
    const t = dayOne().run(
      { type: 'foul/add', seat: 4 },
      { type: 'foul/add', seat: 4, clause: '4.3.1', reason: 'talking out of turn' },
    );
    expect(t.state.seats[3]?.fouls).toBe(2);
    expect(t.view().sanctions).toEqual([
      {
        seat: 4,
        kind: 'foul',
        at: { phase: 'day', number: 1 },
        number: 2,
        clause: '4.3.1',
        reason: 'talking out of turn',
      },
    ]);
    expect(t.view('spectator').sanctions).toBeUndefined();
    expect(t.view('table').sanctions).toBeUndefined();
  });

  it('MafClub 4.8.4: seat 7 removed for profanity -> removed, the clause and reason in the protocol', () => {
    const t = dayOne().run({ type: 'removal', seat: 7, clause: '4.8.4', reason: 'мат' });
    expect(t.status(7)).toBe('removed');
    expect(t.view().sanctions).toEqual([
      { seat: 7, kind: 'removal', at: { phase: 'day', number: 1 }, clause: '4.8.4', reason: 'мат' },
    ]);
  });

  it('MafClub 4.17 / 4.18: cards carry their clause too', () => {
    const t = dayOne().run(
      { type: 'card/yellow', seat: 2, clause: '4.17.4' },
      { type: 'card/red', seat: 5, clause: '4.18.1', reason: 'peeked' },
    );
    expect(t.view().sanctions?.map((n) => [n.seat, n.kind, n.clause])).toEqual([
      [2, 'yellowCard', '4.17.4'],
      [5, 'redCard', '4.18.1'],
    ]);
  });

  it('a clause is checked: "4.3.x" is refused as invalid by the schema, undo removes the note (refold)', async () => {
    const { GameCommandSchema } = await import('../../../src/protocol/index.ts');
    expect(GameCommandSchema.safeParse({ type: 'foul/add', seat: 1, clause: '4.3.x' }).success).toBe(false);
    const t = dayOne().run({ type: 'foul/add', seat: 1, clause: '4.3.6' }, { type: 'undo' });
    expect(t.view().sanctions).toBeUndefined();
  });
});

describe('FIIM 6.9: after the decisive vote', () => {
  it('FIIM 6.9: a disqualifying foul under 6.7.6 after the decision carries no penalty; 6.7.1 still does', () => {
    const t = toDecidingLastWord(dayOne('fiim-2019'));
    expect(t.state.winner).toBe('red');
    expect(t.state.stage).toBe('lastWord');
    t.run({ type: 'removal', seat: 7, clause: '6.7.6', reason: 'night shout' });
    expect(t.status(7)).toBe('alive');
    expect(t.view().sanctions?.at(-1)).toMatchObject({
      seat: 7,
      kind: 'removal',
      clause: '6.7.6',
      noPenalty: true,
    });
    t.run({ type: 'removal', seat: 4, clause: '6.7.1' }); // leaving the table: not in 6.9's list
    expect(t.status(4)).toBe('removed');
    for (let i = 0; i < 5 && t.state.phase !== 'finished'; i++) t.steps(1);
    expect(t.state.phase).toBe('finished');
    expect(extrasOf(t, 7)).toBe(0);
    expect(extrasOf(t, 4)).toBe(-0.5); // 8.2.4
    // after the game too: noted without a penalty; a penalised removal stays refused
    t.run({ type: 'removal', seat: 8, clause: '6.8.2' });
    expect(t.view().sanctions?.at(-1)).toMatchObject({ seat: 8, noPenalty: true });
    t.rejects({ type: 'removal', seat: 8, clause: '6.7.4' }, 'game/finished');
  });

  it('FIIM 6.9: before the decision the same foul removes (-0.5)', () => {
    const t = dayOne('fiim-2019').run({ type: 'removal', seat: 2, clause: '6.7.6' });
    expect(t.status(2)).toBe('removed');
    expect(t.view().sanctions?.[0]?.noPenalty).toBeUndefined();
  });

  it('MafClub has no 6.9: a removal after the decision still removes', () => {
    const t = toDecidingLastWord(dayOne());
    expect(t.state.winner).toBe('red');
    t.run({ type: 'removal', seat: 7, clause: '6.7.6' });
    expect(t.status(7)).toBe('removed');
  });
});
