/** Issue 21: rule bugs found by judging real games clause by clause, each test named by its clause. */
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../src/protocol/index.ts';
import { finishedGame } from '../../../src/engine/index.ts';
import { protocolCsv, protocolJson } from '../../../src/server/export/export.ts';
import { CLUB as CLUB_ROLES, club, record, toClubVote } from './club-helpers.ts';
import { dayOne, night, SPORT_ROLES, Table, toSpeeches, voteOut } from './helpers.ts';
import { en, ru } from '../../said.ts';

const fouls = (t: Table, seat: number, n: number) => {
  for (let i = 0; i < n; i++) t.run({ type: 'foul/add', seat });
  return t;
};
const ids = (t: Table) => t.view().next?.map((s) => s.id) ?? [];
const removeAll = (t: Table, ...seats: number[]) => {
  for (const seat of seats) t.run({ type: 'removal', seat });
  return t;
};

describe('two lost turns in a row (MafClub 4.4, FIIM 6.4)', () => {
  for (const ruleset of ['mafclub-2023', 'fiim-2019', 'classic-mafia'] as const)
    it(`${ruleset}: seats 2 and 3 lost their speech -> each nominates at his turn, in order`, () => {
      const t = fouls(fouls(dayOne(ruleset), 2, 3), 3, 3);
      t.run({ type: 'speech/start' }, { type: 'speech/end' });
      expect(t.view().next?.find((s) => s.id === 'nominate-lost-turn')?.seat).toBe(2);
      t.run({ type: 'nominate', by: 2, seat: 7 });
      expect(t.view().next?.find((s) => s.id === 'nominate-lost-turn')?.seat).toBe(3);
      t.rejects({ type: 'nominate', by: 2, seat: 8 }, 'nomination/not-own-speech');
      t.run({ type: 'nominate', by: 3, seat: 8 });
      expect(t.state.today.nominations).toMatchObject([
        { seat: 7, by: 2 },
        { seat: 8, by: 3 },
      ]);
      expect(t.view().next?.[0]).toMatchObject({ id: 'speech', seat: 4 });
      expect(t.state.seats.filter((s) => s.skipNextSpeech)).toEqual([]);
    });

  it('MafClub 4.4: the operator passes a lost turn without a nomination; the next lost turn still nominates', () => {
    const t = fouls(fouls(dayOne(), 2, 3), 3, 3);
    t.run({ type: 'speech/start' }, { type: 'speech/end' });
    const pass = t.view().next?.find((s) => s.id === 'lostTurn-pass');
    expect(pass?.command).toEqual({ type: 'speech/end', seat: 2 });
    t.rejects({ type: 'speech/end', seat: 3 }, 'speech/not-lost-turn');
    t.rejects({ type: 'speech/end' }, 'speech/none'); // a second press never passes a turn
    t.run(pass!.command!);
    t.run({ type: 'nominate', by: 3, seat: 8 });
    expect(t.state.today.nominations).toMatchObject([{ seat: 8, by: 3 }]);
    expect(t.state.today.lostSpeech).toEqual([2, 3]);
  });

  it('MafClub 4.4: the Russian label warns of the lost speeches as the English does', () => {
    const t = fouls(fouls(dayOne(), 2, 3), 3, 3);
    t.run({ type: 'speech/start' }, { type: 'speech/end' });
    const speech = t.view().next?.[0];
    expect(en(speech?.label)).toBe('Speech of 4 (2, 3 lose the speech)');
    expect(ru(speech?.label)).toBe('Речь игрока 4 (2, 3 без речи)');
  });
});

describe('a night removal is judged once the night is over (MafClub 2.7.3, 4.11)', () => {
  it('3 black v 4 red, the mafia shoots its own 6, red 7 removed at the Don check -> the checks go on, no winner (2 v 3)', () => {
    const t = removeAll(dayOne(), 1, 2, 4);
    t.speeches().run({ type: 'vote/start' }); // cancelled by the removals (4.12): night 1
    t.run({ type: 'night/shot', seat: 6 }, { type: 'removal', seat: 7 });
    expect(t.state.winner).toBeNull();
    expect(t.state.stage).toBe('donCheck');
    expect(ids(t)).toContain('donCheck');
    t.run({ type: 'night/pass' }, { type: 'night/pass' });
    toSpeeches(t);
    expect(t.state.winner).toBeNull();
    expect(t.status(6)).toBe('killed');
    expect(t.state.phase).not.toBe('finished');
  });

  it('3 black v 4 red, red 7 removed while the shot is still pending, the mafia then shoots its own 6 -> no winner (2 v 3), the night goes on', () => {
    const t = removeAll(dayOne(), 1, 2, 4);
    t.speeches().run({ type: 'vote/start' });
    expect(t.state.stage).toBe('shot');
    t.run({ type: 'removal', seat: 7 }); // 3 v 3 for a moment: the shot has not landed
    expect([t.state.winner, ids(t)]).toEqual([null, ['shot', 'shot-miss']]);
    t.run({ type: 'night/shot', seat: 6 });
    while (t.state.phase === 'night') t.run({ type: 'night/pass' });
    expect([t.state.winner, t.status(6), t.status(7)]).toEqual([null, 'killed', 'removed']);
  });

  it('the last Don shoots himself and red 5 is removed -> red wins in the morning (not black with a citizen left)', () => {
    const t = removeAll(dayOne(), 6, 9, 1, 2, 4, 8, 10);
    t.speeches().run({ type: 'vote/start' });
    t.run({ type: 'night/shot', seat: 3 }, { type: 'removal', seat: 5 });
    expect(t.state.winner).toBeNull();
    while (t.state.phase === 'night') t.run({ type: 'night/pass' });
    expect(t.state.winner).toBe('red');
  });
});

describe('club: the psychopath’s revenge comes before the result ("Психопат")', () => {
  // 1 Don, 2 mafia, 3 psychopath, 4-6 citizens.
  const ROLES: Role[] = ['don', 'mafia', 'psychopath', 'citizen', 'citizen', 'citizen'];
  const toRevenge = () => {
    const t = club(ROLES).run({ type: 'removal', seat: 4 }); // 2 black v 3 red
    toClubVote(t.speeches());
    record(t, { 3: t.state.voting?.voters.length ?? 0 });
    return t;
  };

  it('voted out at 2 black v 3 red, he takes the Don along -> 1 v 2, the game goes on', () => {
    const t = toRevenge();
    expect(t.state.revengeBy).toBe(3);
    expect(t.state.winner).toBeNull();
    t.run({ type: 'revenge', seat: 1 });
    t.steps();
    expect(t.state.winner).toBeNull();
    expect(t.state.phase).toBe('night');
  });

  it('no revenge taken: black wins once his last word is over', () => {
    const t = toRevenge();
    t.steps();
    expect(t.state.winner).toBe('black');
    expect(t.state.phase).toBe('finished');
  });
});

describe('club: silenced for the game ("Замечания")', () => {
  it('seat 8 has 3 fouls ("до завершения игры") and is voted out -> no last word, the night comes', () => {
    const t = fouls(club(), 8, 3);
    toClubVote(t.speeches());
    record(t, { 8: t.state.voting?.voters.length ?? 0 });
    expect(t.status(8)).toBe('votedOut');
    expect(t.state.lastWords.queue).toEqual([]);
    expect(t.state.phase).toBe('night');
  });
});

describe('club: a player removed during a vote leaves it ("Удаление из игры")', () => {
  it('seat 2 removed while the vote is counted -> no longer a candidate nor a voter; never voted out', () => {
    const t = toClubVote(club().speeches());
    t.run({ type: 'vote/record', candidate: 1, count: 0 }, { type: 'removal', seat: 2 });
    expect(t.state.voting?.candidates).not.toContain(2);
    expect(t.state.voting?.voters).not.toContain(2);
    t.rejects({ type: 'vote/record', candidate: 2, count: 0 }, 'vote/not-nominated');
    record(t, { 5: t.state.voting?.voters.length ?? 0 });
    expect([t.status(2), t.status(5)]).toEqual(['removed', 'votedOut']);
    expect(t.state.lastWords.queue).not.toContain(2);
  });

  it('tied seat 1 removed during the tie speeches -> the re-vote is on seat 5 alone, 1 stays removed', () => {
    const t = toClubVote(club().speeches());
    record(t, { 1: 5, 5: 5 });
    expect([t.state.stage, t.state.tieQueue]).toEqual(['tieSpeech', [1, 5]]);
    t.run({ type: 'removal', seat: 1 });
    expect(t.state.tieQueue).toEqual([5]);
    t.steps();
    expect(t.state.voting?.candidates ?? t.state.lastVote?.candidates).toEqual([5]);
    expect(t.status(1)).toBe('removed');
  });
});

describe('club: no mafia left, no shot (the maniac plays on)', () => {
  it('Don 3 and mafia 4 removed -> the next night has no mafia shot, and a shot is refused', () => {
    const t = club().run({ type: 'removal', seat: 3 }, { type: 'removal', seat: 4 });
    toClubVote(t.speeches());
    record(t, { 8: t.state.voting?.voters.length ?? 0 });
    t.steps();
    expect(t.state.phase).toBe('night');
    expect(t.state.nights.at(-1)?.pending).not.toContain('shot');
    t.rejects({ type: 'night/shot', seat: 9 }, 'night/not-now');
  });
});

describe('MafClub 4.20.2: the organisers change the result', () => {
  it('a finished MafClub game: game/result changed -> accepted, citing 4.20.2', () => {
    const t = dayOne().run({ type: 'game/surrender' });
    expect([t.state.phase, t.state.winner]).toEqual(['finished', 'red']);
    t.run({ type: 'game/result', reason: 'changed', winner: 'black' });
    expect(t.state.winner).toBe('black');
    expect(t.state.imposed).toEqual({ reason: 'changed', clause: '4.20.2' });
  });
});

describe('a night kill leaves at that night (protocol exports)', () => {
  it('seat 1 shot on night 1 -> leftAt night 1 in the state, the CSV, the JSON export and the game record (results.jsonl)', () => {
    const t = dayOne();
    t.speeches().run({ type: 'vote/start' });
    night(t, 1);
    toSpeeches(t);
    const night1 = { phase: 'night', number: 1 };
    expect(t.state.seats[0]?.leftAt).toEqual(night1);
    const csv = protocolCsv([...t.game.log], 'main');
    expect(csv.split('\n').find((l) => l.startsWith('1,'))).toContain('night 1');
    expect(protocolJson([...t.game.log], 'main').final.seats[0]?.leftAt).toEqual(night1);
    t.run({ type: 'game/surrender' });
    expect(finishedGame(t.state)?.result.seats[0]?.leftAt).toEqual(night1); // results.jsonl's record
  });
});

describe('MafClub 4.12.1: a removal that cancels the vote and ends the game', () => {
  it('the last black removed while the vote is counted -> red wins, no half-counted vote is left open', () => {
    const t = voteOut(dayOne(), 3);
    toSpeeches(night(t, null));
    voteOut(t, 6);
    toSpeeches(night(t, null));
    t.speeches({ 1: 2, 2: 4, 4: 1 }).run({ type: 'vote/start' });
    expect(t.state.voting?.candidates).toHaveLength(3);
    const first = t.state.voting?.candidates[0] as number;
    t.run({ type: 'vote/record', candidate: first, count: 1 }, { type: 'removal', seat: 9 });
    expect([t.state.phase, t.state.winner, t.state.voting]).toEqual(['finished', 'red', null]);
    expect(protocolJson([...t.game.log], 'main').final.voting).toBeNull();
  });
});

describe('FIIM 4.4.10: on later days any number of nominees is voted', () => {
  const day2 = (
    ruleset: 'fiim-2019' | 'mafclub-2023' | 'classic-mafia',
    extra: { loneNominee?: 'leaves' | 'vote' } = {},
  ) => {
    const t = new Table().run({ type: 'game/new', ruleset, gameId: 'lone', ...extra });
    SPORT_ROLES.forEach((role, i) => t.run({ type: 'seat/role', seat: i + 1, role }));
    t.run({ type: 'game/start' });
    while (t.state.phase === 'night') t.run({ type: 'stage/end' });
    t.speeches().run({ type: 'vote/start' });
    return toSpeeches(night(t, null)).speeches({ 2: 9 });
  };
  it('FIIM by default: a lone nominee on day 2 gets his vote card', () => {
    const t = day2('fiim-2019');
    expect(en(t.view().next?.[0]?.label)).toBe('Voting: 9');
    t.run({ type: 'vote/start' });
    expect([t.state.stage, t.state.voting?.candidates]).toEqual(['voting', [9]]);
  });
  it('MafClub 2.4.4 and classic keep their default (he leaves); FIIM may still choose loneNominee leaves', () => {
    expect(day2('mafclub-2023').run({ type: 'vote/start' }).status(9)).toBe('votedOut');
    expect(day2('classic-mafia').run({ type: 'vote/start' }).status(9)).toBe('votedOut');
    expect(day2('fiim-2019', { loneNominee: 'leaves' }).run({ type: 'vote/start' }).status(9)).toBe(
      'votedOut',
    );
  });
});

describe('firstKilledPick colours: every step offered is accepted', () => {
  it('MafClub 2.6.2: the Prima Nota names nobody -> the offered bestMove-none is accepted', () => {
    const t = new Table().run({ type: 'game/new', ruleset: 'mafclub-2023', firstKilledPick: 'colours' });
    SPORT_ROLES.forEach((role, i) => t.run({ type: 'seat/role', seat: i + 1, role }));
    t.run({ type: 'game/start' });
    while (t.state.phase === 'night') t.run({ type: 'stage/end' });
    night(t.speeches().run({ type: 'vote/start' }), 1);
    const none = t.view().next?.find((s) => s.id === 'bestMove-none');
    t.run(none!.command!);
    expect(t.state.bestMove).toEqual([]);
  });
});

describe('found by the invariant sweep', () => {
  it('firstDay liftOnly: seat 1 lifted, removed during his second speech -> it is gone, no last word for a removed player', () => {
    const t = club(undefined, {}).run({ type: 'game/new', ruleset: 'club-mafia', firstDay: 'liftOnly' });
    CLUB_ROLES.forEach((role, i) => t.run({ type: 'seat/role', seat: i + 1, role }));
    t.run({ type: 'game/start' });
    while (t.state.phase === 'night') t.run({ type: 'stage/end' });
    toClubVote(t.speeches());
    record(t, { 1: t.state.voting?.voters.length ?? 0 });
    expect([t.state.stage, t.state.lastWords.queue, t.status(1)]).toEqual(['lastWord', [1], 'alive']);
    t.run({ type: 'removal', seat: 1 });
    expect(t.state.lastWords.queue).toEqual([]);
    expect([t.status(1), t.state.phase]).toEqual(['removed', 'night']);
  });
});
