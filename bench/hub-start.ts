/**
 * Start of the hub on a data folder of 50 games x 300 entries: spawn to listening (the hub's JSON
 * line, after the restore) and idle RSS, the hub bundled ahead (as `npm start` runs it) next to
 * the TypeScript source (type stripping at start), interleaved. Goals: <= 300 ms, <= 70 MB.
 *   node bench/hub-start.ts [--runs 10] [--games 50] [--events 300]
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { restoreBench } from './hub-restore.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    games: { type: 'string', default: '50' },
    events: { type: 'string', default: '300' },
  },
});
const [runs, games, events] = [Number(values.runs), Number(values.games), Number(values.events)];
const range = (xs: number[], digits = 0) => {
  const s = [...xs].sort((a, b) => a - b);
  const med = s[Math.floor(s.length / 2)] ?? NaN;
  return `${med.toFixed(digits)} (${(s[0] ?? NaN).toFixed(digits)}-${(s.at(-1) ?? NaN).toFixed(digits)})`;
};

const load = loadavg()[0] ?? 0;
type Row = Awaited<ReturnType<typeof restoreBench>>;
const out: { built: Row[]; source: Row[] } = { built: [], source: [] };
for (let i = 0; i < runs; i++)
  for (const built of i % 2 ? [false, true] : [true, false])
    (built ? out.built : out.source).push(await restoreBench(games, events, built));
console.log(
  `\n## Hub start, ${games} games x ${events} entries, ${runs} runs each, load average ${load.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after\n`,
);
console.log('| hub | spawn to listening, ms: median (min-max) | restore, ms | idle RSS, MB |');
console.log('|---|---|---|---|');
for (const [name, rows] of [
  ['bundled ahead (npm start)', out.built],
  ['TypeScript source', out.source],
] as const)
  console.log(
    `| ${name} | ${range(rows.flatMap((r) => r.starts))} | ${range(rows.flatMap((r) => r.restores))} | ${range(rows.flatMap((r) => r.rss))} |`,
  );
