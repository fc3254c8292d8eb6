import { describe, expect, it } from 'vitest';
import { execute, newGame, project } from '../../../src/engine/index.ts';
import { dayOne, night, quietDay, Table, toSpeeches } from './helpers.ts';

describe('speech order', () => {
  it('walking skeleton: a fresh game takes a nickname, then speech/start {seat: 3} marks speaker 3', () => {
    const a = execute(newGame(), { type: 'seat/nickname', seat: 1, nickname: 'Alpha' }, 1);
    if (!a.ok) throw new Error(a.error.code);
    const b = execute(a.game, { type: 'speech/start', seat: 3 }, 2);
    if (!b.ok) throw new Error(b.error.code);
    expect(project(b.game.state, 'table').speaker).toBe(3);
    expect(project(b.game.state, 'table').seats[0]?.nickname).toBe('Alpha');
  });

  it('MafClub 2.3.2: day 1 opens at seat 1 and goes round the table', () => {
    const t = dayOne();
    expect(t.view().next?.[0]?.command).toEqual({ type: 'speech/start', seat: 1 });
    t.run({ type: 'speech/start' });
    expect(t.state.speaker).toBe(1);
    expect(t.state.timer).toMatchObject({ kind: 'speech', seat: 1, durationMs: 60_000, remainingMs: 60_000 });
    expect(t.state.timer?.runningSince).toBe(t.at);
    t.run({ type: 'speech/end' }); // "pass" ends the speech early (2.3.3)
    expect(t.view().next?.[0]?.command).toEqual({ type: 'speech/start', seat: 2 });
  });

  it('MafClub 2.5.8: day 2 opens at 2 when seat 1 is still in', () => {
    const t = quietDay(dayOne());
    toSpeeches(night(t, 5));
    expect(t.state.today.opener).toBe(2);
  });

  it('MafClub 2.5.8: seat 1 killed -> day 2 opens at 3 so that 10 does not close twice', () => {
    const t = quietDay(dayOne());
    toSpeeches(night(t, 1));
    expect(t.state.today.opener).toBe(3);
    expect(t.state.today.closer).toBe(2);
  });

  it('FIIM 4.3.2: no shift: seat 1 killed -> day 2 opens at 2', () => {
    const t = quietDay(dayOne('fiim-2019'));
    toSpeeches(night(t, 1));
    expect(t.state.today.opener).toBe(2);
  });

  it('classic: no shift either', () => {
    const t = quietDay(dayOne('classic-mafia'));
    toSpeeches(night(t, 1));
    expect(t.state.today.opener).toBe(2);
  });

  it('FIIM 4.3.2: day 3 opens after the day-2 opener, skipping players out (3 and 4 killed -> 5)', () => {
    const t = quietDay(dayOne('fiim-2019'));
    toSpeeches(night(t, 4));
    expect(t.state.today.opener).toBe(2);
    quietDay(t);
    toSpeeches(night(t, 3));
    expect(t.state.today.opener).toBe(5);
  });

  it('starting the next seat’s speech ends the current one; the same seat cannot speak twice a day', () => {
    const t = dayOne().run({ type: 'speech/start', seat: 1 });
    t.rejects({ type: 'speech/start' }, 'speech/in-progress');
    t.run({ type: 'speech/start', seat: 2 });
    expect(t.state.today.done).toEqual([1]);
    expect(t.state.speaker).toBe(2);
    t.run({ type: 'speech/end' });
    t.rejects({ type: 'speech/start', seat: 1 }, 'speech/already-spoke');
  });

  it('setup: the manual highlight moves from seat to seat', () => {
    const u = new Table();
    u.run({ type: 'speech/start', seat: 3 }, { type: 'speech/start', seat: 5 });
    expect(u.state.speaker).toBe(5);
  });
});
