import OBSWebSocket from 'obs-websocket-js';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { project } from '../../src/engine/index.ts';
import { DEFAULT_OBS_SETTINGS } from '../../src/protocol/obs.ts';
import type { GameCommand } from '../../src/protocol/commands.ts';
import { openDataDir } from '../../src/server/store/data-dir.ts';
import { ObsLink } from '../../src/server/obs/index.ts';
import { sceneFor } from '../../src/server/obs/scene-for.ts';
import { Tables } from '../../src/server/tables/tables.ts';
import { freePort, startObs, type HeadlessObs } from './headless-obs.ts';

const SCENES = ['Mafia Day', 'Mafia Night', 'Mafia Voting', 'Camera'];
const golden = (name: string) =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, `../fixtures/games/${name}.json`), 'utf8')) as {
      commands: GameCommand[];
    }
  ).commands;

async function until<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('OBS scene switching against a real headless OBS', () => {
  let obs: HeadlessObs;
  const client = new OBSWebSocket();
  const dirs: string[] = [];
  const program = async () => (await client.call('GetCurrentProgramScene')).currentProgramSceneName;

  beforeAll(async () => {
    obs = await startObs();
    await client.connect(obs.url, obs.password, { rpcVersion: 1 });
    for (const sceneName of SCENES) await client.call('CreateScene', { sceneName });
  }, 40_000);
  afterAll(async () => {
    await client.disconnect();
    await obs?.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  /** A hub's tables with the OBS link following table "main" (waits for OBS unless told not to). */
  async function linked(opts: { url?: string; password?: string; wait?: boolean } = {}) {
    const dir = mkdtempSync(join(tmpdir(), 'obs-hub-'));
    dirs.push(dir);
    const tables = new Tables(openDataDir(dir), {}, () => {});
    const link = new ObsLink(openDataDir(dir), tables, () => {}, undefined, {
      enabled: true,
      url: opts.url ?? obs.url,
      password: opts.password ?? obs.password,
    });
    link.start();
    if (opts.wait !== false)
      await until(
        () => link.status().state,
        (s) => s === 'connected',
      );
    const opened = tables.open('main', true);
    if (!opened.ok) throw new Error(opened.error.code);
    const close = async () => {
      await link.close();
      tables.close();
    };
    return { link, table: opened.table, close };
  }

  test('a whole MafClub game: OBS shows the mapped scene after every step, and reports the missing one', async () => {
    const { link, table, close } = await linked();
    let at = 1_000;
    let switches = 0;
    let last = await program();
    for (const command of golden('mafclub-red-win')) {
      expect((await table.run(command, (at += 1000))).ok).toBe(true);
      const wanted = sceneFor(project(table.game.state, 'spectator'), DEFAULT_OBS_SETTINGS.scenes);
      if (wanted === null || wanted === last || !SCENES.includes(wanted)) continue;
      expect(await until(program, (s) => s === wanted)).toBe(wanted);
      last = wanted;
      switches++;
    }
    expect(switches).toBeGreaterThanOrEqual(6); // day, voting, night, day, voting, night…
    // the game is over: "Mafia Results" is mapped but OBS has no such scene
    const status = await until(
      () => link.status(),
      (s) => s.lastError !== null,
    );
    expect(status.missingScenes).toContain('Mafia Results');
    expect(status.lastError).toContain('Mafia Results');
    await close();
  }, 60_000);

  test("the operator's manual cut to a camera stays until the game moves to another step", async () => {
    const { table, link, close } = await linked();
    const run = async (c: GameCommand) => expect((await table.run(c, Date.now())).ok).toBe(true);
    const commands = golden('mafclub-red-win');
    const start = commands.findIndex((c) => c.type === 'game/start');
    for (const c of commands.slice(0, start + 4)) await run(c); // setup, first night, day 1 opens
    // setup's scene is Mafia Day too: wait for the switches to the night and back, not the first one
    await link.settled();
    expect(await until(program, (s) => s === 'Mafia Day')).toBe('Mafia Day');
    await client.call('SetCurrentProgramScene', { sceneName: 'Camera' });
    for (const c of commands.slice(start + 4, start + 7)) await run(c); // seat 1 speaks, nominates, ends
    await link.settled();
    expect(await program()).toBe('Camera');
    // the rest of the day's speeches, then the vote opens: a new mapped step
    for (const c of commands.slice(start + 7)) {
      await run(c);
      if (c.type === 'vote/start') break;
    }
    expect(await until(program, (s) => s === 'Mafia Voting')).toBe('Mafia Voting');
    await close();
  }, 30_000);

  test('OBS started after the hub: the link keeps trying, then switches as soon as the scene exists', async () => {
    const port = await freePort();
    const password = 'late-obs-password';
    const { link, table, close } = await linked({ url: `ws://127.0.0.1:${port}`, password, wait: false });
    for (const c of golden('mafclub-red-win')) {
      expect((await table.run(c, Date.now())).ok).toBe(true);
      if (c.type === 'game/start') break; // the first night
    }
    expect(
      await until(
        () => link.status().state,
        (s) => s === 'offline',
      ),
    ).toBe('offline');
    const late = await startObs({ port, password });
    try {
      const lateClient = new OBSWebSocket();
      await lateClient.connect(late.url, password, { rpcVersion: 1 });
      await lateClient.call('CreateScene', { sceneName: 'Mafia Night' });
      const scene = await until(
        async () => (await lateClient.call('GetCurrentProgramScene')).currentProgramSceneName,
        (s) => s === 'Mafia Night',
        45_000,
      );
      // on failure, say where the link was: connecting, refused, or never told the scene exists
      expect(scene, JSON.stringify(link.status())).toBe('Mafia Night');
      await lateClient.disconnect();
    } finally {
      await close();
      await late.stop();
    }
  }, 90_000);
});
