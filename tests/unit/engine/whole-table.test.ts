import { describe, expect, it } from 'vitest';
import { dayOne, night, toSpeeches, voteOut, type Table } from './helpers.ts';
import { en } from '../../said.ts';

/** Roles: Don 3, mafia 6 and 9, Sheriff 5. */
type Sport = 'mafclub-2023' | 'fiim-2019' | 'classic-mafia';

/**
 * Days vote out `out[i]`, nights shoot `shots[i]` (null = miss): to the speeches of the next day.
 * The blacks 6 and 9 go first, so the game stays undecided down to 3 R + 1 B, or 2 R + 1 B.
 */
function down(ruleset: Sport, out: number[], shots: (number | null)[]): Table {
  const t = dayOne(ruleset);
  out.forEach((seat, i) => {
    voteOut(t, seat);
    toSpeeches(night(t, shots[i] ?? null));
  });
  expect(t.state.winner).toBeNull();
  return t;
}
const four = (ruleset: Sport = 'mafclub-2023') => down(ruleset, [6, 9, 4], [1, 2, 5]); // 3, 7, 8, 10
const three = (ruleset: Sport = 'mafclub-2023') => down(ruleset, [6, 9, 4, 7], [1, 2, 5, null]); // 3, 8, 10
const six = (ruleset: Sport = 'mafclub-2023') => down(ruleset, [6, 2], [1, 4]); // 3, 5, 7, 8, 9, 10

/** Everyone nominated, one vote each, twice: the same whole-table tie after the re-vote. */
function wholeTableTie(t: Table): Table {
  const alive = t.state.today.order.filter((x) => t.status(x) === 'alive');
  const noms = Object.fromEntries(alive.map((x, i) => [x, alive[(i + 1) % alive.length] as number]));
  t.speeches(noms).run({ type: 'vote/start' });
  for (const c of t.state.voting?.candidates.slice(0, -1) ?? [])
    t.run({ type: 'vote/record', candidate: c, count: 1 });
  expect(t.state.stage).toBe('tieSpeech');
  t.steps();
  for (const c of t.state.voting?.candidates.slice(0, -1) ?? [])
    t.run({ type: 'vote/record', candidate: c, count: 1 });
  return t;
}

const aliveCount = (t: Table) => t.state.seats.filter((s) => s.status === 'alive').length;

describe('MafClub 2.7.2: the whole table votes to leave on the last day -> a tie (draw)', () => {
  for (const [n, table] of [
    [4, four],
    [3, three],
  ] as const)
    it(`MafClub 2.7.2: ${n} at the table, all tied twice, a majority raises everyone -> draw, each with a last word (2.7.5)`, () => {
      const t = wholeTableTie(table());
      expect(t.state.stage).toBe('eliminateAllVote');
      t.run({ type: 'eliminateAll/record', count: n - 1 });
      expect(t.state.winner).toBe('draw');
      expect(aliveCount(t)).toBe(0);
      expect(t.state.lastWords.queue).toHaveLength(n);
    });

  it('MafClub 2.4.15: 4 at the table, the eliminate-all vote split 2-2 -> everyone stays, night', () => {
    const t = wholeTableTie(four());
    t.run({ type: 'eliminateAll/record', count: 2 });
    expect([t.state.phase, t.state.winner, aliveCount(t)]).toEqual(['night', null, 4]);
  });

  it('MafClub 2.7.2: six at the table is not the last day: no vote to empty the table, everyone stays, night', () => {
    const t = wholeTableTie(six());
    expect([t.state.phase, t.state.winner, aliveCount(t)]).toEqual(['night', null, 6]);
    const said = t.game.log.at(-1)?.events.flatMap((e) => (e.type === 'announced' ? [en(e.text)] : []));
    expect(said?.[0]).toBe('Raising the whole table is voted only with 3 or 4 at the table: everyone stays');
  });
});

describe('other rulesets keep their readings', () => {
  it('FIIM 7.8: no vote to raise the whole table, also with 4 at the table: everyone stays', () => {
    const t = wholeTableTie(four('fiim-2019'));
    expect([t.state.phase, t.state.winner, aliveCount(t)]).toEqual(['night', null, 4]);
  });

  it('classic: four at the table and a second tie: everyone stays, night', () => {
    const t = wholeTableTie(four('classic-mafia'));
    expect([t.state.phase, t.state.winner, aliveCount(t)]).toEqual(['night', null, 4]);
  });
});
