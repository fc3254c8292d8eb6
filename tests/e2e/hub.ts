import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { GameCommand } from '../../src/protocol/index.ts';
import type { E2eHub } from './global-setup.ts';

/** This worker's hub, of those the global setup started (one per parallel worker). */
export function hub(): E2eHub {
  const hubs = JSON.parse(process.env.E2E_HUBS ?? '[]') as E2eHub[];
  const mine = hubs[Number(process.env.TEST_PARALLEL_INDEX ?? 0)];
  if (!mine) throw new Error('E2E_HUBS unset or short: the global setup did not run');
  return mine;
}

/** Sends one command through the HTTP API (the same schema as the panel's WebSocket). */
export async function postCommand(
  table: string,
  command: GameCommand,
): Promise<{ status: number; body: unknown }> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/tables/${table}/commands`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(command),
  });
  return { status: res.status, body: await res.json() };
}

/** Sends commands in order; each must be accepted. */
export async function play(table: string, commands: GameCommand[]): Promise<void> {
  for (const c of commands) {
    const r = await postCommand(table, c);
    expect(r.status, `${JSON.stringify(c)} -> ${JSON.stringify(r.body)}`).toBe(200);
  }
}

/** The table's game as the hub holds it (table feed). */
export async function stateOf(
  table: string,
): Promise<{ phase: string; stage: string; night: number; speaker: number | null }> {
  const res = await fetch(`${hub().url}/api/v1/tables/${table}/state?feed=table`);
  return (
    (await res.json()) as { state: { phase: string; stage: string; night: number; speaker: number | null } }
  ).state;
}

/** Takes the operator's next steps until the hub's game is at `stage` (of `night`): a bounded walk. */
export async function stepUntil(table: string, stage: string, night?: number): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const now = await stateOf(table);
    if (now.stage === stage && (night === undefined || now.night === night)) return;
    await play(table, [{ type: 'step/next' }]);
  }
  throw new Error(`never reached ${stage}`);
}

/** Opens the control panel of `table` in English with the operator token; resolves once it is live. */
export async function openPanel(page: Page, table: string, timeout?: number): Promise<void> {
  const { url, token } = hub();
  await page.goto(`${url}/panel/?table=${table}&token=${token}&lang=en`);
  await expect(page.getByTestId('connection')).toHaveAttribute(
    'class',
    /conn-live/,
    timeout ? { timeout } : {},
  );
}

export { dayOneToVote, ROLES, toFirstSpeech } from '../../scripts/fixtures/game-start.ts';

/** One call to the hub's API with the operator token; its JSON answer. */
export async function api(path: string, init: RequestInit = {}): Promise<unknown> {
  const { url, token } = hub();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const res = await fetch(`${url}/api/v1${path}`, { ...init, headers });
  return res.json();
}

/** The game's command log: what the keys did, in order. */
export async function commandLog(table: string): Promise<GameCommand[]> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/games/${table}/protocol.json`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { log: { command: GameCommand }[] }).log.map((e) => e.command);
}

/** The golden red win played on seats the hub filled from a schedule (its typed names left out). */
export const redWinOnSeated = (): GameCommand[] =>
  (
    JSON.parse(readFileSync('tests/fixtures/games/mafclub-red-win.json', 'utf8')) as {
      commands: GameCommand[];
    }
  ).commands.filter((c) => c.type !== 'game/new' && c.type !== 'seat/nickname');
