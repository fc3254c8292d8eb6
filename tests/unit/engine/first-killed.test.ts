import { describe, expect, it } from 'vitest';
import { dayOne, night, quietDay } from './helpers.ts';

/** Day 1 without a vote, night 1: the mafia shoots 8 (all ten at the table): the morning. */
const shotFirst = (ruleset: 'mafclub-2023' | 'fiim-2019' = 'mafclub-2023') =>
  night(quietDay(dayOne(ruleset)), 8);

describe('the first killed removed while naming the three', () => {
  it('MafClub 2.6.2.1, 4.11: removed during the Prima Nota -> no Prima Nota, no last word, no vote cancelled (4.12)', () => {
    const t = shotFirst().run({ type: 'stage/end' });
    expect(t.state.stage).toBe('bestMove');
    t.run({ type: 'removal', seat: 8 });
    expect(t.state.bestMove).toBeNull();
    expect(t.state.stage).toBe('speech'); // straight to the day-2 speeches: no farewell minute
    expect(t.state.lastWords.queue).toEqual([]);
    expect(t.state.votesToCancel).toBe(0);
    expect(t.state.seats[7]).toMatchObject({ status: 'killed', disqualified: true });
    t.rejects({ type: 'bestMove', seats: [3, 6, 9] }, 'bestMove/not-allowed');
  });

  it('MafClub 4.10: removed in the morning, before the Prima Nota is called -> no Prima Nota stage at all', () => {
    const t = shotFirst().run({ type: 'foul/add', seat: 1 });
    expect(t.state.stage).toBe('morning');
    t.run({ type: 'removal', seat: 8 });
    expect([t.state.stage, t.state.bestMove, t.state.firstKilled]).toEqual(['speech', null, 8]);
  });

  it('MafClub 2.6.5: an accepted Prima Nota stands when the player is removed during the last word', () => {
    const t = shotFirst().run({ type: 'stage/end' }, { type: 'bestMove', seats: [3, 6, 9] });
    expect(t.state.stage).toBe('lastWord');
    t.run({ type: 'speech/start' }, { type: 'removal', seat: 8 });
    expect(t.state.bestMove).toEqual([3, 6, 9]);
    expect(t.state.stage).toBe('speech');
    expect(t.state.votesToCancel).toBe(0);
    expect(t.state.seats[7]?.disqualified).toBe(true);
  });

  it('FIIM 8.3.2: numbers named before the removal in the last minute stand; removed before naming -> none', () => {
    const named = shotFirst('fiim-2019').run({ type: 'stage/end' });
    if (named.state.stage === 'bestMove') named.run({ type: 'stage/end' });
    named.run({ type: 'speech/start' }, { type: 'bestMove', seats: [3, 6] });
    named.run({ type: 'removal', seat: 8 });
    expect(named.state.bestMove).toEqual([3, 6]);
    expect(named.state.stage).toBe('speech');

    const none = shotFirst('fiim-2019').run({ type: 'stage/end' });
    if (none.state.stage === 'bestMove') none.run({ type: 'stage/end' });
    none.run({ type: 'speech/start' }, { type: 'removal', seat: 8 });
    none.rejects({ type: 'bestMove', seats: [3, 6, 9] }, 'bestMove/not-allowed');
    expect(none.state.bestMove).toBeNull();
  });

  it('a player still in the game removed during the Prima Nota: the vote is cancelled, the Prima Nota goes on (4.12)', () => {
    const t = shotFirst().run({ type: 'stage/end' }, { type: 'removal', seat: 2 });
    expect(t.state.stage).toBe('bestMove');
    expect(t.state.votesToCancel).toBe(1);
  });
});
