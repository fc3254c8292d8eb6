import OBSWebSocket from 'obs-websocket-js';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameCommand } from '../../src/protocol/commands.ts';
import { startHub, type Hub } from '../../src/server/index.ts';
import { startObs, type HeadlessObs } from './headless-obs.ts';
import { until } from './obs-and-hub.ts';

/**
 * VOD chapters counted from OBS's recording (issue 38.15): the hub notes when a real OBS starts
 * recording, keeps it in recordings.json, and `chapters.txt?from=recording` counts from it.
 */
let obs: HeadlessObs;
let hub: Hub;
let dir: string;
const client = new OBSWebSocket();
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${hub.url}/api/v1${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${hub.operatorToken}` },
  });
const command = (c: GameCommand) => api('/tables/main/commands', { method: 'POST', body: JSON.stringify(c) });

beforeAll(async () => {
  obs = await startObs();
  await client.connect(obs.url, obs.password, { rpcVersion: 1 });
  dir = mkdtempSync(join(tmpdir(), 'hub-rec-'));
  hub = await startHub({ port: 0, dataDir: dir });
}, 40_000);
afterAll(async () => {
  await client.call('StopRecord').catch(() => {});
  await hub?.close();
  await client.disconnect();
  await obs?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('OBS records, then the game starts: its chapters count from the recording, the start line first', async () => {
  const put = await api('/obs', {
    method: 'PUT',
    body: JSON.stringify({ enabled: true, url: obs.url, password: obs.password, table: 'main' }),
  });
  expect(put.status).toBe(200);
  const state = async () =>
    ((await (await api('/obs')).json()) as { status: { state: string } }).status.state;
  expect(await until(state, (s) => s === 'connected')).toBe('connected');
  for (const c of [
    { type: 'game/new', ruleset: 'mafclub-2023' },
    { type: 'deal/seeded', seed: 'rec' },
  ] as const)
    expect((await command(c)).status).toBe(200);
  // before any recording: no start to count from
  const gameId = (
    (await (await api('/tables/main/state?feed=table')).json()) as { state: { gameId: string } }
  ).state.gameId;
  const path = `/games/${encodeURIComponent(gameId)}/chapters.txt`;
  expect((await (await api(`${path}?from=recording`)).json()) as unknown).toMatchObject({
    error: { code: 'export/no-recording' },
  });

  await client.call('StartRecord');
  const file = join(dir, 'recordings.json');
  const kept = () => Promise.resolve(existsSync(file) ? readFileSync(file, 'utf8') : '');
  expect(await until(kept, (t) => t.includes('"start"'), 15_000)).toContain('"end":null');
  const since = (JSON.parse(await kept()) as { recordings: { start: number }[] }).recordings[0]?.start ?? 0;
  expect(Math.abs(Date.now() - since)).toBeLessThan(20_000);
  await new Promise((r) => setTimeout(r, 1_500));
  expect((await command({ type: 'game/start' })).status).toBe(200);

  const res = await api(`${path}?from=recording&lang=en&gap=0`);
  expect(res.status).toBe(200);
  const lines = (await res.text()).trim().split('\n');
  expect(lines[0]).toBe('0:00 Start');
  expect(lines[1]).toMatch(/^0:(0[1-9]|1\d) The game starts$/);

  await client.call('StopRecord');
  expect(await until(kept, (t) => !t.includes('"end":null'), 15_000)).toMatch(/"end":\d+/);
}, 60_000);
