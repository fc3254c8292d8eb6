import { describe, expect, it } from 'vitest';
import { dayOne, night, quietDay } from './helpers.ts';
import { en } from '../../said.ts';

/** Day 1 without a vote, night 1: the mafia shoots 8 (all ten at the table); checks pass. */
const shotFirst = (ruleset: 'mafclub-2023' | 'fiim-2019' = 'mafclub-2023') =>
  night(quietDay(dayOne(ruleset)), 8);

describe('the first killed removed while naming the three', () => {
  it('MafClub 2.6.2, 4.11: removed during the Prima Nota (at night) -> no Prima Nota; the morning announces kill and removal; no last word (4.10), no vote cancelled (4.12)', () => {
    const t = shotFirst();
    expect([t.state.phase, t.state.stage]).toEqual(['night', 'bestMove']);
    t.run({ type: 'removal', seat: 8 });
    expect([t.state.stage, t.state.bestMove, t.state.firstKilled]).toEqual(['morning', null, 8]);
    expect(en(t.view('table').announcement)).toBe(
      'Morning: seat 8 is killed. Removed for violating the night rules: 8',
    );
    expect(t.state.votesToCancel).toBe(0);
    expect(t.state.seats[7]).toMatchObject({ status: 'removed', disqualified: true });
    t.rejects({ type: 'bestMove', seats: [3, 6, 9] }, 'bestMove/not-allowed');
    t.run({ type: 'stage/end' });
    expect(t.state.stage).toBe('speech'); // straight to the day-2 speeches: no farewell minute
    expect(t.state.lastWords.queue).toEqual([]);
  });

  it('MafClub 4.10: removed in the morning after the Prima Nota -> it stands; no last word, no vote cancelled', () => {
    const t = shotFirst().run({ type: 'bestMove', seats: [3, 6, 9] });
    expect(t.state.stage).toBe('morning');
    t.run({ type: 'removal', seat: 8 });
    expect([t.state.stage, t.state.bestMove, t.state.firstKilled]).toEqual(['speech', [3, 6, 9], 8]);
    expect(t.state.votesToCancel).toBe(0);
    expect(t.state.seats[7]).toMatchObject({ status: 'killed', disqualified: true });
  });

  it('MafClub 2.6.5: an accepted Prima Nota stands when the player is removed during the last word', () => {
    const t = shotFirst().run({ type: 'bestMove', seats: [3, 6, 9] }, { type: 'stage/end' });
    expect(t.state.stage).toBe('lastWord');
    t.run({ type: 'speech/start' }, { type: 'removal', seat: 8 });
    expect(t.state.bestMove).toEqual([3, 6, 9]);
    expect(t.state.stage).toBe('speech');
    expect(t.state.votesToCancel).toBe(0);
    expect(t.state.seats[7]?.disqualified).toBe(true);
  });

  it('FIIM 8.3.2: numbers named before the removal in the last minute stand; removed before naming -> none', () => {
    const named = shotFirst('fiim-2019').run({ type: 'stage/end' });
    named.run({ type: 'speech/start' }, { type: 'bestMove', seats: [3, 6] });
    named.run({ type: 'removal', seat: 8 });
    expect(named.state.bestMove).toEqual([3, 6]);
    expect(named.state.stage).toBe('speech');

    const none = shotFirst('fiim-2019').run({ type: 'stage/end' });
    none.run({ type: 'speech/start' }, { type: 'removal', seat: 8 });
    none.rejects({ type: 'bestMove', seats: [3, 6, 9] }, 'bestMove/not-allowed');
    expect(none.state.bestMove).toBeNull();
  });

  it('MafClub 4.11-4.12: another player removed during the Prima Nota: the table learns it in the morning, the vote is cancelled, the Prima Nota goes on', () => {
    const t = shotFirst().run({ type: 'removal', seat: 2 });
    expect([t.state.phase, t.state.stage]).toEqual(['night', 'bestMove']);
    expect(t.state.votesToCancel).toBe(1);
    expect(t.view('table').seats[1]?.status).toBe('alive');
    t.run({ type: 'bestMove', seats: [3, 6, 9] });
    expect(t.state.stage).toBe('morning');
    expect(t.view('table').seats[1]?.status).toBe('removed');
    expect(en(t.view('table').announcement)).toContain('Removed for violating the night rules: 2');
  });
});
