import { describe, expect, it } from 'vitest';
import { club, clubMorning, clubNight, record, toClubVote } from './club-helpers.ts';

describe('club voting ("Первый день", "Автокатастрофа")', () => {
  it('after all speeches: the general discussion, 1 minute on a timer, then the vote', () => {
    const t = club().speeches();
    expect(t.view().next?.[0]?.id).toBe('discussion');
    t.run({ type: 'vote/start' });
    expect(t.state.stage).toBe('discussion');
    expect(t.state.timer).toMatchObject({ kind: 'discussion', seat: null, durationMs: 60_000 });
    expect(t.state.voting).toBeNull();
    t.run({ type: 'stage/end' }); // stage/end ends it as well as vote/start
    expect(t.state.stage).toBe('voting');
    expect(t.state.timer).toBeNull();
  });

  it('everyone at the table is voted on in speech order, nominated or not', () => {
    const t = clubMorning(clubNight(club(), { shot: 5 })); // day 2 opens at seat 2; 5 is out
    t.speeches({ 2: 9 });
    toClubVote(t);
    expect(t.state.voting?.candidates).toEqual([2, 3, 4, 6, 7, 8, 9, 10, 1]);
    t.rejects({ type: 'vote/record', candidate: 9, count: 3 }, 'vote/out-of-order');
  });

  it('the player with most votes leaves, with a 30 s last word', () => {
    const t = toClubVote(club().speeches());
    record(t, { 1: 1, 2: 1, 3: 6 });
    expect(t.status(3)).toBe('votedOut');
    expect(t.state.lastWords).toEqual({ queue: [3], durationMs: 30_000 });
  });

  it('Club "Первый день": no vote goes to the last candidate by default (that is MafClub 2.4.14): his count is entered', () => {
    const t = toClubVote(club().speeches());
    for (const candidate of [1, 2, 3, 4, 5]) t.run({ type: 'vote/record', candidate, count: 1 });
    for (const candidate of [6, 7, 8, 9]) t.run({ type: 'vote/record', candidate, count: 0 });
    expect(t.state.stage).toBe('voting'); // 10's count is not filled in with the 5 who did not vote
    t.run({ type: 'vote/record', candidate: 10, count: 0 });
    expect(t.state.tieQueue).toEqual([1, 2, 3, 4, 5]);
    expect(t.status(10)).toBe('alive');
  });

  it('a tie: 30 s speeches of the tied, the re-vote without them; the same tie -> the question, a majority raises them', () => {
    const t = toClubVote(club().speeches());
    record(t, { 4: 5, 8: 5 });
    expect(t.state.stage).toBe('tieSpeech');
    expect(t.state.tieQueue).toEqual([4, 8]);
    t.run({ type: 'speech/start' });
    expect(t.state.timer).toMatchObject({ kind: 'tieSpeech', seat: 4, durationMs: 30_000 });
    t.steps();
    expect(t.state.voting?.voters).toEqual([1, 2, 3, 5, 6, 7, 9, 10]);
    record(t, { 4: 4, 8: 4 });
    expect(t.state.stage).toBe('eliminateAllVote');
    t.run({ type: 'eliminateAll/record', count: 6 });
    expect([t.status(4), t.status(8)]).toEqual(['votedOut', 'votedOut']);
  });

  it('the question split evenly or against: the tied stay', () => {
    const t = toClubVote(club().speeches());
    record(t, { 4: 5, 8: 5 }).steps();
    record(t, { 4: 4, 8: 4 });
    t.run({ type: 'eliminateAll/record', count: 5 }); // 5 of 10: split
    expect([t.status(4), t.status(8), t.state.phase]).toEqual(['alive', 'alive', 'night']);
  });

  it('"Или все автоматически уходят в ночь": the option sends a repeated tie to the night', () => {
    const t = toClubVote(club(undefined, { repeatedTie: 'night' }).speeches());
    record(t, { 4: 5, 8: 5 }).steps();
    record(t, { 4: 4, 8: 4 });
    expect(t.state.stage).toBe('clubNight');
    expect(t.state.seats.every((s) => s.status === 'alive')).toBe(true);
  });

  it('the whole table tied: the tied do not vote, so nobody can; everyone stays', () => {
    const t = toClubVote(club().speeches());
    record(t, { 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 1, 10: 1 });
    t.steps();
    expect(t.state.phase).toBe('night');
    expect(t.state.seats.every((s) => s.status === 'alive')).toBe(true);
  });

  it('Club "Удаление из игры": a removal cancels no vote (the club text has no such rule)', () => {
    const t = club().run({ type: 'removal', seat: 10 }).speeches();
    expect(t.state.votesToCancel).toBe(0);
    toClubVote(t);
    expect(t.state.stage).toBe('voting');
    expect(t.state.voting?.candidates).not.toContain(10);
  });

  it('Club "Удаление из игры": a removal during the general discussion keeps the vote that follows', () => {
    const t = club().speeches().run({ type: 'vote/start' }, { type: 'removal', seat: 4 });
    t.run({ type: 'vote/start' });
    expect(t.state.stage).toBe('voting');
    expect(t.state.voting?.candidates).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10]);
  });
});
