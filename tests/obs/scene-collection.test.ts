import OBSWebSocket from 'obs-websocket-js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHub, type Hub } from '../../src/server/index.ts';
import { startObs, type HeadlessObs } from './headless-obs.ts';

let hub: Hub;
let obs: HeadlessObs | undefined;
let dir: string;
const client = new OBSWebSocket();
const get = (path: string, token: string | null = hub.operatorToken) =>
  fetch(`${hub.url}/api/v1${path}`, { headers: token ? { 'x-operator-token': token } : {} });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hub-collection-'));
  hub = await startHub({ port: 0, dataDir: dir });
});
afterAll(async () => {
  await client.disconnect().catch(() => {});
  await obs?.stop();
  await hub?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('the scene collection needs the operator token (its URLs carry the spectator key) and a valid table', async () => {
  expect((await get('/obs/scene-collection?table=main', null)).status).toBe(401);
  expect((await get('/obs/scene-collection?table=Main')).status).toBe(400);
  expect((await get('/obs/scene-collection?table=main&lang=de')).status).toBe(400);
});

test('an operator downloads the collection of table "final" and OBS loads it at start with every mapped scene', async () => {
  const res = await get('/obs/scene-collection?table=final&lang=en');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toContain('Mafia final.json');
  const json = await res.text();
  const collection = JSON.parse(json) as {
    sources: { id: string; name: string; settings: Record<string, unknown> }[];
  };
  // the show as designed: `full` with the corner bug, one source for every scene (issue 38)
  const show = collection.sources.find((s) => s.name === 'Mafia full (final)');
  const url = new URL(String(show?.settings.url));
  expect(url.origin).toBe(hub.url);
  expect(url.pathname).toBe('/overlay/full/');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    table: 'final',
    feed: 'spectator',
    key: hub.spectatorKey,
    lang: 'en',
    bug: '1',
  });
  expect(collection.sources.filter((s) => s.id === 'browser_source').map((s) => s.name)).toEqual([
    'Mafia full (final)',
  ]);
  expect(show?.settings).toMatchObject({
    width: 1920,
    height: 1080,
    shutdown: false,
    restart_when_active: false,
  });

  obs = await startObs({ collection: { name: 'Mafia final', file: 'Mafia_final', json } });
  await client.connect(obs.url, obs.password, { rpcVersion: 1 });
  const list = await client.call('GetSceneList');
  const names = list.scenes.map((s) => String(s.sceneName)).sort();
  // the default mapping's scenes (src/protocol/obs.ts), each once
  expect(names).toEqual(['Mafia Day', 'Mafia Night', 'Mafia Results', 'Mafia Voting']);
  const { currentSceneCollectionName } = await client.call('GetSceneCollectionList');
  expect(currentSceneCollectionName).toBe('Mafia final');
  for (const sceneName of names) {
    const items = await client.call('GetSceneItemList', { sceneName });
    expect(items.sceneItems.map((i) => String(i.sourceName))).toEqual(['Mafia full (final)']);
  }
}, 40_000);

test('one set for every table: the on-air collection points each source at table=on-air', async () => {
  const res = await get('/obs/scene-collection?table=on-air');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toContain('Mafia on-air.json');
  const collection = (await res.json()) as { sources: { name: string; settings: Record<string, unknown> }[] };
  const browser = collection.sources.filter((s) => typeof s.settings.url === 'string');
  expect(browser.length).toBeGreaterThan(0);
  for (const s of browser) {
    expect(s.name).toMatch(/\(on-air\)$/);
    expect(new URL(String(s.settings.url)).searchParams.get('table')).toBe('on-air');
  }
});
