import { describe, expect, it } from 'vitest';
import { dayOne, night, quietDay, toSpeeches, voteOut } from './helpers.ts';
import { en } from '../../said.ts';

/** Roles: Don 3, mafia 6 and 9, Sheriff 5. */
const nightOne = (ruleset: 'mafclub-2023' | 'fiim-2019' = 'mafclub-2023') => quietDay(dayOne(ruleset));

describe('first night', () => {
  it('MafClub 2.2: arrangement 60 s, Don look 15 s, Sheriff look 15 s, then day 1', () => {
    const t = dayOne();
    const stages = t.game.log.flatMap((e) =>
      e.events.flatMap((ev) => (ev.type === 'stageSet' ? [ev.stage] : [])),
    );
    expect(stages).toEqual(['arrangement', 'donLook', 'sheriffLook', 'speech']);
    const timers = t.game.log.flatMap((e) =>
      e.events.flatMap((ev) => (ev.type === 'timerSet' && ev.timer ? [ev.timer.durationMs] : [])),
    );
    expect(timers).toEqual([60_000, 15_000, 15_000]);
  });

  it('FIIM 4.2.1-4.2.3: the arrangement, no Don look on the first night, first Sheriff look 20 s, checks 10 s', () => {
    const t = dayOne('fiim-2019');
    const timers = t.game.log.flatMap((e) =>
      e.events.flatMap((ev) => (ev.type === 'timerSet' && ev.timer ? [ev.timer.durationMs] : [])),
    );
    expect(timers).toEqual([60_000, 20_000]);
    quietDay(t).run({ type: 'night/shot', seat: 1 });
    expect(t.state.timer).toMatchObject({ kind: 'donCheck', durationMs: 10_000 });
  });
});

describe('night', () => {
  it('MafClub 2.5.2-2.5.6, 2.6.2: shot, Don check, Sheriff check, the Prima Nota, the morning announces the kill', () => {
    const t = nightOne();
    expect(t.state.stage).toBe('shot');
    t.run({ type: 'night/shot', seat: 7 });
    expect(t.view('table').nights).toEqual([]); // nothing before the morning
    t.run({ type: 'night/donCheck', seat: 5 });
    expect(t.state.nights[0]?.donCheck).toEqual({ seat: 5, isSheriff: true });
    t.run({ type: 'night/sheriffCheck', seat: 6 });
    expect(t.state.nights[0]?.sheriffCheck).toEqual({ seat: 6, isBlack: true });
    expect([t.state.phase, t.state.stage]).toEqual(['night', 'bestMove']); // all ten: Prima Nota first
    t.run({ type: 'stage/end' }); // none named: "Morning"
    expect(t.state.stage).toBe('morning');
    expect(t.status(7)).toBe('killed');
    expect(t.view('table').nights).toEqual([{ night: 1, shot: 7, died: [7] }]);
    expect(en(t.view('table').announcement)).toContain('7');
  });

  it('2.5.2: the mafia’s disagreement is recorded as a miss; the morning says so', () => {
    const t = night(nightOne(), null);
    expect(t.view('table').nights[0]).toEqual({ night: 1, shot: 'miss', died: [] });
    expect(t.state.seats.every((s) => s.status === 'alive')).toBe(true);
  });

  it('Don check: a citizen is not the Sheriff; Sheriff check: the Don is black, a citizen is not', () => {
    const t = nightOne().run({ type: 'night/shot', seat: null }, { type: 'night/donCheck', seat: 1 });
    expect(t.state.nights[0]?.donCheck?.isSheriff).toBe(false);
    t.run({ type: 'night/sheriffCheck', seat: 3 });
    expect(t.state.nights[0]?.sheriffCheck?.isBlack).toBe(true);
  });

  it('MafClub 2.5.5: the checks are called even when the Don is out: a pass, not a check', () => {
    const t = dayOne();
    voteOut(t, 3); // the Don
    expect(t.state.stage).toBe('shot');
    t.run({ type: 'night/shot', seat: 1 });
    expect(t.state.stage).toBe('donCheck');
    t.rejects({ type: 'night/donCheck', seat: 5 }, 'night/role-out');
    expect(t.view().next?.[0]?.command).toEqual({ type: 'night/pass' });
    t.run({ type: 'night/pass' });
    expect(t.state.stage).toBe('sheriffCheck');
  });

  it('night steps go in order; a shot at a player out of the game is rejected', () => {
    const t = dayOne();
    voteOut(t, 8);
    t.rejects({ type: 'night/sheriffCheck', seat: 3 }, 'night/out-of-order');
    t.rejects({ type: 'night/shot', seat: 8 }, 'seat/not-in-game');
  });

  it('the killed has a 60 s last word, then day 2 speeches', () => {
    const t = night(nightOne(), 7);
    // first killed with all ten at the table: Prima Nota first, still at night (2.6.2)
    expect(t.state.stage).toBe('bestMove');
    t.run({ type: 'bestMove', seats: [3, 6, 9] }, { type: 'stage/end' });
    expect(t.state.stage).toBe('lastWord');
    t.run({ type: 'speech/start' });
    expect(t.state.timer).toMatchObject({ kind: 'lastWord', seat: 7, durationMs: 60_000 });
    t.run({ type: 'speech/end' });
    expect(t.state.stage).toBe('speech');
    expect(t.state.day).toBe(2);
  });
});

describe('first killed: Prima Nota / best move', () => {
  it('MafClub 2.6.1: Prima Nota only while all ten are at the table', () => {
    const t = dayOne();
    voteOut(t, 8);
    night(t, 7).run({ type: 'stage/end' });
    expect(t.state.firstKilled).toBe(7);
    expect(t.state.stage).toBe('lastWord'); // nine at the table: no Prima Nota
  });

  it('MafClub 2.6.5: up to three seats, once, unchangeable', () => {
    const t = night(nightOne(), 7);
    t.rejects({ type: 'bestMove', seats: [1, 1] }, 'bestMove/bad-seats');
    t.run({ type: 'bestMove', seats: [3, 6] });
    expect(t.view('table').bestMove).toEqual([3, 6]);
    t.rejects({ type: 'bestMove', seats: [9] }, 'bestMove/already');
  });

  it('FIIM 8.3.6: no best move if two or more left by the day-1 vote', () => {
    const t = dayOne('fiim-2019').speeches({ 1: 8, 2: 4 });
    t.run({ type: 'vote/start' }, { type: 'vote/record', candidate: 8, count: 5 });
    t.steps(); // tie speeches, re-vote
    t.run({ type: 'vote/record', candidate: 8, count: 5 }, { type: 'eliminateAll/record', count: 6 });
    while (t.state.stage === 'lastWord') t.steps(1);
    night(t, 7).run({ type: 'stage/end' });
    expect(t.state.firstKilled).toBe(7);
    expect(t.state.stage).toBe('lastWord');
    t.rejects({ type: 'bestMove', seats: [3] }, 'bestMove/not-allowed');
  });

  it('FIIM 8.3: one player out on day 1 still allows the best move (in the last minute)', () => {
    const t = dayOne('fiim-2019');
    voteOut(t, 8);
    night(t, 7).run({ type: 'stage/end' });
    expect(t.state.stage).toBe('lastWord');
    t.run({ type: 'bestMove', seats: [3, 6] });
    expect(t.state.bestMove).toEqual([3, 6]);
  });

  it('classic: no best move', () => {
    const t = night(quietDay(dayOne('classic-mafia')), 7).run({ type: 'stage/end' });
    expect(t.state.stage).toBe('lastWord');
  });
});

describe('last words', () => {
  it('classic: 30 s each when three leave at once', () => {
    const t = toSpeeches(night(quietDay(dayOne('classic-mafia')), 10)); // nine at the table
    t.speeches({ 2: 8, 3: 4, 4: 7 });
    t.run(
      { type: 'vote/start' },
      { type: 'vote/record', candidate: 8, count: 3 },
      { type: 'vote/record', candidate: 4, count: 3 },
    );
    t.steps(); // three tie speeches, re-vote
    t.run({ type: 'vote/record', candidate: 8, count: 3 }, { type: 'vote/record', candidate: 4, count: 3 });
    t.run({ type: 'eliminateAll/record', count: 6 });
    expect(t.state.lastWords).toEqual({ queue: [8, 4, 7], durationMs: 30_000 });
  });

  it('none for a removed player', () => {
    const t = toSpeeches(night(quietDay(dayOne()), null)).run({ type: 'removal', seat: 4 });
    expect(t.state.stage).toBe('speech');
    expect(t.state.lastWords.queue).toEqual([]);
  });
});
