import { describe, expect, it } from 'vitest';
import { dayOne, night, quietDay, toSpeeches } from './helpers.ts';

const fouls = (t: ReturnType<typeof dayOne>, seat: number, n: number) => {
  for (let i = 0; i < n; i++) t.run({ type: 'foul/add', seat });
  return t;
};

describe('3rd foul in the special cases', () => {
  it('MafClub 4.4.1: a 3rd-foul player in a tie still gets his 30 s tie speech', () => {
    const t = fouls(dayOne(), 8, 3).speeches({ 1: 8, 2: 5 });
    expect(t.state.today.lostSpeech).toEqual([8]); // lost his day-1 speech
    t.run({ type: 'vote/start' }, { type: 'vote/record', candidate: 8, count: 5 });
    t.run({ type: 'speech/start' });
    expect(t.state.timer).toMatchObject({ kind: 'tieSpeech', seat: 8, durationMs: 30_000 });
  });

  it('MafClub 4.4.1: a 3rd-foul player killed at night keeps his 60 s last word', () => {
    const t = quietDay(fouls(dayOne(), 7, 3));
    night(t, 7).run({ type: 'bestMove', seats: [] }, { type: 'stage/end' }, { type: 'speech/start' });
    expect(t.state.timer).toMatchObject({ kind: 'lastWord', seat: 7, durationMs: 60_000 });
  });

  it('classic 5: a 3rd foul before one’s own speech loses it on this round', () => {
    const t = fouls(dayOne('classic-mafia'), 4, 3).speeches();
    t.run({ type: 'vote/start' });
    expect(t.state.today.lostSpeech).toEqual([4]);
  });

  it('classic 6: a 3rd foul after one’s own speech loses the next round’s', () => {
    const t = dayOne('classic-mafia').run({ type: 'speech/start' }, { type: 'speech/end' });
    fouls(t, 1, 3);
    quietDay(t);
    expect(t.state.today.lostSpeech).toEqual([]);
    toSpeeches(night(t, null)).speeches().run({ type: 'vote/start' });
    expect(t.state.today.lostSpeech).toEqual([1]);
  });

  it('MafClub 4.12.3: day 1, a single candidate and a removal: the day-1 vote is the one cancelled', () => {
    const t = dayOne().speeches({ 1: 8 }).run({ type: 'removal', seat: 3 });
    t.run({ type: 'vote/start' });
    expect(t.state.votesToCancel).toBe(0);
    toSpeeches(night(t, null)).speeches({ 2: 9 }).run({ type: 'vote/start' });
    expect(t.status(9)).toBe('votedOut'); // day 2's vote takes place
  });

  it('MafClub 2.5.5: the Sheriff out: his check is still called, and passed', () => {
    const t = quietDay(dayOne()).run({ type: 'night/shot', seat: 5 }, { type: 'night/donCheck', seat: 1 });
    expect(t.state.stage).toBe('sheriffCheck');
    t.run({ type: 'night/sheriffCheck', seat: 3 }); // still in until the morning
    toSpeeches(t.run({ type: 'stage/end' }));
    quietDay(t).run({ type: 'night/shot', seat: null }, { type: 'night/donCheck', seat: 2 });
    expect(t.state.stage).toBe('sheriffCheck');
    t.rejects({ type: 'night/sheriffCheck', seat: 3 }, 'night/role-out').run({ type: 'night/pass' });
    expect(t.state.stage).toBe('morning');
  });
});
