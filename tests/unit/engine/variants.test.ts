/** Tournament variants chosen at game/new (issue 8): each absent = the rulebook's default. */
import { describe, expect, it } from 'vitest';
import type { GameCommand } from '../../../src/protocol/index.ts';
import { night, SPORT_ROLES, Table, toSpeeches, voteOut } from './helpers.ts';
import { en } from '../../said.ts';

function variantDay(
  options: Partial<Extract<GameCommand, { type: 'game/new' }>>,
  ruleset: 'mafclub-2023' | 'fiim-2019' = 'mafclub-2023',
) {
  const t = new Table().run({ type: 'game/new', ruleset, gameId: 'v', ...options });
  SPORT_ROLES.forEach((role, i) => t.run({ type: 'seat/role', seat: i + 1, role }));
  t.run({ type: 'game/start' });
  while (t.state.phase === 'night') t.run({ type: 'stage/end' });
  return t;
}

describe('firstDay', () => {
  it('noVote: day 1 ends without a vote, whatever was nominated; the rulebook default votes', () => {
    const t = variantDay({ firstDay: 'noVote' }).speeches({ 1: 8, 2: 5 });
    expect(en(t.view().next?.[0]?.label)).toBe('Day 1: no vote, night');
    t.run({ type: 'vote/start' });
    expect([t.state.phase, t.status(8), t.status(5)]).toEqual(['night', 'alive', 'alive']);
    const d = variantDay({}).speeches({ 1: 8, 2: 5 }).run({ type: 'vote/start' });
    expect(d.state.stage).toBe('voting');
  });

  it('liftOnly: day 1’s leader is lifted, gets a second speech and stays; day 2 votes out as usual', () => {
    const t = variantDay({ firstDay: 'liftOnly' }).speeches({ 1: 8, 2: 5 });
    t.run({ type: 'vote/start' }, { type: 'vote/record', candidate: 8, count: 7 });
    expect([t.state.stage, t.status(8), t.state.lastWords.queue]).toEqual(['lastWord', 'alive', [8]]);
    t.run({ type: 'speech/start' });
    expect(t.state.timer).toMatchObject({ kind: 'lastWord', seat: 8, durationMs: 60_000 });
    t.run({ type: 'speech/end' });
    expect([t.state.phase, t.status(8)]).toEqual(['night', 'alive']);
    toSpeeches(night(t, null));
    voteOut(t, 9);
    expect(t.status(9)).toBe('votedOut');
  });
});

describe('loneNominee', () => {
  it('vote: a lone nominee on day 2 gets a formal vote (FIIM 4.4.10 "any number"); default: he leaves without one', () => {
    const day2 = (options: Partial<Extract<GameCommand, { type: 'game/new' }>>) => {
      const t = variantDay(options, 'fiim-2019');
      t.speeches().run({ type: 'vote/start' });
      return toSpeeches(night(t, null)).speeches({ 2: 9 }).run({ type: 'vote/start' });
    };
    const t = day2({ loneNominee: 'vote' });
    expect([t.state.stage, t.state.voting?.candidates]).toEqual(['voting', [9]]);
    t.run({ type: 'vote/record', candidate: 9, count: 6 });
    expect(t.status(9)).toBe('votedOut');
    expect(day2({ loneNominee: 'leaves' }).status(9)).toBe('votedOut');
    expect(day2({}).state.voting?.candidates).toEqual([9]); // FIIM's default (issue 21)
  });
});

describe('firstKilledPick', () => {
  it('colours: the Prima Nota guesses a colour for each named seat; the seats called black are scored', () => {
    const t = variantDay({ firstKilledPick: 'colours' }).speeches().run({ type: 'vote/start' });
    night(t, 1);
    t.rejects({ type: 'bestMove', seats: [3, 6] }, 'bestMove/colours');
    t.run({ type: 'bestMove', seats: [3, 6, 4], colours: ['black', 'black', 'red'] });
    expect(t.view().bestMoveColours).toEqual(['black', 'black', 'red']);
    const plain = variantDay({}).speeches().run({ type: 'vote/start' });
    night(plain, 1).rejects({ type: 'bestMove', seats: [3], colours: ['black'] }, 'bestMove/colours');
  });
});
