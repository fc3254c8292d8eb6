/** Issue 21: rule bugs found by judging real games clause by clause, each test named by its clause. */
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../src/protocol/index.ts';
import { club, record, toClubVote } from './club-helpers.ts';
import { dayOne, night, Table } from './helpers.ts';

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
    expect(speech?.label.en).toBe('Speech of 4 (2, 3 lose the speech)');
    expect(speech?.label.ru).toBe('Речь игрока 4 (2, 3 без речи)');
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
    while (t.state.stage === 'bestMove' || t.state.stage === 'morning') t.steps(1);
    expect(t.state.winner).toBeNull();
    expect(t.status(6)).toBe('killed');
    expect(t.state.phase).not.toBe('finished');
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
