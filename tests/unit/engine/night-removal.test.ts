import { describe, expect, it } from 'vitest';
import { dayOne, quietDay, sportTable, toSpeeches } from './helpers.ts';
import { en } from '../../said.ts';

/** Seats: Don 3, mafia 6 and 9, Sheriff 5 (helpers.ts SPORT_ROLES). */
describe('MafClub 4.11: a removal at night is announced in the morning', () => {
  it('seat 4 removed during the Don check: the table still sees 4 in the game; the spectator at once', () => {
    const t = quietDay(dayOne()).run({ type: 'night/shot', seat: 8 });
    expect(t.state.stage).toBe('donCheck');
    const before = t.view('table').announcement;
    t.run({ type: 'removal', seat: 4 });
    expect(t.status(4)).toBe('removed');
    expect(t.view('spectator').seats[3]).toMatchObject({ status: 'removed', leftAt: { phase: 'night' } });
    const table = t.view('table');
    expect(table.seats[3]).toMatchObject({ status: 'alive', leftAt: null });
    expect(table.announcement).toEqual(before); // nothing said at night
    t.run({ type: 'night/pass' }, { type: 'night/pass' });
    expect(t.state.stage).toBe('morning');
    const morning = t.view('table');
    expect(morning.seats[3]?.status).toBe('removed');
    expect(en(morning.announcement)).toMatch(/killed.*Removed for violating the night rules: 4/);
  });

  it('a 4th foul at night: the table keeps seeing 3 fouls until the morning', () => {
    const t = quietDay(dayOne());
    t.run({ type: 'foul/add', seat: 7 }, { type: 'foul/add', seat: 7 }, { type: 'foul/add', seat: 7 });
    t.run({ type: 'foul/add', seat: 7 });
    expect(t.status(7)).toBe('removed');
    expect(t.view('table').seats[6]).toMatchObject({ status: 'alive', fouls: 3, speechPenalty: 'skip' });
    expect(t.view('spectator').seats[6]).toMatchObject({ status: 'removed', fouls: 4 });
    t.run({ type: 'night/shot', seat: null }, { type: 'night/pass' }, { type: 'night/pass' });
    expect(t.view('table').seats[6]).toMatchObject({ status: 'removed', fouls: 4, speechPenalty: 'none' });
  });

  it('the removed player’s later night actions do not count: the Sheriff removed -> his check is called, nobody acts', () => {
    const t = quietDay(dayOne()).run({ type: 'removal', seat: 5 }, { type: 'night/shot', seat: 8 });
    t.run({ type: 'night/donCheck', seat: 1 });
    t.rejects({ type: 'night/sheriffCheck', seat: 3 }, 'night/role-out');
    t.run({ type: 'night/pass' });
    expect(t.state.stage).toBe('morning');
  });

  it('removed on the first night: announced when day 1 opens (4.11), and the day-1 vote is cancelled (4.12)', () => {
    const t = sportTable().run({ type: 'game/start' }, { type: 'removal', seat: 2 });
    expect(t.view('table').seats[1]?.status).toBe('alive');
    while (t.state.phase === 'night') t.run({ type: 'stage/end' });
    expect(t.view('table').seats[1]?.status).toBe('removed');
    expect(en(t.view('table').announcement)).toMatch(/Removed for violating the night rules: 2/);
    t.speeches({ 1: 6, 3: 9 }).run({ type: 'vote/start' });
    expect(t.state.phase).toBe('night');
    expect(t.state.voting).toBeNull();
  });

  it('a removal at night does not spoil the morning: the killed still has the last word', () => {
    const t = quietDay(dayOne()).run({ type: 'night/shot', seat: 8 }, { type: 'removal', seat: 10 });
    t.run({ type: 'night/pass' }, { type: 'night/pass' });
    toSpeeches(t);
    expect([t.status(8), t.status(10)]).toEqual(['killed', 'removed']);
    expect(t.state.today.order).not.toContain(10);
  });
});

describe('MafClub 4.11-4.12: removed at night after the shot had hit him', () => {
  it('the kill stands in the morning; no last word, no Prima Nota, no vote cancelled (killed at night)', () => {
    const t = quietDay(dayOne()).run({ type: 'night/shot', seat: 8 }, { type: 'removal', seat: 8 });
    expect(t.view('table').seats[7]?.status).toBe('alive');
    t.run({ type: 'night/pass' }, { type: 'night/pass' });
    const table = t.view('table');
    expect(table.nights.at(-1)).toMatchObject({ shot: 8, died: [8] });
    expect(table.seats[7]).toMatchObject({ status: 'removed' });
    expect(t.state.firstKilled).toBe(8);
    expect(t.state.votesToCancel).toBe(0);
    t.run({ type: 'stage/end' });
    expect([t.state.stage, t.state.bestMove]).toEqual(['speech', null]);
  });
});
