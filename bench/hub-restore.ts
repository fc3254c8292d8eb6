/** Restore benchmark (used by bench/hub.ts). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execute, newGame, type Game } from '../src/engine/index.ts';
import type { GameCommand } from '../src/protocol/index.ts';
import { spawnHub } from './hub-spawn.ts';

/** Writes `games` tables of `events` logged commands each, then times a hub start on them. */
export async function restoreBench(games: number, events: number) {
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
    const t0 = performance.now();
    const hub = await spawnHub(dir);
    const startMs = performance.now() - t0;
    hub.kill();
    if (hub.restored.entries !== games * events) throw new Error(`restored ${hub.restored.entries}`);
    return { games, events, ms: hub.restored.ms, startMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
