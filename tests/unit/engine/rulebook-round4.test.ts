/** Issue 34: rules, fourth round: each test named by its clause, each failing on the engine before it. */
import { describe, expect, it } from 'vitest';
import { VARIANT_VALUES } from '../../../src/facts/index.ts';
import { rulesetOf } from '../../../src/engine/index.ts';
import type { GameCommand, RulesetId } from '../../../src/protocol/index.ts';
import { club, record, toClubVote } from './club-helpers.ts';
import { dayOne, quietDay, Table, toSpeeches } from './helpers.ts';
import { en } from '../../said.ts';

const RULESETS: RulesetId[] = ['mafclub-2023', 'fiim-2019', 'classic-mafia', 'club-mafia'];

/** Every value of every game/new option (an absent one is its default, listed): the cross product. */
function optionSets(): Record<string, string>[] {
  const values: Record<string, readonly string[]> = {
    loverSide: ['red', 'black'],
    maniacVariant: ['classic', 'modern'],
    repeatedTie: ['eliminateAllVote', 'night'],
    ...VARIANT_VALUES,
  };
  let sets: Record<string, string>[] = [{}];
  for (const [key, vs] of Object.entries(values))
    sets = sets.flatMap((s) => vs.map((v) => ({ ...s, [key]: v })));
  return sets;
}

describe('the deck the engine deals is one it starts (club "Персонажи", MafClub 2.1, FIIM 2.1)', () => {
  it('club, 8 seats, the lover for the mafia: the dealt deck starts, 3 black v 5 red', () => {
    const t = new Table().run(
      { type: 'game/new', ruleset: 'club-mafia', seats: 8, loverSide: 'black' },
      { type: 'deal/seeded', seed: 'draft-8' },
      { type: 'game/start' },
    );
    const roles = t.state.seats.map((s) => s.role);
    expect(roles.filter((r) => r === 'don' || r === 'mafia' || r === 'lover')).toHaveLength(3);
    expect(roles).toContain('lover');
    expect(t.state.phase).toBe('night');
  });

  it('every ruleset x seat count x option combination: the dealt deck starts', () => {
    const sets = optionSets();
    let started = 0;
    for (const ruleset of RULESETS)
      for (let seats = 6; seats <= 16; seats++)
        for (const options of sets) {
          const t = new Table();
          const made = { type: 'game/new', ruleset, seats, ...options } as GameCommand;
          const fits = seats >= rulesetOf(ruleset).seats.min && seats <= rulesetOf(ruleset).seats.max;
          if (!fits) {
            t.rejects(made, 'setup/seat-count');
            continue;
          }
          t.run(made, { type: 'deal/seeded', seed: `${ruleset}-${seats}` });
          t.accepts({ type: 'game/start' });
          started++;
        }
    expect(started).toBe(sets.length * (11 + 3)); // club 6-16, the sport rulesets 10 seats only
  }, 120_000);
});

describe('MafClub 4.11-4.12: a night removal takes effect after the Sheriff’s phase; the shot may still land', () => {
  /** Night 1 after a quiet day: seat 8 shot and removed, in the given order, then the checks. */
  const nightOf = (ruleset: 'mafclub-2023' | 'fiim-2019', shotFirst: boolean) => {
    const t = quietDay(dayOne(ruleset));
    const shot: GameCommand = { type: 'night/shot', seat: 8 };
    const removed: GameCommand = { type: 'removal', seat: 8, clause: '4.8.4' };
    t.run(...(shotFirst ? [shot, removed] : [removed, shot]));
    while (t.state.phase === 'night') t.run({ type: 'night/pass' });
    return t;
  };
  const outcome = (t: Table) => ({
    seats: t.view('table').seats.map((s) => [s.status, s.leftAt]),
    announcement: t.view('table').announcement,
    votesToCancel: t.state.votesToCancel,
    died: t.state.nights.at(-1)?.died,
    firstKilled: t.state.firstKilled,
  });

  it('seat 8 removed at night, then shot -> accepted; the same morning as shot, then removed', () => {
    const removedFirst = nightOf('mafclub-2023', false);
    const shotFirst = nightOf('mafclub-2023', true);
    expect(outcome(removedFirst)).toEqual(outcome(shotFirst));
    expect(removedFirst.state.nights.at(-1)?.shot).toBe(8);
    expect(en(removedFirst.view('table').announcement)).not.toMatch(/nobody/i);
  });

  it('killed at night, so his removal cancels no vote (4.12): day 2’s lone nominee leaves (2.4.4)', () => {
    const t = toSpeeches(nightOf('mafclub-2023', false));
    const nominee = t.state.today.order[2] as number;
    t.speeches({ [t.state.today.order[0] as number]: nominee }).run({ type: 'vote/start' });
    expect([t.state.stage, t.status(nominee)]).toEqual(['lastWord', 'votedOut']);
  });

  it('FIIM 7.1 removes at once: a shot at the removed seat is refused', () => {
    const t = quietDay(dayOne('fiim-2019')).run({ type: 'removal', seat: 8 });
    t.rejects({ type: 'night/shot', seat: 8 }, 'seat/not-in-game');
  });
});

describe('club: silent for a day ("2 замечания ... в течение одного дня"; the lover’s guest "молчит")', () => {
  /** Seat 8 has two fouls before his day-1 speech; 8 and 9 tie in the vote. */
  const tied = () => {
    const t = club().run({ type: 'foul/add', seat: 8 }, { type: 'foul/add', seat: 8 });
    toClubVote(t.speeches());
    return record(t, { 8: 4, 9: 4 });
  };

  it('seat 8 silenced for day 1 ties with 9 -> only 9 gets a tie speech', () => {
    const t = tied();
    expect([t.state.stage, t.state.tieQueue]).toEqual(['tieSpeech', [9]]);
    t.rejects({ type: 'speech/start', seat: 8 }, 'speech/not-tied');
    expect(t.view().next?.map((s) => s.seat ?? null)).not.toContain(8);
  });

  it('then voted out on day 1 -> no last word that day, the night comes', () => {
    const t = tied();
    t.run({ type: 'speech/start', seat: 9 }, { type: 'speech/end' }, { type: 'vote/start' });
    record(t, { 8: t.state.voting?.voters.length ?? 0 });
    expect(t.status(8)).toBe('votedOut');
    expect(t.state.lastWords.queue).toEqual([]);
    expect(t.state.phase).toBe('night');
  });
});

describe('FIIM 4.4.2-4.4.3 (chief judge): a nomination accepted stands; one a day', () => {
  it('seat 1 nominates 7 -> a withdrawal is refused (no FIIM clause allows one), so is a second nomination', () => {
    const t = dayOne('fiim-2019').run({ type: 'speech/start' }, { type: 'nominate', seat: 7 });
    t.rejects({ type: 'nomination/withdraw' }, 'nomination/no-withdrawal');
    t.rejects({ type: 'nominate', seat: 8 }, 'nomination/one-per-day');
    expect(t.state.today.nominations).toMatchObject([{ seat: 7, by: 1 }]);
  });

  it('MafClub 2.3.9-2.3.10 keeps its withdrawal', () => {
    const t = dayOne().run({ type: 'speech/start' }, { type: 'nominate', seat: 7 });
    t.accepts({ type: 'nomination/withdraw' });
  });
});
