import { describe, expect, it } from 'vitest';
import { GameViewSchema } from '../../../src/protocol/index.ts';
import { dayOne, night, quietDay } from './helpers.ts';

describe('timers (server timestamps from the command)', () => {
  it('pause keeps the remaining time, resume restarts from the new timestamp', () => {
    const t = dayOne().run({ type: 'speech/start' });
    const started = t.at;
    t.run({ type: 'timer/pause' }); // 1 s later
    expect(t.state.timer).toMatchObject({ remainingMs: 59_000, runningSince: null });
    t.rejects({ type: 'timer/pause' }, 'timer/not-running');
    t.run({ type: 'timer/resume' });
    expect(t.state.timer?.runningSince).toBe(started + 2000);
    t.run({ type: 'timer/add', ms: 10_000 });
    expect(t.state.timer?.remainingMs).toBe(69_000);
    t.run({ type: 'timer/reset' });
    expect(t.state.timer).toMatchObject({ remainingMs: 60_000, runningSince: null });
  });

  it('timer/start with no timer takes the stage’s duration (arrangement 60 s)', () => {
    const t = dayOne().run({ type: 'speech/start' }, { type: 'speech/end' });
    expect(t.state.timer).toBeNull();
    t.run({ type: 'timer/start', durationMs: 5000 });
    expect(t.state.timer).toMatchObject({ kind: 'speech', durationMs: 5000, runningSince: t.at });
  });
});

describe('projections', () => {
  it('table: no role of any seat while the game is on, no checks, no shot before the morning, no next', () => {
    const t = quietDay(dayOne()).run({ type: 'night/shot', seat: 7 }, { type: 'night/donCheck', seat: 5 });
    const table = t.view('table');
    GameViewSchema.parse(table);
    expect(table.seats.some((s) => 'role' in s)).toBe(false);
    expect(table.nights).toEqual([]);
    expect(table.next).toBeUndefined();
    const spectator = t.view('spectator');
    expect(spectator.seats[4]?.role).toBe('sheriff');
    expect(spectator.nights[0]).toEqual({ night: 1, shot: 7, donCheck: { seat: 5, isSheriff: true } });
    expect(spectator.next).toBeUndefined();
    expect(t.view('judge').next?.length).toBeGreaterThan(0);
  });

  it('table after the morning: the kill, never the checks', () => {
    const t = night(quietDay(dayOne()), 7);
    const n = t.view('table').nights[0];
    expect(n).toEqual({ night: 1, shot: 7, died: [7] });
    expect(JSON.stringify(t.view('table'))).not.toContain('sheriffCheck');
  });

  it('every view parses against the protocol schema', () => {
    const t = night(quietDay(dayOne()), 7);
    for (const feed of ['judge', 'spectator', 'table'] as const) GameViewSchema.parse(t.view(feed));
  });

  it('step/next takes the first next step with a command', () => {
    const t = dayOne().run({ type: 'step/next' });
    expect(t.state.speaker).toBe(1);
    expect(t.game.log.at(-1)?.command).toEqual({ type: 'speech/start', seat: 1 });
    // the shot needs a seat: step/next does not record a miss by accident
    quietDay(dayOne()).rejects({ type: 'step/next' }, 'step/none');
  });
});
