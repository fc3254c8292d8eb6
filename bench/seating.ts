/**
 * The seating optimiser against the fair targets: `npm run bench:seating [-- --seeds 3]`.
 * With `--score mafiaratings [--time-ms 30000] [--shape 30/3/12 …]`: mafiaratings' shapes (issue
 * 40) on their own score, each seed given the CPU time (wall time said too), beside their
 * optimiser's figures.
 * For 10-round days of 20-40 players on 2-4 tables, with the default budget: CPU time (steadier
 * than wall time on a busy machine) and, per criterion, the range of counts, the worst distance
 * from the fair target and the share of items as close to it as whole numbers allow; a random
 * draw (each round shuffled) beside it, as the baseline an optimiser must beat.
 */
import { parseArgs } from 'node:util';
import { render } from '../src/words/index.ts';
import { seededRandom, shuffle } from '../src/engine/prng.ts';
import { mafiaratingsDay, mafiaratingsScore } from '../src/engine/seating/mafiaratings.ts';
import {
  defaultIterations,
  optimiseSeating,
  seatingQuality,
  type Criterion,
  type Schedule,
  type SeatingInput,
} from '../src/engine/seating/index.ts';

const { values } = parseArgs({
  options: {
    seeds: { type: 'string' },
    score: { type: 'string' },
    'time-ms': { type: 'string' },
    shape: { type: 'string', multiple: true },
  },
});
const seeds = Number(values.seeds ?? 3);

const DAYS: SeatingInput[] = [
  { players: 20, tables: 2, seats: 10, rounds: 10 },
  { players: 25, tables: 2, seats: 10, rounds: 10 },
  { players: 30, tables: 3, seats: 10, rounds: 10 },
  { players: 40, tables: 4, seats: 10, rounds: 10 },
];

function randomDraw(input: SeatingInput, seed: string): Schedule {
  const random = seededRandom(seed);
  return {
    rounds: Array.from({ length: input.rounds }, () => {
      const order = shuffle(
        Array.from({ length: input.players }, (_, i) => i),
        String(random()),
      );
      return Array.from({ length: input.tables }, (_, t) =>
        order.slice(t * input.seats, (t + 1) * input.seats),
      );
    }),
  };
}

const cell = (c: Criterion | null) =>
  c ? `${c.min}..${c.max} ±${c.worst} ${Math.round((100 * c.within) / c.of)}%` : '-';

function row(label: string, input: SeatingInput, schedule: Schedule, ms: number | null): string {
  const q = seatingQuality(input, schedule);
  if (!q.ok) throw new Error(render('en', q.error.message));
  const { pairs, seats, firstSeat, tables, sitOuts, broken } = q.quality;
  return [
    label,
    ms === null ? '-' : `${Math.round(ms)}`,
    `${pairs.ideal.min}: ${cell(pairs)}`,
    cell(seats),
    cell(firstSeat),
    `${cell(tables)} (spread ${worstSpread(schedule, input.players, input.tables)})`,
    cell(sitOuts),
    `${broken.sitOutsInARow}`,
  ].join(' | ');
}

/** Their shapes (players/tables/games a player) and their optimiser's score there (issue 40). */
const THEIRS: [players: number, tables: number, games: number, score: number][] = [
  [20, 2, 10, 252.8],
  [21, 2, 10, 385.5],
  [30, 3, 10, 598.3],
  [30, 3, 12, 510.9],
  [40, 4, 12, 724.5],
  [25, 2, 10, 264],
];

/** Each player's largest difference between his games at two tables (the spread). */
function worstSpread(schedule: Schedule, players: number, tables: number): number {
  const at = new Int32Array(players * tables);
  for (const round of schedule.rounds)
    round.forEach((table, t) => table.forEach((p) => at[p * tables + t]!++));
  let worst = 0;
  for (let p = 0; p < players; p++) {
    const mine = at.subarray(p * tables, p * tables + tables);
    worst = Math.max(worst, Math.max(...mine) - Math.min(...mine));
  }
  return worst;
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function mafiaratings(timeMs: number): void {
  console.log(
    '| shape (players/tables/games) | rounds | seed | ours: total (pairs/numbers/tables) | CPU s | wall s | worst table spread | theirs |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [players, tables, games, theirs] of THEIRS) {
    if (values.shape && !values.shape.includes(`${players}/${tables}/${games}`)) continue;
    const input: SeatingInput = { ...mafiaratingsDay(players, tables, games)!, weigh: 'mafiaratings' };
    for (let s = 0; s < seeds; s++) {
      const t0 = process.cpuUsage();
      const w0 = performance.now();
      const made = optimiseSeating(input, {
        seed: `bench-${s}`,
        iterations: 1e9,
        timeMs,
        now: cpuMs, // CPU time: the machine is shared, wall time says more about the others' jobs
      });
      const wall = performance.now() - w0;
      const t = process.cpuUsage(t0);
      if (!made.ok) throw new Error(render('en', made.error.message));
      const m = mafiaratingsScore(made.schedule, players, tables);
      console.log(
        `| ${players}/${tables}/${games} | ${input.rounds} | ${s} | ${m.total} (${m.pairs}/${m.numbers}/${m.tables}) | ${((t.user + t.system) / 1e6).toFixed(1)} | ${(wall / 1000).toFixed(1)} | ${worstSpread(made.schedule, players, tables)} | ${theirs} |`,
      );
    }
  }
}

if (values.score === 'mafiaratings') {
  mafiaratings(Number(values['time-ms'] ?? 30_000));
  process.exit(0);
}

console.log(
  '| day | how | CPU ms | pair meetings (fair: range ±worst within) | seat numbers | seat 1 | tables (worst spread) | sit-outs | sit-outs in a row |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const input of DAYS) {
  const day = `${input.players} players, ${input.tables} tables, ${input.rounds} rounds (${defaultIterations(input)} moves)`;
  for (let s = 0; s < seeds; s++) {
    const seed = `bench-${s}`;
    const t0 = process.cpuUsage();
    const made = optimiseSeating(input, { seed });
    const t = process.cpuUsage(t0);
    if (!made.ok) throw new Error(render('en', made.error.message));
    console.log(`| ${day} | ${row(`seed ${s}`, input, made.schedule, (t.user + t.system) / 1000)} |`);
  }
  console.log(`| ${day} | ${row('random draw', input, randomDraw(input, 'bench'), null)} |`);
}
