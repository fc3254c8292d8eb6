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
  const body = (await res.json()) as { error: { code: string; message: { en: string; ru: string } } };
  return { status: res.status, code: body.error.code, message: body.error.message };
}

/** A tournament "cup" of two tables and `count` roster players; their ids in roster order. */
export async function seatingCup(hub: Hub, count = 22): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const res = await api(hub, '/players', {
      method: 'POST',
      body: JSON.stringify({ nickname: `Игрок ${i}` }),
    });
    ids.push(((await res.json()) as { id: string }).id);
  }
  const put = await putTournament(hub, 'cup', {
    name: 'Cup',
    ruleset: 'mafclub-2023',
    tables: ['t1', 't2'],
    players: ids,
  });
  expect(put.status).toBe(200);
  return ids;
}
