import { describe, expect, it } from 'vitest';
import type { Role } from '../../../src/protocol/index.ts';
import {
  CLUB,
  club,
  clubMorning as morning,
  clubNight,
  clubQuietDay,
  clubVoteOut,
  record,
  toClubVote,
} from './club-helpers.ts';
import { Table } from './helpers.ts';

describe('club mafia', () => {
  it('6 to 16 players; sport rulesets only 10', () => {
    expect(club(['don', 'mafia', 'sheriff', 'doctor', 'citizen', 'citizen']).state.seatCount).toBe(6);
    new Table().rejects({ type: 'game/new', ruleset: 'mafclub-2023', seats: 8 }, 'setup/seat-count');
  });

  it('night order: lover, mafia, Sheriff, doctor, maniac', () => {
    const t = clubQuietDay(club());
    expect(t.state.nights[0]?.pending).toEqual(['visit', 'shot', 'sheriffCheck', 'heal', 'maniacShot']);
    expect(t.state.stage).toBe('clubNight');
  });

  it('the killed leave without a last word ("без дополнительных слов")', () => {
    const t = clubNight(club(), { shot: 8 });
    expect(t.status(8)).toBe('killed');
    t.run({ type: 'stage/end' });
    expect(t.state.stage).toBe('speech');
  });

  it('the doctor’s heal saves the mafia’s target; not the same player two nights in a row', () => {
    const t = morning(clubNight(club(), { shot: 8, heal: 8 }));
    expect(t.status(8)).toBe('alive');
    clubQuietDay(t).run({ type: 'night/pass' }, { type: 'night/shot', seat: 9 }, { type: 'night/pass' });
    t.rejects({ type: 'night/heal', seat: 8 }, 'night/heal-same-twice');
  });

  it('the doctor heals himself once per game', () => {
    const t = morning(clubNight(club(), { heal: 2 }));
    morning(clubNight(t, { heal: 9 }));
    clubQuietDay(t).run({ type: 'night/pass' }, { type: 'night/shot', seat: null }, { type: 'night/pass' });
    t.rejects({ type: 'night/heal', seat: 2 }, 'night/heal-self-twice');
  });

  it('the lover’s visit: the visited is silent and does not vote the next day; saved from a shot', () => {
    const t = morning(clubNight(club(), { visit: 9, shot: 9 }));
    expect(t.status(9)).toBe('alive');
    expect(t.view('table').seats[8]?.silenced).toBe(true);
    t.speeches();
    expect(t.state.today.lostSpeech).toContain(9);
    toClubVote(t);
    expect(t.state.voting?.voters).not.toContain(9);
  });

  it('the lover is shot -> the visited dies too; she cannot visit the same player twice in a row', () => {
    const t = clubNight(club(), { visit: 9, shot: 5 });
    expect([t.status(5), t.status(9)]).toEqual(['killed', 'killed']);
    const u = morning(clubNight(club(), { visit: 8 }));
    clubQuietDay(u);
    u.rejects({ type: 'night/visit', seat: 8 }, 'night/visit-same-twice');
  });

  it('the maniac kills at night; the Sheriff sees the classic maniac black, the modern one not', () => {
    const t = clubNight(club(), { maniac: 10 });
    expect(t.status(10)).toBe('killed');
    const c = clubQuietDay(club()).run({ type: 'night/pass' }, { type: 'night/shot', seat: null });
    c.run({ type: 'night/sheriffCheck', seat: 6 });
    expect(c.state.nights[0]?.sheriffCheck?.isBlack).toBe(true);
    const m = clubQuietDay(club(CLUB, { maniacVariant: 'modern' })).run(
      { type: 'night/pass' },
      { type: 'night/shot', seat: null },
    );
    m.run({ type: 'night/sheriffCheck', seat: 6 });
    expect(m.state.nights[0]?.sheriffCheck?.isBlack).toBe(false);
  });

  it('the psychopath voted out takes a player along', () => {
    const t = clubVoteOut(club(), 7);
    expect(t.state.revengeBy).toBe(7);
    expect(t.state.lastWords.durationMs).toBe(30_000); // club last word 30 s
    t.run({ type: 'revenge', seat: 4 });
    expect(t.status(4)).toBe('killed');
  });

  it('tied players do not vote in the re-vote', () => {
    const t = toClubVote(club().speeches());
    record(t, { 1: 5, 2: 5 });
    t.steps();
    expect(t.state.stage).toBe('revote');
    expect(t.state.voting?.candidates).toEqual([1, 2]);
    expect(t.state.voting?.voters).toHaveLength(8);
    expect(t.state.voting?.voters).not.toContain(1);
  });

  it('fouls: 2 -> silent for a day (may nominate and vote), 3 -> no nominating or voting, 4 -> out', () => {
    const t = club();
    t.run({ type: 'foul/add', seat: 3 }, { type: 'foul/add', seat: 3 });
    expect(t.view().seats[2]?.silenced).toBe(true);
    t.run({ type: 'speech/start' }, { type: 'speech/end' }, { type: 'speech/start' }, { type: 'speech/end' });
    t.run({ type: 'nominate', by: 3, seat: 8 }); // at his silent turn ("может выставить кандидатуру")
    t.speeches();
    expect(t.state.today.lostSpeech).toContain(3);
    t.run({ type: 'foul/add', seat: 4 }, { type: 'foul/add', seat: 4 }, { type: 'foul/add', seat: 4 });
    t.rejects({ type: 'nominate', by: 4, seat: 9 }, 'nomination/not-own-speech');
    t.run({ type: 'foul/add', seat: 4 });
    expect(t.status(4)).toBe('removed');
  });

  it('Club "Второй день": red needs the mafia and the maniac out; the maniac wins only when left alone', () => {
    const roles: Role[] = ['don', 'maniac', 'citizen', 'citizen', 'citizen', 'sheriff'];
    const t = clubVoteOut(club(roles), 1);
    expect(t.state.winner).toBeNull(); // the maniac is still in
    // No mafia left: no shot is called (issue 21), the Sheriff's check, then the maniac.
    morning(t).run({ type: 'night/pass' }, { type: 'night/maniacShot', seat: 3 });
    morning(t);
    clubVoteOut(t, 4); // day 2
    morning(t);
    t.run({ type: 'night/pass' }, { type: 'night/maniacShot', seat: 5 });
    morning(t);
    expect(t.state.winner).toBeNull(); // two at the table: the maniac is not alone yet
    clubVoteOut(t, 6); // day 3: the Sheriff voted out, the maniac is left alone
    expect(t.state.winner).toBe('maniac');
  });

  it('deck: a club lover on the mafia’s side counts as black', () => {
    const t = new Table().run({ type: 'game/new', ruleset: 'club-mafia', seats: 6, loverSide: 'black' });
    (['don', 'mafia', 'lover', 'sheriff', 'citizen', 'citizen'] as Role[]).forEach((role, i) =>
      t.run({ type: 'seat/role', seat: i + 1, role }),
    );
    t.rejects({ type: 'game/start' }, 'deck/invalid');
  });
});
