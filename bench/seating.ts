/**
 * The seating optimiser against the fair targets: `npm run bench:seating [-- --seeds 3]`.
 * For 10-round days of 20-40 players on 2-4 tables, with the default budget: CPU time (steadier
 * than wall time on a busy machine) and, per criterion, the range of counts, the worst distance
 * from the fair target and the share of items as close to it as whole numbers allow; a random
 * draw (each round shuffled) beside it, as the baseline an optimiser must beat.
 */
import { parseArgs } from 'node:util';
import { render } from '../src/words/index.ts';
import { seededRandom, shuffle } from '../src/engine/prng.ts';
import {
  defaultIterations,
  optimiseSeating,
  seatingQuality,
  type Criterion,
  type Schedule,
  type SeatingInput,
} from '../src/engine/seating/index.ts';

const { values } = parseArgs({ options: { seeds: { type: 'string' } } });
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
    cell(tables),
    cell(sitOuts),
    `${broken.sitOutsInARow}`,
  ].join(' | ');
}

console.log(
  '| day | how | CPU ms | pair meetings (fair: range ±worst within) | seat numbers | seat 1 | tables | sit-outs | sit-outs in a row |',
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
