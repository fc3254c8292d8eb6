/**
 * Reading the data directory, in CPU time (steadier than wall time on a busy machine):
 * `node_modules/.bin/node bench/store-read.ts`. readLog of 300 and of 3000 entries (linear: about
 * ten times as long), and Tables.restoreAll of 50 tables x 300 entries (read, check, refold).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execute, newGame, type Game, type LogEntry } from '../src/engine/index.ts';
import type { GameCommand } from '../src/protocol/index.ts';
import { nodeDisk } from '../src/server/store/disk.ts';
import { readLog } from '../src/server/store/log-file.ts';
import { openDataDir } from '../src/server/store/data-dir.ts';
import { Tables } from '../src/server/tables/tables.ts';

function played(entries: number): LogEntry[] {
  let game: Game = newGame();
  const start = execute(game, { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'r' }, 1);
  if (start.ok) game = start.game;
  for (let k = 0; game.log.length < entries; k++) {
    const c: GameCommand =
      k % 3 === 2
        ? { type: 'speech/start', seat: (k % 10) + 1 }
        : { type: 'seat/nickname', seat: (k % 10) + 1, nickname: `p${k}` };
    const r = execute(game, c, 1_000 + k);
    if (r.ok) game = r.game;
  }
  return [...game.log];
}

/** Median CPU milliseconds of `runs` calls. */
function cpuMs(runs: number, f: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.cpuUsage();
    f();
    const t = process.cpuUsage(t0);
    times.push((t.user + t.system) / 1000);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
}

const dir = mkdtempSync(join(tmpdir(), 'store-read-'));
try {
  const log = played(300);
  const text = (entries: LogEntry[]) => entries.map((e) => JSON.stringify(e) + '\n').join('');
  const long = [...log, ...Array.from({ length: 2700 }, (_, i) => ({ ...log[1]!, n: 301 + i }))];
  writeFileSync(join(dir, 'short.jsonl'), text(log));
  writeFileSync(join(dir, 'long.jsonl'), text(long));
  const short = cpuMs(51, () => readLog(nodeDisk, join(dir, 'short.jsonl')));
  const longMs = cpuMs(11, () => readLog(nodeDisk, join(dir, 'long.jsonl')));
  console.log(`readLog: 300 entries ${short.toFixed(2)} ms, 3000 entries ${longMs.toFixed(2)} ms (CPU)`);
  const data = join(dir, 'data');
  for (let g = 0; g < 50; g++) {
    mkdirSync(join(data, 'tables', `t${g}`), { recursive: true });
    writeFileSync(join(data, 'tables', `t${g}`, 'current.jsonl'), text(log));
  }
  const restore = cpuMs(7, () => {
    const tables = new Tables(openDataDir(data), {}, () => {});
    if (tables.restoreAll() !== 15_000) throw new Error('not restored');
    tables.close();
  });
  console.log(`restoreAll: 50 tables x 300 entries ${restore.toFixed(0)} ms (CPU)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
