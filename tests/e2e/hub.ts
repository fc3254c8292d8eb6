import { expect, type Page } from '@playwright/test';
import type { GameCommand } from '../../src/protocol/index.ts';

/** The hub the global setup started. */
export function hub(): { url: string; token: string; spectatorKey: string } {
  const url = process.env.HUB_URL;
  const token = process.env.HUB_TOKEN;
  if (!url || !token) throw new Error('HUB_URL/HUB_TOKEN unset: the global setup did not run');
  return { url, token, spectatorKey: process.env.HUB_SPECTATOR_KEY ?? '' };
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

export { dayOneToVote, ROLES, toFirstSpeech } from '../game-start.ts';
