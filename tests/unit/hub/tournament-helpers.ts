import type { Said } from '../../../src/protocol/index.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { execute, finishedGame, newGame, type ScoredGame } from '../../../src/engine/index.ts';
import type { GameCommand } from '../../../src/protocol/index.ts';
import { command, type TestClient, type testHub } from './helpers.ts';

/** Shared by the tournament tests: golden games, playing them, the tournament HTTP API. */
export type Hub = Awaited<ReturnType<typeof testHub>>;
export const fast = { rateLimit: { perSecond: 100_000, burst: 100_000 } };

/** A golden game's command script with its own game id. */
export function golden(name: string, gameId: string): GameCommand[] {
  const file = join(import.meta.dirname, '../../fixtures/games', `${name}.json`);
  const { commands } = JSON.parse(readFileSync(file, 'utf8')) as { commands: GameCommand[] };
  return commands.map((c) => (c.type === 'game/new' ? { ...c, gameId } : c));
}

/** What the engine alone says of a game played from its script. */
export function scoredByEngine(commands: GameCommand[]): ScoredGame {
  let game = newGame();
  for (const c of commands) {
    const r = execute(game, c, 1_700_000_000_000);
    if (!r.ok) throw new Error(`${c.type}: ${r.error.code}`);
    game = r.game;
  }
  const scored = finishedGame(game.state);
  if (!scored) throw new Error('not finished');
  return scored;
}

export async function play(op: TestClient, commands: GameCommand[]): Promise<void> {
  for (const c of commands) {
    const r = await command(op, c);
    if (r.t === 'err') throw new Error(`${c.type}: ${r.code}`);
  }
}

export function api(hub: Hub, path: string, init: RequestInit & { token?: boolean } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token !== false) headers.authorization = `Bearer ${hub.operatorToken}`;
  return fetch(`${hub.url}/api/v1${path}`, { ...init, headers });
}
export const putTournament = (hub: Hub, id: string, body: unknown, token = true) =>
  api(hub, `/tournaments/${id}`, { method: 'PUT', body: JSON.stringify(body), token });

/** A typed error answer of the HTTP API. */
export async function httpError(res: Response) {
  const body = (await res.json()) as { error: { code: string; message: Said; text: string } };
  return { status: res.status, code: body.error.code, message: body.error.message, text: body.error.text };
}

/** Seat i's roster id at the table now (null while empty), read as the venue's table feed sees it. */
export async function seatedIds(hub: Hub, table: string): Promise<(string | null)[]> {
  const res = await api(hub, `/tables/${table}/state?feed=table`, { token: false });
  const body = (await res.json()) as { state: { seats: { player: { id: string } | null }[] } };
  return body.state.seats.map((s) => s.player?.id ?? null);
}

export async function waitSeated(hub: Hub, table: string, want: (string | null)[]): Promise<void> {
  // bounded by time, not by rounds: a busy machine seats slower
  for (const end = Date.now() + 20_000; Date.now() < end;) {
    if (JSON.stringify(await seatedIds(hub, table)) === JSON.stringify(want)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(await seatedIds(hub, table)).toEqual(want);
}

/** `count` roster players named `<prefix>1`…; their ids in order. */
export async function roster(hub: Hub, count: number, prefix: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const res = await api(hub, '/players', {
      method: 'POST',
      body: JSON.stringify({ nickname: `${prefix}${i}` }),
    });
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

/** A golden game played to its end on the seats the hub filled (its typed names left out). */
export const rest = (gameId: string): GameCommand[] =>
  golden('mafclub-red-win', gameId).filter((c) => c.type !== 'game/new' && c.type !== 'seat/nickname');

/** A tournament "cup" of two tables and `count` roster players `Игрок 1`…; their ids in roster order. */
export async function seatingCup(hub: Hub, count = 22): Promise<string[]> {
  const ids = await roster(hub, count, 'Игрок ');
  const put = await putTournament(hub, 'cup', {
    name: 'Cup',
    ruleset: 'mafclub-2023',
    tables: ['t1', 't2'],
    players: ids,
  });
  expect(put.status).toBe(200);
  return ids;
}
