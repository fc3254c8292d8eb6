/** Issue 8: disagreements with the rulebooks, each by its clause. */
import { describe, expect, it } from 'vitest';
import { club, record, toClubVote } from './club-helpers.ts';
import { execute } from '../../../src/engine/index.ts';
import type { GameCommand } from '../../../src/protocol/index.ts';
import { dayOne, night, quietDay, SPORT_ROLES, sportTable, toSpeeches, voteOut } from './helpers.ts';
import { en } from '../../said.ts';

const fouls = (t: ReturnType<typeof dayOne>, seat: number, n: number) => {
  for (let i = 0; i < n; i++) t.run({ type: 'foul/add', seat });
  return t;
};
const speak = (t: ReturnType<typeof dayOne>, times: number) => {
  for (let i = 0; i < times; i++) t.run({ type: 'speech/start' }, { type: 'speech/end' });
  return t;
};

describe('the 3rd-foul nomination (MafClub 4.4, FIIM 6.4)', () => {
  it('MafClub 4.4: seat 4 loses his speech to a third foul -> may still nominate once at his turn', () => {
    const t = speak(fouls(dayOne(), 4, 3), 3);
    t.run({ type: 'nominate', by: 4, seat: 9 });
    // His nomination is his turn (issue 21): it is over, the next turn is 5's.
    t.rejects({ type: 'nominate', by: 4, seat: 8 }, 'nomination/not-own-speech');
    expect(t.state.today.nominations.filter((n) => n.by === 4)).toMatchObject([{ seat: 9 }]);
    t.run({ type: 'speech/start' });
    t.rejects({ type: 'nominate', by: 4, seat: 7 }, 'nomination/not-own-speech');
    t.run({ type: 'speech/end' });
    t.rejects({ type: 'nominate', by: 4, seat: 7 }, 'nomination/not-own-speech');
  });

  it('MafClub 4.4: the day’s last speaker with a third foul nominates before the vote opens', () => {
    const t = speak(fouls(dayOne(), 10, 3), 9);
    expect(t.view().next?.map((s) => s.id)).toContain('nominate-lost-turn');
    t.run({ type: 'nominate', by: 10, seat: 3 }).rejects(
      { type: 'nominate', by: 1, seat: 4 },
      'nomination/not-own-speech',
    );
    t.rejects({ type: 'nominate', by: 10, seat: 4 }, 'nomination/not-own-speech'); // once, at his turn
    expect(t.state.today.nominations).toMatchObject([{ seat: 3, by: 10 }]);
    expect(t.view().next?.[0]?.id).toBe('vote');
  });

  it('FIIM 6.4: the lost turn nominates once only (4.4.3)', () => {
    const t = speak(fouls(dayOne('fiim-2019'), 2, 3), 1);
    t.run({ type: 'nominate', by: 2, seat: 9 });
    t.rejects({ type: 'nominate', by: 2, seat: 8 }, 'nomination/not-own-speech');
  });
});

describe('speech order (issue 8 item 15)', () => {
  it('MafClub 2.3.2: speech/start for a seat out of order is refused, no turn is used up', () => {
    const t = dayOne();
    t.rejects({ type: 'speech/start', seat: 4 }, 'speech/out-of-order');
    expect(t.state.today.done).toEqual([]);
  });
});

describe('per-ruleset rules', () => {
  it('classic 5-6: a 3rd-foul player with 4 at the table still loses the speech (no 30 s: that is MafClub 4.4.1)', async () => {
    const { criticalDay } = await import('../../../src/engine/day/speeches.ts');
    const t = dayOne('classic-mafia');
    const few = {
      ...t.state,
      seats: t.state.seats.map((s) => (s.seat > 4 ? { ...s, status: 'killed' as const } : s)),
    };
    expect(criticalDay(few)).toBe(false);
    expect(criticalDay({ ...few, ruleset: 'mafclub-2023' })).toBe(true);
  });

  it('FIIM 4.2.1-4.2.3: the first night is the arrangement and the Sheriff’s look, no Don look', () => {
    const t = sportTable('fiim-2019').run({ type: 'game/start' });
    expect(t.state.stage).toBe('arrangement');
    t.run({ type: 'stage/end' });
    expect(t.state.stage).toBe('sheriffLook');
  });

  it('FIIM 4.4.8: every count is entered; no early close (the comment to MafClub 2.4.3)', () => {
    const t = dayOne('fiim-2019').speeches({ 1: 8, 2: 5, 3: 2 });
    t.run({ type: 'vote/start' }, { type: 'vote/record', candidate: 8, count: 6 });
    expect(t.state.stage).toBe('voting');
    t.run({ type: 'vote/record', candidate: 5, count: 0 });
    expect(t.status(8)).toBe('votedOut'); // 2 is filled by the non-voters (4.4.8)
    const m = dayOne().speeches({ 1: 8, 2: 5, 3: 2 });
    m.run({ type: 'vote/start' }, { type: 'vote/record', candidate: 8, count: 6 });
    expect(m.status(8)).toBe('votedOut'); // MafClub: certain after 6 of 10
  });

  it('MafClub 5.7: technical fouls are for online MafClub games; FIIM and classic refuse them', () => {
    dayOne().accepts({ type: 'techFoul/add', seat: 2 });
    dayOne('fiim-2019').rejects({ type: 'techFoul/add', seat: 2 }, 'techFoul/not-in-ruleset');
    dayOne('classic-mafia').rejects({ type: 'techFoul/add', seat: 2 }, 'techFoul/not-in-ruleset');
  });

  it('MafClub 2.5.3-2.5.4: the Sheriff may check a player already out', () => {
    const t = voteOut(dayOne(), 8);
    t.run({ type: 'night/shot', seat: 1 }, { type: 'night/donCheck', seat: 8 });
    t.run({ type: 'night/sheriffCheck', seat: 8 });
    expect(t.state.nights[0]?.sheriffCheck).toEqual({ seat: 8, isBlack: false });
    expect(t.state.nights[0]?.donCheck).toEqual({ seat: 8, isSheriff: false });
  });

  it('MafClub 4.5: a foul on the leaving player during his last word counts; the 4th takes the word', () => {
    const t = fouls(dayOne(), 8, 3).speeches({ 1: 8, 2: 5 });
    t.run({ type: 'vote/start' }, { type: 'vote/record', candidate: 8, count: 10 });
    t.run({ type: 'speech/start' }, { type: 'foul/add', seat: 8 });
    expect(t.state.seats[7]).toMatchObject({ fouls: 4, status: 'votedOut' });
    expect(t.state.phase).toBe('night');
  });
});

describe('club (issue 8 items 2, 6)', () => {
  it('Club "Психопат": voted out with others by the eliminate-all vote, he still takes one along', () => {
    const t = toClubVote(club().speeches());
    record(t, { 6: 5, 7: 5 });
    t.steps();
    record(t, { 6: 4, 7: 4 });
    t.run({ type: 'eliminateAll/record', count: 8 });
    expect([t.status(6), t.status(7), t.state.revengeBy]).toEqual(['votedOut', 'votedOut', 7]);
    t.run({ type: 'revenge', seat: 3 });
    expect(t.status(3)).toBe('killed');
  });
});

describe('MafClub 3.11.1: a replay keeps the Prima Nota points', () => {
  it('the first killed named the three blacks; the game is replayed; his +1 stays in the replay', () => {
    const t = quietDay(dayOne());
    night(t, 1).run({ type: 'bestMove', seats: [3, 6, 9] });
    t.run({ type: 'game/replay', seed: 'again', offender: 2 });
    expect(t.state.replays).toEqual([{ offender: 2, kept: [{ seat: 1, points: 1 }] }]);
    expect(t.state.firstKilled).toBeNull();
  });
});

describe('judge-imposed results (issue 8 item 12)', () => {
  it('FIIM 6.8: a team loss: the other team wins, the offender is disqualified', () => {
    const t = dayOne('fiim-2019').run({ type: 'game/result', reason: 'teamLoss', winner: 'red', seat: 6 });
    expect([t.state.winner, t.state.phase, t.state.imposed]).toEqual([
      'red',
      'finished',
      { reason: 'teamLoss', clause: '6.8' },
    ]);
    expect(t.state.seats[5]?.disqualified).toBe(true);
    dayOne('fiim-2019').rejects(
      { type: 'game/result', reason: 'teamLoss', winner: 'black', seat: 6 },
      'result/team-loss-winner',
    );
  });

  it('FIIM 8.9: the chief judge changes a finished game’s result', () => {
    const t = dayOne('fiim-2019').run({ type: 'game/result', reason: 'teamLoss', winner: 'red' });
    t.run({ type: 'game/result', reason: 'changed', winner: 'black' });
    expect([t.state.winner, t.state.imposed?.clause]).toEqual(['black', '8.9']);
  });

  it('classic 7.4: the win goes to the opposite team; MafClub has no team loss', () => {
    const t = dayOne('classic-mafia').run({
      type: 'game/result',
      reason: 'teamLoss',
      winner: 'black',
      seat: 1,
    });
    expect(t.state.winner).toBe('black');
    dayOne().rejects({ type: 'game/result', reason: 'teamLoss', winner: 'red' }, 'result/not-in-ruleset');
  });

  it('MafClub 4.16: a draw when the violation recurs in the automatic replay', () => {
    const t = dayOne();
    t.rejects({ type: 'game/result', reason: 'draw', winner: 'draw' }, 'result/draw-after-replay');
    t.run({ type: 'game/replay', seed: 'x', offender: 4 }, { type: 'game/start' });
    while (t.state.phase === 'night') t.run({ type: 'stage/end' });
    t.run({ type: 'game/result', reason: 'draw', winner: 'draw' });
    expect([t.state.winner, t.state.imposed?.clause]).toEqual(['draw', '4.16']);
  });

  it('game/surrender: red wins at MafClub tables (comment to 2.7.1); refused where the rules have no surrender', () => {
    expect(dayOne().run({ type: 'game/surrender' }).state.winner).toBe('red');
    dayOne('fiim-2019').rejects({ type: 'game/surrender' }, 'game/no-surrender');
    dayOne('classic-mafia').rejects({ type: 'game/surrender' }, 'game/no-surrender');
  });
});

describe('errors cite their table’s ruleset (issue 8 item 14)', () => {
  it('FIIM 4.4.4 / classic none: votes out of order; FIIM 4.4.2: nominating out of one’s speech', () => {
    for (const [ruleset, order, nominate] of [
      ['fiim-2019', '4.4.4', '4.4.2'],
      ['classic-mafia', null, null],
      ['mafclub-2023', '2.4.5', '2.3.5'],
    ] as const) {
      const t = dayOne(ruleset).speeches({ 1: 8, 2: 5, 3: 2 });
      t.run({ type: 'vote/start' });
      const r1 = tryCmd(t, { type: 'vote/record', candidate: 5, count: 1 });
      expect([r1.code, r1.clause]).toEqual(['vote/out-of-order', order]);
      const r2 = tryCmd(t, { type: 'nominate', by: 4, seat: 1 });
      expect([r2.code, r2.clause]).toEqual(['nomination/not-now', nominate]);
    }
  });
});

function tryCmd(t: ReturnType<typeof dayOne>, c: GameCommand) {
  const r = execute(t.game, c, t.at + 1);
  return r.ok ? { code: 'accepted', clause: null } : { code: r.error.code, clause: r.error.clause };
}

describe('the log number n (issue 8 item 15)', () => {
  it('n counts on across a table’s games: the new game’s log starts with the next number', () => {
    const t = dayOne();
    const last = t.game.log.at(-1)?.n ?? 0;
    t.run({ type: 'game/new', ruleset: 'fiim-2019' });
    expect(t.game.log.map((e) => e.n)).toEqual([last + 1]);
  });
});

describe('the result is announced after the last words (MafClub 2.7.4-2.7.5)', () => {
  it('MafClub 2.7.4: the last black voted out: during his last word only the judge sees the winner; then every feed', () => {
    const roles = SPORT_ROLES; // dayOne's deal
    const t = dayOne();
    voteOut(t, 3);
    toSpeeches(night(t, null));
    voteOut(t, 6);
    toSpeeches(night(t, null));
    t.speeches({ [t.state.today.order[0] as number]: 9 }).run({ type: 'vote/start' });
    expect([t.state.stage, t.state.winner]).toEqual(['lastWord', 'red']);
    expect(roles[8]).toBe('mafia');
    for (const feed of ['table', 'spectator'] as const) {
      expect(t.view(feed).winner).toBeNull();
      expect(en(t.view(feed).announcement)).not.toBe('Red team wins');
      expect(t.view('table').seats.some((s) => s.role !== undefined)).toBe(false);
    }
    expect(t.view('judge').winner).toBe('red');
    t.run({ type: 'speech/start' }, { type: 'speech/end' });
    expect(t.state.phase).toBe('finished');
    for (const feed of ['table', 'spectator', 'judge'] as const) {
      expect(t.view(feed).winner).toBe('red');
      expect(en(t.view(feed).announcement)).toBe('Red team wins');
    }
  });
});

describe('a removal at night that decides the game (issue 8 item 7)', () => {
  it('MafClub 2.7.3, 3.10, 4.11: the last black removed after the shot: the checks go on, the shot player is killed, then the result', () => {
    const t = dayOne();
    voteOut(t, 3);
    toSpeeches(night(t, null));
    voteOut(t, 6);
    t.run({ type: 'night/shot', seat: 1 }, { type: 'removal', seat: 9 });
    expect([t.state.winner, t.state.stage]).toEqual([null, 'donCheck']);
    while (t.state.phase === 'night') t.run({ type: 'night/pass' });
    expect([t.state.winner, t.status(1), t.status(9)]).toEqual(['red', 'killed', 'removed']);
    expect(t.state.stage).toBe('morning');
    t.steps();
    expect(t.state.phase).toBe('finished');
  });
});
