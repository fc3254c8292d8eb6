/**
 * A tournament day in fast forward, for memory: the hub (bundled, npm start's flags, its own
 * process, data on disk) runs several tables at once, each with an operator and overlay sockets,
 * playing the golden games one after another (game/new archives the last one) as fast as the acks
 * come. At every checkpoint it prints the hub's RSS and its live heap after the last full GC (from
 * V8's --trace-gc): a leak shows as a live heap that keeps growing game after game.
 *   node bench/day-memory.ts [--tables 4] [--games 70] [--overlays 10]
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchHub } from './hub-spawn.ts';
import { rssMb } from './hub-restore.ts';
import { open } from './targets.ts';

const { values: opt } = parseArgs({
  options: {
    tables: { type: 'string', default: '4' },
    games: { type: 'string', default: '70' },
    overlays: { type: 'string', default: '10' },
  },
});
const [TABLES, GAMES, OVERLAYS] = [Number(opt.tables), Number(opt.games), Number(opt.overlays)];

const fixtures = join(import.meta.dirname, '../tests/fixtures/games');
const golden = readdirSync(fixtures).map(
  (f) =>
    (JSON.parse(readFileSync(join(fixtures, f), 'utf8')) as { commands: Array<Record<string, unknown>> })
      .commands,
);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-day-'));
let liveMb = NaN; // the heap after the last full GC
const hub = await benchHub(dataDir, {
  env: { HUB_LOG_LEVEL: 'warn' },
  built: true,
  nodeFlags: ['--trace-gc'],
  onLine: (line) => {
    const m = /Mark-Compact[^,]*?-> ([\d.]+) \(/.exec(line);
    if (m) liveMb = Number(m[1]);
  },
});

/** One table's operator: sends a command, waits for its answer (closed loop). */
async function operator(table: string) {
  const waiting: Array<(f: { t: string; code?: string }) => void> = [];
  const op = await open(
    hub.url,
    { kind: 'operator', table, feed: 'judge', token: hub.operatorToken },
    (text) => {
      const f = JSON.parse(text) as { t: string; code?: string };
      if (f.t === 'ack' || f.t === 'err') waiting.shift()?.(f);
    },
  );
  let id = 0;
  return (c: object) =>
    new Promise<{ t: string; code?: string }>((ok) => {
      waiting.push(ok);
      op.send(JSON.stringify({ t: 'cmd', id: ++id, c }));
    });
}

const tables = await Promise.all(
  Array.from({ length: TABLES }, async (_, i) => {
    const table = `t${i + 1}`;
    for (let k = 0; k < OVERLAYS; k++)
      // every frame is parsed, as a page would
      await open(hub.url, { kind: 'overlay', table, feed: 'table', page: 'bench' }, (t) => JSON.parse(t));
    return { table, send: await operator(table) };
  }),
);

console.log(
  `\n## A day in fast forward: ${TABLES} tables x ${GAMES} games, ${OVERLAYS} overlays a table (load ${loadavg()[0]?.toFixed(1)})\n`,
);
console.log('| games a table | commands | hub RSS MB | live heap after full GC MB |');
console.log('|---|---|---|---|');
let commands = 0;
let refused = 0;
const t0 = performance.now();
for (let g = 0; g < GAMES; g++) {
  await Promise.all(
    tables.map(async ({ table, send }) => {
      const game = golden[(g + Number(table.slice(1))) % golden.length] ?? [];
      for (const c of game) {
        const r = await send(c.type === 'game/new' ? { ...c, gameId: `${table}-g${g + 1}` } : c);
        commands++;
        if (r.t !== 'ack') refused++;
      }
    }),
  );
  if ((g + 1) % Math.max(1, Math.floor(GAMES / 10)) === 0 || g === 0)
    console.log(`| ${g + 1} | ${commands} | ${rssMb(hub.pid).toFixed(1)} | ${liveMb.toFixed(1)} |`);
}
console.log(
  `\n${commands} commands in ${((performance.now() - t0) / 1000).toFixed(0)} s, ${refused} refused (must be 0); load ${loadavg()[0]?.toFixed(1)}`,
);
hub.kill();
rmSync(dataDir, { recursive: true, force: true });
process.exit(refused === 0 ? 0 : 1);
