import { describe, expect, it } from 'vitest';
import { dayOne, night, quietDay, toSpeeches } from './helpers.ts';

const fouls = (t: ReturnType<typeof dayOne>, seat: number, n: number) => {
  for (let i = 0; i < n; i++) t.run({ type: 'foul/add', seat });
  return t;
};

describe('fouls and sanctions', () => {
  it('MafClub 4.4: seat 4 takes a 3rd foul -> loses the day-1 speech, may still nominate once at his turn', () => {
    const t = fouls(dayOne(), 4, 3);
    expect(t.view('table').seats[3]?.speechPenalty).toBe('skip');
    t.run({ type: 'speech/start' }, { type: 'speech/end' }, { type: 'speech/start' }, { type: 'speech/end' });
    t.run({ type: 'speech/start' }, { type: 'speech/end' });
    t.rejects({ type: 'speech/start', seat: 4 }, 'speech/lost-to-fouls');
    t.run({ type: 'nominate', by: 4, seat: 9 }); // his turn, between 3's speech and 5's
    t.run({ type: 'speech/start' });
    expect(t.state.speaker).toBe(5);
    expect(t.state.today.lostSpeech).toEqual([4]);
    expect(t.view().nominations).toContainEqual({ seat: 9, by: 4 });
    expect(t.view().seats[3]?.speechPenalty).toBe('none'); // consumed
    t.rejects({ type: 'nominate', by: 4, seat: 8 }, 'nomination/not-own-speech'); // his turn is over
  });

  it('MafClub 4.4: a 3rd foul during one’s own speech: the speech goes on, the next one is lost', () => {
    const t = dayOne().run({ type: 'speech/start' });
    fouls(t, 1, 3);
    expect(t.state.speaker).toBe(1);
    t.run({ type: 'speech/end' });
    quietDay(t);
    toSpeeches(night(t, null));
    expect(t.state.today.opener).toBe(2);
    t.speeches();
    expect(t.state.today.done).not.toContain(1);
    t.run({ type: 'vote/start' });
    expect(t.state.today.lostSpeech).toEqual([1]);
  });

  it('MafClub 4.5: a 4th foul -> out at once without a last word; it cancels the day’s vote (4.12)', () => {
    const t = dayOne().speeches({ 1: 8, 2: 5 });
    fouls(t, 7, 4);
    expect(t.status(7)).toBe('removed');
    expect(t.state.lastWords.queue).toEqual([]);
    t.run({ type: 'vote/start' });
    expect(t.state.phase).toBe('night');
    expect([t.status(8), t.status(5)]).toEqual(['alive', 'alive']);
  });

  it('MafClub 4.12.1: removal during an undecided vote cancels it; only the removed leaves', () => {
    const t = dayOne().speeches({ 1: 8, 2: 5, 3: 4 });
    t.run({ type: 'vote/start' }, { type: 'vote/record', candidate: 8, count: 3 });
    t.run({ type: 'removal', seat: 2 });
    expect(t.status(2)).toBe('removed');
    expect(t.status(8)).toBe('alive');
    expect(t.state.phase).toBe('night');
    expect(t.state.votesToCancel).toBe(0);
  });

  it('MafClub 4.12.2: removal after the result: the voted-out leaves, the next day’s vote is cancelled', () => {
    const t = dayOne().speeches({ 1: 8, 2: 5 });
    t.run({ type: 'vote/start' }, { type: 'vote/record', candidate: 8, count: 7 });
    t.run({ type: 'removal', seat: 2 });
    expect(t.status(8)).toBe('votedOut');
    expect(t.state.votesToCancel).toBe(1);
    t.run({ type: 'speech/start' }, { type: 'speech/end' });
    toSpeeches(night(t, null));
    t.speeches({ 3: 4 }).run({ type: 'vote/start' });
    expect(t.status(4)).toBe('alive');
    expect(t.state.phase).toBe('night');
  });

  it('4.12: removal of a player leaving anyway (voted out, at his last word) cancels nothing', () => {
    const t = dayOne().speeches({ 1: 8, 2: 5 });
    t.run({ type: 'vote/start' }, { type: 'vote/record', candidate: 8, count: 7 });
    t.run({ type: 'speech/start' }, { type: 'removal', seat: 8 });
    expect(t.state.votesToCancel).toBe(0);
    expect(t.state.phase).toBe('night');
  });

  it('MafClub 4.12.4: two removals cancel two votes', () => {
    const t = dayOne().run({ type: 'removal', seat: 2 }, { type: 'removal', seat: 4 });
    expect(t.state.votesToCancel).toBe(2);
  });

  it('MafClub 5.8: the 2nd technical foul removes', () => {
    const t = dayOne().run({ type: 'techFoul/add', seat: 3 });
    expect(t.status(3)).toBe('alive');
    t.run({ type: 'techFoul/add', seat: 3 });
    expect(t.status(3)).toBe('removed');
  });

  it('yellow cards are counted for scoring (MafClub 4.17)', () => {
    const t = dayOne().run({ type: 'card/yellow', seat: 6 });
    expect(t.view('table').seats[5]?.yellowCards).toBe(1);
  });

  it('foul/remove takes a foul back and lifts the 3rd-foul penalty; never below zero', () => {
    const t = fouls(dayOne(), 4, 3).run({ type: 'foul/remove', seat: 4 });
    expect(t.view().seats[3]).toMatchObject({ fouls: 2, speechPenalty: 'none' });
    t.rejects({ type: 'foul/remove', seat: 5 }, 'foul/none');
  });

  it('FIIM 7.6: a 3rd-foul player with 3-4 at the table gets 30 s instead of nothing', () => {
    const t = dayOne('fiim-2019');
    for (const s of [1, 2, 4, 6, 7, 9]) t.run({ type: 'removal', seat: s });
    fouls(t, 5, 3);
    expect(t.state.winner).toBeNull();
    expect(t.view('table').seats[4]?.speechPenalty).toBe('short');
    t.run({ type: 'speech/start' }, { type: 'speech/end' }, { type: 'speech/start' });
    expect(t.state.timer).toMatchObject({ seat: 5, durationMs: 30_000 });
  });

  it('MafClub 4.13-4.14: replay: a new deal, everyone back, the offender recorded', () => {
    const t = dayOne().run({ type: 'foul/add', seat: 2 }, { type: 'removal', seat: 3 });
    t.run({ type: 'game/replay', seed: 'again', offender: 3 });
    expect(t.state.phase).toBe('setup');
    expect(t.state.seats.every((s) => s.status === 'alive' && s.fouls === 0 && s.role !== null)).toBe(true);
    expect(t.state.replays).toEqual([{ offender: 3 }]);
    t.run({ type: 'game/start' });
    expect(t.state.stage).toBe('arrangement');
  });
});
