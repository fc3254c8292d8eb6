/** A real OBS and a real hub that knows where it is: the set-up the OBS set-up tests share. */
import OBSWebSocket from 'obs-websocket-js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { startHub, type Hub, type HubOptions } from '../../src/server/index.ts';
import { startObs, type HeadlessObs } from './headless-obs.ts';

export interface ObsAndHub {
  obs: HeadlessObs;
  hub: Hub;
  dir: string;
  /** Our own obs-websocket client, to look at OBS from outside the hub. */
  client: OBSWebSocket;
  api(path: string, method?: string, body?: unknown): Promise<Response>;
  /** POST /obs/setup with its status and JSON body. */
  setup(body?: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  sceneNames(): Promise<string[]>;
  stop(): Promise<void>;
}

export async function obsAndHub(
  opts: { firstRun?: boolean; hub?: Partial<HubOptions> } = {},
): Promise<ObsAndHub> {
  const obs = await startObs(opts.firstRun ? { firstRun: true } : {});
  const client = new OBSWebSocket();
  await client.connect(obs.url, obs.password, { rpcVersion: 1 });
  const dir = mkdtempSync(join(tmpdir(), 'hub-obs-'));
  const hub = await startHub({ port: 0, ...opts.hub, dataDir: dir });
  const api = (path: string, method = 'GET', body?: unknown) =>
    fetch(`${hub.url}/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-operator-token': hub.operatorToken },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  // where OBS is; scene switching itself stays off (setup does not need it)
  expect((await api('/obs', 'PUT', { url: obs.url, password: obs.password })).status).toBe(200);
  return {
    obs,
    hub,
    dir,
    client,
    api,
    async setup(body: unknown = {}) {
      const res = await api('/obs/setup', 'POST', body);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    async sceneNames() {
      return (await client.call('GetSceneList')).scenes.map((s) => String(s.sceneName)).sort();
    },
    async stop() {
      await hub.close();
      await client.disconnect().catch(() => {});
      await obs.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Reads until `ok` holds or `ms` pass (every 25 ms); returns the last read, for the test to assert. */
export async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 8000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
}
