/** Restore benchmark (used by bench/hub.ts). */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execute, newGame, type Game } from '../src/engine/index.ts';
import type { GameCommand } from '../src/protocol/index.ts';
import { benchHub } from './hub-spawn.ts';

/**
 * Writes `games` tables of `events` logged commands each, then times hub starts on them (spawn to
 * listening; `built`: the hub bundled ahead) and reads the idle hub's RSS.
 */
export async function restoreBench(games: number, events: number, built = false, runs = 1, node?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'hub-restore-'));
  try {
    let game: Game = newGame();
    const start = execute(game, { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'r' }, 1);
    if (start.ok) game = start.game;
    let k = 0;
    while (game.log.length < events) {
      const c: GameCommand =
        k % 3 === 2
          ? { type: 'speech/start', seat: (k % 10) + 1 }
          : { type: 'seat/nickname', seat: (k % 10) + 1, nickname: `p${k}` };
      const r = execute(game, c, 1_000 + k);
      if (r.ok) game = r.game;
      k++;
    }
    const text = game.log.map((e) => JSON.stringify(e) + '\n').join('');
    for (let g = 0; g < games; g++) {
      const tdir = join(dir, 'tables', `t${g}`);
      mkdirSync(tdir, { recursive: true });
      writeFileSync(join(tdir, 'current.jsonl'), text);
    }
    const starts: number[] = [];
    const restores: number[] = [];
    const rss: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const hub = await benchHub(dir, node === undefined ? { built } : { built, node });
      starts.push(performance.now() - t0);
      restores.push(hub.restored.ms);
      await new Promise((r) => setTimeout(r, 1000)); // idle: startup garbage collected or not
      rss.push(rssMb(hub.pid));
      hub.kill();
      if (hub.restored.entries !== games * events) throw new Error(`restored ${hub.restored.entries}`);
    }
    return { games, events, ms: restores[0] ?? NaN, startMs: starts[0] ?? NaN, starts, restores, rss };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Resident memory of a process, from /proc. */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}
