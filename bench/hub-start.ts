/**
 * Start of the hub on a data folder of 50 games x 300 entries: spawn to listening (the hub's JSON
 * line, after the restore) and idle RSS, the hub bundled ahead (as `npm start` runs it) next to
 * the TypeScript source (type stripping at start), interleaved. Goals: <= 300 ms, <= 70 MB.
 * The memory floor in the same run: a bare Node HTTP + ws server (bench/floor-server.ts, bundled
 * alike, npm start's flags) idle on the same Node. `--node PATH` (repeatable) runs the bundled hub
 * and the floor on another Node binary too, to tell Node's own share from the hub's.
 *   node bench/hub-start.ts [--runs 10] [--games 50] [--events 300] [--node /usr/bin/node]
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { bundle, isStale, root } from '../scripts/bundle.ts';
import { restoreBench, rssMb } from './hub-restore.ts';
import { startFlags } from '../scripts/spawn-hub.ts';
import { spawnJsonLine } from './targets.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    games: { type: 'string', default: '50' },
    events: { type: 'string', default: '300' },
    node: { type: 'string', multiple: true, default: [] },
  },
});
const [runs, games, events] = [Number(values.runs), Number(values.games), Number(values.events)];
const range = (xs: number[], digits = 0) => {
  const s = [...xs].sort((a, b) => a - b);
  const med = s[Math.floor(s.length / 2)] ?? NaN;
  return `${med.toFixed(digits)} (${(s[0] ?? NaN).toFixed(digits)}-${(s.at(-1) ?? NaN).toFixed(digits)})`;
};

const floorJs = join(root, 'dist-server', 'floor.js');
if (isStale(floorJs)) bundle(join(root, 'bench', 'floor-server.ts'), floorJs, 'esm');
/** Idle RSS of the bare HTTP + ws server, 1 s after it listens (as the hub's is read). */
async function floorRss(node: string): Promise<number> {
  const { child } = await spawnJsonLine(node, [...startFlags(), floorJs], {});
  await new Promise((r) => setTimeout(r, 1000));
  const mb = rssMb(child.pid ?? 0);
  child.kill('SIGTERM');
  return mb;
}

const load = loadavg()[0] ?? 0;
interface Row {
  name: string;
  starts: number[];
  restores: number[];
  rss: number[];
}
const rows = new Map<string, Row>();
const add = (name: string, r: Partial<Row>) => {
  const row = rows.get(name) ?? { name, starts: [], restores: [], rss: [] };
  row.starts.push(...(r.starts ?? []));
  row.restores.push(...(r.restores ?? []));
  row.rss.push(...(r.rss ?? []));
  rows.set(name, row);
};
const nodes = [process.execPath, ...values.node];
const version = (node: string) => execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
for (let i = 0; i < runs; i++)
  for (const [k, node] of nodes.entries()) {
    const v = version(node);
    const pinned = k === 0;
    for (const built of (i % 2 ? [false, true] : [true, false]).filter((b) => b || pinned)) {
      const name = built
        ? `hub bundled ahead (npm start), Node ${v}`
        : `hub from TypeScript source, Node ${v}`;
      add(name, await restoreBench(games, events, built, 1, pinned ? undefined : node));
    }
    add(`bare HTTP + ws server (the floor), Node ${v}`, { rss: [await floorRss(node)] });
  }
console.log(
  `\n## Hub start, ${games} games x ${events} entries, ${runs} runs each, load average ${load.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after\n`,
);
console.log('| process | spawn to listening, ms: median (min-max) | restore, ms | idle RSS, MB |');
console.log('|---|---|---|---|');
for (const r of rows.values())
  console.log(
    `| ${r.name} | ${r.starts.length ? range(r.starts) : '-'} | ${r.restores.length ? range(r.restores) : '-'} | ${range(r.rss)} |`,
  );
