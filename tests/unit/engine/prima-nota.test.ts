import { describe, expect, it } from 'vitest';
import { dayOne, night, quietDay, voteOut } from './helpers.ts';
import { en } from '../../said.ts';

/** Roles: Don 3, mafia 6 and 9, Sheriff 5. Day 1 without a vote, night 1: the mafia shoot 7. */
const shot7 = (ruleset: 'mafclub-2023' | 'fiim-2019' = 'mafclub-2023') =>
  quietDay(dayOne(ruleset)).run(
    { type: 'night/shot', seat: 7 },
    { type: 'night/donCheck', seat: 5 },
    { type: 'night/sheriffCheck', seat: 6 },
  );

const stages = (t: ReturnType<typeof shot7>) =>
  t.game.log.flatMap((e) => e.events.flatMap((ev) => (ev.type === 'stageSet' ? [ev.stage] : [])));

describe('MafClub 2.6.2: the Prima Nota is said at night, before "Morning"', () => {
  it('MafClub 2.6.2: after the night’s actions the host wakes 7 by number; "Accepted"; then "Morning"; then his last word', () => {
    const t = shot7();
    expect([t.state.phase, t.state.stage, t.state.firstKilled]).toEqual(['night', 'bestMove', 7]);
    expect(t.view().next?.map((s) => s.id)).toEqual(['bestMove', 'bestMove-none']);
    t.run({ type: 'bestMove', seats: [3, 6, 9] });
    expect([t.state.phase, t.state.stage]).toEqual(['day', 'morning']);
    expect(en(t.view('table').announcement)).toBe('Morning: seat 7 is killed');
    t.run({ type: 'stage/end' });
    expect([t.state.stage, t.state.lastWords.queue]).toEqual(['lastWord', [7]]);
    expect(stages(t).slice(-4)).toEqual(['sheriffCheck', 'bestMove', 'morning', 'lastWord']);
  });

  it('MafClub 2.6.2: the table learns the killed seat when the host calls him, never the checks', () => {
    const t = shot7();
    const table = t.view('table');
    expect(table.nights).toEqual([{ night: 1, shot: 7, died: [7] }]);
    expect(en(table.announcement)).toBe('Seat 7 wakes up: Prima Nota');
    expect(table.seats.some((s) => 'role' in s)).toBe(false);
    expect(t.state.timer).toMatchObject({ kind: 'night', seat: 7, durationMs: 20_000 }); // "15-20 seconds"
  });

  it('MafClub 2.6.5: once accepted it cannot change, also not in the morning or the last word', () => {
    const t = shot7().run({ type: 'bestMove', seats: [3, 6] });
    t.rejects({ type: 'bestMove', seats: [9] }, 'bestMove/already');
    t.run({ type: 'stage/end' }, { type: 'speech/start' });
    t.rejects({ type: 'bestMove', seats: [9] }, 'bestMove/already');
  });

  it('MafClub 2.6.2: none named: the host goes on to "Morning"; none can be named afterwards', () => {
    const t = shot7().run({ type: 'stage/end' });
    expect([t.state.stage, t.state.bestMove]).toEqual(['morning', null]);
    t.rejects({ type: 'bestMove', seats: [3, 6, 9] }, 'bestMove/not-allowed');
    t.run({ type: 'stage/end' }, { type: 'speech/start' });
    t.rejects({ type: 'bestMove', seats: [3, 6, 9] }, 'bestMove/not-allowed');
  });

  it('MafClub 2.6.1: nine at the table -> no Prima Nota call: the morning comes at once', () => {
    const t = dayOne();
    voteOut(t, 8);
    night(t, 7);
    expect([t.state.stage, t.state.firstKilled]).toEqual(['morning', 7]);
  });

  it('MafClub 2.6.1: a miss on the first night -> no Prima Nota, and none for a later killed', () => {
    const t = night(quietDay(dayOne()), null);
    expect(t.state.stage).toBe('morning');
  });
});

describe('FIIM 8.3: the best move is made during the last minute', () => {
  it('FIIM 8.3: no separate stage: the morning, then the last word of the first killed offers the best move', () => {
    const t = shot7('fiim-2019');
    expect([t.state.phase, t.state.stage, t.state.firstKilled]).toEqual(['day', 'morning', 7]);
    t.rejects({ type: 'bestMove', seats: [3, 6, 9] }, 'bestMove/not-allowed'); // not before his minute
    t.run({ type: 'stage/end' });
    expect(t.state.stage).toBe('lastWord');
    expect(t.view().next?.map((s) => s.id)).toEqual(['lastWord', 'bestMove']);
    t.run({ type: 'speech/start' });
    expect(t.view().next?.map((s) => s.id)).toEqual(['speech-end', 'bestMove']);
    t.run({ type: 'bestMove', seats: [3, 6, 9] });
    expect(t.state.bestMove).toEqual([3, 6, 9]);
    expect(t.view().next?.map((s) => s.id)).toEqual(['speech-end']);
  });

  it('FIIM 8.3: after his last minute the best move is gone', () => {
    const t = shot7('fiim-2019').run({ type: 'stage/end' }, { type: 'speech/start' });
    t.run({ type: 'speech/end' });
    expect(t.state.stage).toBe('speech');
    t.rejects({ type: 'bestMove', seats: [3, 6, 9] }, 'bestMove/not-allowed');
  });
});
