import { describe, expect, it } from 'vitest';
import { dayOne, night, quietDay, toSpeeches, voteOut } from './helpers.ts';

/** Seats: Don 3, mafia 6 and 9, Sheriff 5, the rest citizens (helpers.ts SPORT_ROLES). */
const dayTwo = (ruleset: 'fiim-2019' | 'classic-mafia') => toSpeeches(night(quietDay(dayOne(ruleset)), null));

describe('FIIM 2019 clauses', () => {
  it('FIIM 4.4.10: day 1 with a single candidate: no vote; day 2 a single candidate is voted ("any number")', () => {
    const t = dayOne('fiim-2019').speeches({ 1: 7 }).run({ type: 'vote/start' });
    expect([t.status(7), t.state.phase]).toEqual(['alive', 'night']);
    const u = dayTwo('fiim-2019').speeches({ 2: 7 }).run({ type: 'vote/start' });
    expect([u.status(7), u.state.voting?.candidates]).toEqual(['alive', [7]]);
    u.run({ type: 'vote/record', candidate: 7, count: 5 });
    expect([u.status(7), u.state.stage]).toEqual(['votedOut', 'lastWord']);
    expect(u.state.lastWords.durationMs).toBe(60_000);
  });

  it('FIIM 4.4.8: those who do not vote count against the last nominated', () => {
    const t = dayOne('fiim-2019').speeches({ 1: 8, 2: 5, 3: 2 });
    t.run({ type: 'vote/start' }, { type: 'vote/record', candidate: 8, count: 2 });
    t.run({ type: 'vote/record', candidate: 5, count: 3 });
    expect(t.state.voting?.votes.at(-1)).toMatchObject({ candidate: 2, count: 5 });
    expect(t.status(2)).toBe('votedOut');
  });

  it('FIIM 6.4: a 3rd foul loses the nearest speech, nominating stays; 6.5: the 4th is out without a last word', () => {
    const t = dayOne('fiim-2019');
    for (let i = 0; i < 3; i++) t.run({ type: 'foul/add', seat: 2 });
    t.run({ type: 'speech/start' }, { type: 'speech/end' });
    t.rejects({ type: 'speech/start', seat: 2 }, 'speech/lost-to-fouls');
    t.run({ type: 'nominate', by: 2, seat: 9 }); // his lost turn: he may still nominate
    t.run({ type: 'speech/start' });
    expect(t.state.speaker).toBe(3);
    t.run({ type: 'foul/add', seat: 2 });
    expect([t.status(2), t.state.lastWords.queue]).toEqual(['removed', []]);
  });

  it('FIIM 7.1: a 4th foul during the vote, result unknown: the current vote is not held', () => {
    const t = dayOne('fiim-2019').speeches({ 1: 8, 2: 5, 3: 2 });
    t.run({ type: 'vote/start' }, { type: 'vote/record', candidate: 8, count: 2 });
    t.run({ type: 'removal', seat: 4 });
    expect([t.status(4), t.status(8), t.status(5), t.state.phase]).toEqual([
      'removed',
      'alive',
      'alive',
      'night',
    ]);
  });

  it('FIIM 7.2: removed after the result is known: the voted-out leaves, the next day’s vote is not held', () => {
    const t = dayOne('fiim-2019').speeches({ 1: 8, 2: 5 });
    t.run({ type: 'vote/start' }, { type: 'vote/record', candidate: 8, count: 7 });
    t.run({ type: 'removal', seat: 4 });
    expect([t.status(8), t.status(4), t.state.votesToCancel]).toEqual(['votedOut', 'removed', 1]);
    while (t.state.stage === 'lastWord') t.steps(1);
    toSpeeches(night(t, null)).speeches({ 2: 7 }).run({ type: 'vote/start' });
    expect([t.status(7), t.state.phase, t.state.votesToCancel]).toEqual(['alive', 'night', 0]);
  });

  it('FIIM 1.4, 7.9: a removal leaving red and black equal is a black win, and it stands', () => {
    const t = voteOut(dayOne('fiim-2019'), 1); // 6 red, 3 black
    toSpeeches(night(t, 2)); // 5 red
    voteOut(t, 4); // 4 red
    t.run({ type: 'night/shot', seat: null }, { type: 'removal', seat: 7 }); // 3 red vs 3 black
    expect(t.state.winner).toBeNull(); // judged once the night is over (MafClub 2.7.3 / 4.11 alike)
    while (t.state.phase === 'night') t.run({ type: 'night/pass' });
    expect(t.state.winner).toBe('black');
    t.steps();
    expect([t.state.phase, t.state.winner]).toEqual(['finished', 'black']);
  });
});

describe('classic mafia clauses', () => {
  it('classic 3.5: a player leaving the table by removal cancels the vote: night is declared', () => {
    const t = dayOne('classic-mafia').speeches({ 1: 8, 2: 5 });
    t.run({ type: 'removal', seat: 10 }, { type: 'vote/start' });
    expect([t.status(8), t.status(5), t.state.phase]).toEqual(['alive', 'alive', 'night']);
  });

  it('classic 3.4: a player who does not vote counts for the last nominated', () => {
    const t = dayOne('classic-mafia').speeches({ 1: 8, 2: 5 });
    t.run({ type: 'vote/start' }, { type: 'vote/record', candidate: 8, count: 4 });
    expect(t.state.voting?.votes.at(-1)).toMatchObject({ candidate: 5, count: 6 });
  });

  it('classic 7.1.1, 7.3: the 4th warning removes, without a last word', () => {
    const t = dayTwo('classic-mafia');
    for (let i = 0; i < 4; i++) t.run({ type: 'foul/add', seat: 6 });
    expect([t.status(6), t.state.lastWords.queue]).toEqual(['removed', []]);
  });
});
