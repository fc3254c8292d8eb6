/**
 * Engine benchmark: refold of a 300-event game (target < 2 ms) and decide+evolve throughput.
 * Run: node bench/engine.ts   (prints a small markdown table)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { execute, newGame, project, restore, type Game } from '../src/engine/index.ts';
import type { GameCommand } from '../src/protocol/index.ts';

const dir = join(import.meta.dirname, '../tests/fixtures/games');
const scripts = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { commands: GameCommand[] }).commands);

function play(commands: readonly GameCommand[], timers = false): Game {
  let game = newGame();
  let at = 1_700_000_000_000;
  for (const c of commands) {
    const r = execute(game, c, (at += 1000));
    if (!r.ok) throw new Error(`${c.type}: ${r.error.code}`);
    game = r.game;
    if (timers && c.type === 'speech/start')
      for (const t of [{ type: 'timer/pause' }, { type: 'timer/resume' }] satisfies GameCommand[]) {
        const p = execute(game, t, (at += 100));
        if (p.ok) game = p.game;
      }
  }
  return game;
}

const events = (g: Game) => g.log.reduce((a, e) => a + e.events.length, 0);

// The longest script (the draw), padded with timer commands until the log holds >= 300 events.
const longest = [...scripts].sort((a, b) => b.length - a.length)[0] ?? [];
let game = play(longest);
if (events(game) < 300) game = play(longest, true);
const log = game.log;

function measure(fn: () => void, minMs = 500): { perOpMs: number; ops: number } {
  for (let i = 0; i < 20; i++) fn(); // warm up
  let ops = 0;
  const start = performance.now();
  while (performance.now() - start < minMs) {
    fn();
    ops++;
  }
  return { perOpMs: (performance.now() - start) / ops, ops };
}

const refold = measure(() => restore(log));
const throughput = measure(() => {
  for (const s of scripts) play(s);
});
const totalCommands = scripts.reduce((a, s) => a + s.length, 0);
const projectAll = measure(() => {
  for (const feed of ['judge', 'spectator', 'table'] as const) project(game.state, feed);
});

const rows = [
  [
    'refold (restore) of one game',
    `${log.length} entries, ${events(game)} events`,
    `${refold.perOpMs.toFixed(3)} ms`,
    '< 2 ms',
  ],
  [
    'decide+evolve (execute)',
    `${scripts.length} golden games, ${totalCommands} commands`,
    `${Math.round(totalCommands / (throughput.perOpMs / 1000)).toLocaleString('en')} commands/s`,
    '',
  ],
  ['project (judge + spectator + table)', 'final state', `${(projectAll.perOpMs * 1000).toFixed(1)} µs`, ''],
];
console.log(`Engine benchmark (node ${process.version})\n`);
console.log('| measure | input | result | target |');
console.log('|---|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
