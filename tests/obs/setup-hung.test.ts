import OBSWebSocket from 'obs-websocket-js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHub, type Hub } from '../../src/server/index.ts';
import { startObs, type HeadlessObs } from './headless-obs.ts';

/**
 * A real OBS on its first start: the auto-configuration wizard holds scene requests for about 5 s,
 * as any dialog open in OBS would. Setup gives up at its deadline (here 1 s) while OBS still makes
 * the scene it was asked for; that scene must count as the hub's, or the next run calls it taken.
 */
let obs: HeadlessObs;
let hub: Hub;
let dir: string;
const client = new OBSWebSocket();
const api = (path: string, method = 'GET', body?: unknown) =>
  fetch(`${hub.url}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-operator-token': hub.operatorToken },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const setup = async () => {
  const res = await api('/obs/setup', 'POST', { table: 'final', sources: false });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const sceneNames = async () =>
  (await client.call('GetSceneList')).scenes.map((s) => String(s.sceneName)).sort();

beforeAll(async () => {
  obs = await startObs({ firstRun: true });
  await client.connect(obs.url, obs.password, { rpcVersion: 1 });
  dir = mkdtempSync(join(tmpdir(), 'hub-obs-hung-'));
  hub = await startHub({ port: 0, dataDir: dir, obsTiming: { answerMs: 1000 } });
  expect((await api('/obs', 'PUT', { url: obs.url, password: obs.password })).status).toBe(200);
}, 40_000);
afterAll(async () => {
  await hub?.close();
  await client.disconnect().catch(() => {});
  await obs?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('OBS holds a scene request past the deadline: obs/timeout, and the next run adopts what OBS made late', async () => {
  const first = await setup();
  expect(first.status, JSON.stringify(first.body)).toBe(504);
  const error = first.body.error as { code: string; message: { en: string } };
  expect(error.code).toBe('obs/timeout');
  expect(error.message.en).toContain('"Mafia Day"');
  // OBS answers again once the wizard's hold is over, with the late scene made
  const until = Date.now() + 15_000;
  while (!(await sceneNames()).includes('Mafia Day') && Date.now() < until)
    await new Promise((r) => setTimeout(r, 100));
  expect(await sceneNames()).toContain('Mafia Day');

  const second = await setup();
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  expect(second.body.kept).toEqual(['Mafia Day']);
  expect((second.body.created as { scenes: string[] }).scenes.sort()).toEqual([
    'Mafia Night',
    'Mafia Results',
    'Mafia Voting',
  ]);
}, 40_000);
