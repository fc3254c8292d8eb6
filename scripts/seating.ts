/**
 * `npm run seating -- --players N --tables T (--rounds R | --games G) [--seats 10] [--seed S]
 * [--json] [--iterations K] [--time-ms MS] [--weigh mafiaratings]`: a tournament day's seating
 * schedule, its quality report and mafiaratings' score of it (docs/protocol.md "Seating"). Players
 * are numbered 1..N. `--games G`: mafiaratings' shape, each plays G games (the rounds follow, the
 * last with fewer tables if need be). With --json: one JSON object, `{"rounds":[[[p,…],…],…],
 * "quality":{…},"mafiaratings":{…}}`, seats in order per table, sitting-out players left out.
 */
import { parseArgs } from 'node:util';
import { mafiaratingsDay, mafiaratingsScore } from '../src/engine/seating/mafiaratings.ts';
import { render } from '../src/words/index.ts';
import {
  defaultIterations,
  optimiseSeating,
  qualityText,
  scheduleText,
  seatingQuality,
  SEATS,
  type SeatingInput,
} from '../src/engine/seating/index.ts';

const USAGE =
  'usage: npm run seating -- --players N --tables T (--rounds R | --games G) [--seats 10] [--seed S] [--json] [--iterations K] [--time-ms MS] [--weigh mafiaratings]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function parse() {
  try {
    return parseArgs({
      options: {
        players: { type: 'string' },
        tables: { type: 'string' },
        rounds: { type: 'string' },
        games: { type: 'string' },
        weigh: { type: 'string' },
        seats: { type: 'string' },
        seed: { type: 'string' },
        json: { type: 'boolean' },
        iterations: { type: 'string' },
        'time-ms': { type: 'string' },
      },
    }).values;
  } catch (e) {
    return fail((e as Error).message);
  }
}

const flags = parse();
const whole = (name: string, text: string | undefined, fallback?: number): number => {
  if (text === undefined && fallback !== undefined) return fallback;
  const n = Number(text);
  if (text === undefined || !Number.isInteger(n) || n < 1) fail(`--${name} must be a whole number from 1`);
  return n;
};

if (flags.weigh !== undefined && flags.weigh !== 'mafiaratings' && flags.weigh !== 'ours')
  fail('--weigh is ours or mafiaratings');
if (flags.games !== undefined && flags.seats !== undefined && flags.seats !== String(SEATS))
  fail(`--games: mafiaratings' tables have ${SEATS} seats`);
const players = whole('players', flags.players);
const tables = whole('tables', flags.tables);
const input: SeatingInput = {
  ...(flags.games === undefined
    ? { players, tables, rounds: whole('rounds', flags.rounds), seats: whole('seats', flags.seats, SEATS) }
    : (mafiaratingsDay(players, tables, whole('games', flags.games)) ??
      fail('--games: players × games must fill whole tables of 10'))),
  ...(flags.weigh === 'mafiaratings' ? { weigh: 'mafiaratings' as const } : {}),
};
const seed = flags.seed ?? '1';
const iterations = whole('iterations', flags.iterations, defaultIterations(input));
const timeMs = flags['time-ms'] === undefined ? undefined : whole('time-ms', flags['time-ms']);

// a progress bar on a terminal only (never in a pipe or the JSON)
const bar = process.stderr.isTTY
  ? (done: number) =>
      process.stderr.write(`\r[${'#'.repeat(Math.round(done * 30)).padEnd(30)}] ${Math.round(done * 100)}%`)
  : undefined;
const made = optimiseSeating(input, {
  seed,
  iterations,
  ...(timeMs ? { timeMs, now: () => performance.now() } : {}),
  ...(bar ? { onProgress: bar } : {}),
});
if (bar) process.stderr.write('\r' + ' '.repeat(40) + '\r');
if (!made.ok) fail(render('en', made.error.message));
const measured = seatingQuality(input, made.schedule);
if (!measured.ok) throw new Error(render('en', measured.error.message)); // a bug: the optimiser's own schedule
const rounds = made.schedule.rounds.map((round) => round.map((table) => table.map((p) => p + 1)));
const theirs = input.seats === SEATS ? mafiaratingsScore(made.schedule, input.players, input.tables) : null;
if (flags.json)
  process.stdout.write(JSON.stringify({ rounds, quality: measured.quality, mafiaratings: theirs }) + '\n');
else
  process.stdout.write(
    `${input.players} players, ${input.tables} tables of ${input.seats}, ${input.rounds} rounds, seed ${seed}, ${iterations} iterations\n\n` +
      `${scheduleText(made.schedule, input.players)}\n\n${qualityText(measured.quality)}\n` +
      (theirs
        ? `mafiaratings' score ${theirs.total} (pairs ${theirs.pairs}, numbers ${theirs.numbers}, tables ${theirs.tables}; lower is better)\n`
        : ''),
  );
