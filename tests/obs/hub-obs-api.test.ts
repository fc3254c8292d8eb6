import OBSWebSocket from 'obs-websocket-js';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameCommand } from '../../src/protocol/commands.ts';
import { startHub, type Hub } from '../../src/server/index.ts';
import { startObs, type HeadlessObs } from './headless-obs.ts';
import { until } from './obs-and-hub.ts';

let obs: HeadlessObs;
let hub: Hub;
let dir: string;
const client = new OBSWebSocket();
const program = async () => (await client.call('GetCurrentProgramScene')).currentProgramSceneName;
const api = (path: string, init: RequestInit = {}, token: string | null = hub.operatorToken) =>
  fetch(`${hub.url}/api/v1${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const command = (c: GameCommand) => api('/tables/main/commands', { method: 'POST', body: JSON.stringify(c) });

beforeAll(async () => {
  obs = await startObs();
  await client.connect(obs.url, obs.password, { rpcVersion: 1 });
  for (const sceneName of ['Day', 'Night']) await client.call('CreateScene', { sceneName });
  dir = mkdtempSync(join(tmpdir(), 'hub-obs-'));
  hub = await startHub({ port: 0, dataDir: dir });
}, 40_000);
afterAll(async () => {
  await hub?.close();
  await client.disconnect();
  await obs?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('OBS settings need the token, reject bad values, and never give the password back', async () => {
  expect((await api('/obs', {}, null)).status).toBe(401);
  expect((await api('/obs', { method: 'PUT', body: '{"enabled":true}' }, 'wrong')).status).toBe(401);
  const bad = await api('/obs', { method: 'PUT', body: JSON.stringify({ url: 'http://nope' }) });
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('frame/invalid');
  const off = (await (await api('/obs')).json()) as {
    settings: { enabled: boolean };
    status: { state: string };
  };
  expect(off.settings.enabled).toBe(false);
  expect(off.status.state).toBe('off');
}, 30_000);

test('the operator turns scene switching on over HTTP: night and day of a game switch OBS', async () => {
  const put = await api('/obs', {
    method: 'PUT',
    body: JSON.stringify({
      enabled: true,
      url: obs.url,
      password: obs.password,
      table: 'main',
      scenes: { night: 'Night', day: 'Day', setup: 'Day' },
    }),
  });
  expect(put.status).toBe(200);
  const body = JSON.stringify(await put.json());
  expect(body).not.toContain(obs.password);
  const file = join(dir, 'obs.json');
  expect(readFileSync(file, 'utf8')).toContain(obs.password);
  expect(statSync(file).mode & 0o077).toBe(0); // the OBS password is readable by the hub's user only
  const status = async () =>
    ((await (await api('/obs')).json()) as { status: { state: string; currentScene: string | null } }).status;
  expect((await until(status, (s) => s.state === 'connected')).state).toBe('connected');

  const setup: GameCommand[] = [
    { type: 'game/new', ruleset: 'mafclub-2023' },
    { type: 'deal/seeded', seed: 'obs-test' },
  ];
  for (const c of setup) expect((await command(c)).status).toBe(200);
  expect(await until(program, (s) => s === 'Day')).toBe('Day');
  expect((await command({ type: 'game/start' })).status).toBe(200);
  expect(await until(program, (s) => s === 'Night')).toBe('Night');
  for (let i = 0; i < 3; i++) expect((await command({ type: 'stage/end' })).status).toBe(200);
  expect(await until(program, (s) => s === 'Day')).toBe('Day');
  // the status the panel shows follows OBS (its event may land a moment after the switch)
  expect((await until(status, (s) => s.currentScene === 'Day')).currentScene).toBe('Day');
}, 30_000);
