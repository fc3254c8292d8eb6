/**
 * The hub's own JavaScript per one-field change, piece by piece, in this process (CPU time, no
 * sockets, no disk): what bench/fanout.ts's hub pays beyond the durable floor's socket writes
 * and sync. A 10-seat game in setup, a foul given and taken back as in the fan-out bench.
 *   node bench/command-parts.ts [--n 20000]
 */
import { parseArgs } from 'node:util';
import { execute, newGame, project, type Game } from '../src/engine/index.ts';
import type { GameCommand, GameView } from '../src/protocol/index.ts';
import { diff } from '../src/protocol/json-patch.ts';
import { parseClientFrame } from '../src/server/net/frames.ts';

const N = Number(parseArgs({ options: { n: { type: 'string', default: '20000' } } }).values.n);
let game: Game = newGame();
const run = (c: GameCommand) => {
  const r = execute(game, c, 1);
  if (!r.ok) throw new Error(r.error.code);
  game = r.game;
  return r;
};
run({ type: 'game/new', ruleset: 'mafclub-2023', gameId: 'bench' });
for (let seat = 1; seat <= 10; seat++) run({ type: 'seat/nickname', seat, nickname: `Player ${seat}` });
const base = game;
const foul = (k: number): GameCommand => ({ type: k % 2 === 0 ? 'foul/add' : 'foul/remove', seat: 3 });
const given = run(foul(0));
const states = [given.game.state, base.state];
const views = (feed: 'judge' | 'table') => states.map((s) => project(s, feed)) as [GameView, GameView];
const [judge, table] = [views('judge'), views('table')];
const frames = [0, 1].map((k) => JSON.stringify({ t: 'cmd', id: k, c: foul(k) }));

const rows: Array<[string, (k: number) => unknown]> = [
  ['frame parse and schema check', (k) => parseClientFrame(frames[k % 2]!)],
  ['engine: decide and fold', (k) => execute(base, foul(k), k)],
  ['log line JSON', () => Buffer.from(JSON.stringify(given.entry) + '\n')],
  ['projection, judge feed', (k) => project(states[k % 2]!, 'judge')],
  ['projection, table feed', (k) => project(states[k % 2]!, 'table')],
  ['diff, judge feed', (k) => diff(judge[k % 2]!, judge[(k + 1) % 2]!)],
  ['diff, table feed', (k) => diff(table[k % 2]!, table[(k + 1) % 2]!)],
  ['update frame JSON (one feed)', (k) => Buffer.from(JSON.stringify({ t: 'up', s: k, p: [] }))],
];
console.log(`\n| part (${N} runs each) | µs of CPU |\n|---|---|`);
for (const [name, fn] of rows) {
  for (let k = 0; k < 2000; k++) fn(k); // warm up
  const c0 = process.cpuUsage();
  for (let k = 0; k < N; k++) fn(k);
  const c = process.cpuUsage(c0);
  console.log(`| ${name} | ${((c.user + c.system) / N).toFixed(1)} |`);
}
