import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FaultyDisk } from '../unit/hub/disk-faults.ts';
import { nameFreed } from '../../src/server/obs/setup.ts';
import { obsAndHub, type ObsAndHub } from './obs-and-hub.ts';

const disk = new FaultyDisk();
const MAFIA = ['Mafia Day', 'Mafia Night', 'Mafia Results', 'Mafia Voting'];
const errorOf = (b: Record<string, unknown>) => b.error as { code: string; text: string };
/** OBS updates its scene list a moment after a removal: wait for the list to settle. */
const scenesUntil = async (ok: (names: string[]) => boolean) => {
  const deadline = Date.now() + 5000;
  for (;;) {
    const names = await sceneNames();
    if (ok(names) || Date.now() > deadline) return names;
    await new Promise((r) => setTimeout(r, 50));
  }
};
const record = () => join(o.dir, 'obs-setup.json');

let o: ObsAndHub;
const api = (path: string, method?: string, body?: unknown) => o.api(path, method, body);
const sceneNames = () => o.sceneNames();
beforeAll(async () => {
  o = await obsAndHub({ hub: { disk } });
}, 40_000);
afterAll(() => o?.stop());

test("Debian's OBS has no browser source: setup reports OBS's own error and leaves nothing half-made", async () => {
  const before = await sceneNames();
  const { status, body } = await o.setup({ table: 'main' });
  expect(status).toBe(409);
  expect(errorOf(body).code).toBe('obs/no-browser-source');
  expect(errorOf(body).text).toContain('(605)'); // obs-websocket's InvalidInputKind, as OBS said it
  // the scenes this run made are gone again
  expect(await scenesUntil((n) => n.join() === before.join())).toEqual(before);
  expect(existsSync(record())).toBe(false);
}, 30_000);

test('scenes only: the mapped scenes are created and the mapping saved; a second run changes nothing', async () => {
  const first = await o.setup({ table: 'final', sources: false });
  expect(first.status).toBe(200);
  expect((first.body.created as { scenes: string[] }).scenes.sort()).toEqual(MAFIA);
  const after = await sceneNames();
  expect(after).toEqual([...MAFIA, 'Scene'].sort());
  const settings = ((await (await api('/obs')).json()) as { settings: { table: string; scenes: object } })
    .settings;
  expect(settings.table).toBe('final');
  expect(Object.values(settings.scenes).every((s) => MAFIA.includes(String(s)))).toBe(true);
  const recorded = JSON.parse(readFileSync(record(), 'utf8')) as { scenes: string[]; inputs: string[] };
  expect([recorded.scenes.sort(), recorded.inputs]).toEqual([MAFIA, []]);

  const second = await o.setup({ table: 'final', sources: false });
  expect(second.status).toBe(200);
  expect(second.body.created).toEqual({ scenes: [], inputs: [], items: 0 });
  expect((second.body.kept as string[]).sort()).toEqual(MAFIA);
  expect(await sceneNames()).toEqual(after);
}, 30_000);

test('one set for every table (on-air): a second run keeps the scenes and the table on air stays as it was', async () => {
  const onAir = await o.setup({ table: 'on-air', sources: false });
  expect(onAir.status, JSON.stringify(onAir.body)).toBe(200);
  expect((onAir.body.kept as string[]).sort()).toEqual(MAFIA);
  const settings = ((await (await api('/obs')).json()) as { settings: { table: string } }).settings;
  expect(settings.table).toBe('final');
}, 30_000);

test('the wait for a freed name is an option: a name OBS still holds is given up after its looks, a free one at once', async () => {
  const wait = { tries: 4, everyMs: 40 };
  const started = Date.now();
  expect(await nameFreed(o.client, 'Mafia Day', wait)).toBe(false); // a scene that stays
  expect(Date.now() - started).toBeGreaterThanOrEqual(3 * 40 - 5); // three periods between four looks
  // a free name: answered on the first look, no period waited (a period longer than any load's delay)
  const long = { tries: 4, everyMs: 10_000 };
  const at = Date.now();
  expect(await nameFreed(o.client, 'never made', long)).toBe(true);
  expect(Date.now() - at).toBeLessThan(long.everyMs);
}, 30_000);

test('a scene the operator deleted is made again; if its record cannot be written, it is removed again', async () => {
  await o.client.call('RemoveScene', { sceneName: 'Mafia Night' });
  // at once: OBS frees the name a moment later, and setup waits for it rather than failing
  await scenesUntil((n) => !n.includes('Mafia Night'));
  disk.arm({ op: 'openSync', path: /obs-setup\.json/ });
  const failed = await o.setup({ table: 'final', sources: false });
  expect(disk.fired, JSON.stringify(failed)).toBe(true);
  expect(failed.status).toBe(503);
  expect(errorOf(failed.body).code).toBe('store/write-failed');
  expect(await scenesUntil((n) => !n.includes('Mafia Night'))).not.toContain('Mafia Night');

  const repaired = await o.setup({ table: 'final', sources: false });
  expect(repaired.status).toBe(200);
  expect((repaired.body.created as { scenes: string[] }).scenes).toEqual(['Mafia Night']);
  expect(await sceneNames()).toContain('Mafia Night');
}, 30_000);

test("a mapped scene name that is the operator's own scene is reported and not touched", async () => {
  await o.client.call('CreateScene', { sceneName: 'Podium' });
  await o.client.call('CreateInput', {
    sceneName: 'Podium',
    inputName: 'Podium colour',
    inputKind: 'color_source_v3',
    inputSettings: { color: 4278190335 },
  });
  const scenes = { setup: 'Mafia Day', day: 'Mafia Day', night: 'Mafia Night', finished: 'Podium' };
  expect((await api('/obs', 'PUT', { scenes })).status).toBe(200);
  const before = await sceneNames();
  const { status, body } = await o.setup({ table: 'final', sources: false });
  expect(status).toBe(409);
  expect(errorOf(body).code).toBe('obs/name-taken');
  expect(errorOf(body).text).toContain('"Podium"');
  expect(await sceneNames()).toEqual(before);
  const items = await o.client.call('GetSceneItemList', { sceneName: 'Podium' });
  expect(items.sceneItems.map((i) => i.sourceName)).toEqual(['Podium colour']);
}, 30_000);

test("an earlier hub's separate pages are retired: every scene keeps the show's one source (issue 38)", async () => {
  // An earlier run made the stage scenes and, one source each, the seats and timer pages; the show's
  // `full` source is there too (Debian's OBS has no browser source: colour sources stand in for them).
  const scenes = {
    day: 'Mafia Day',
    night: 'Mafia Night',
    finished: 'Mafia Results',
    voting: 'Mafia Voting',
  };
  expect((await api('/obs', 'PUT', { scenes })).status).toBe(200);
  expect((await o.setup({ table: 'main', sources: false })).status).toBe(200);
  const old = ['Mafia seats (main)', 'Mafia timer (main)'];
  for (const inputName of [...old, 'Mafia full (main)'])
    await o.client.call('CreateInput', {
      sceneName: 'Mafia Day',
      inputName,
      inputKind: 'color_source_v3',
      inputSettings: { color: 4278190335 },
    });
  const made = JSON.parse(readFileSync(record(), 'utf8')) as { scenes: string[]; inputs: string[] };
  writeFileSync(record(), JSON.stringify({ ...made, inputs: [...old, 'Mafia full (main)'] }));

  const { status, body } = await o.setup({ table: 'main' });
  expect(status, JSON.stringify(body)).toBe(200);
  expect((body.retired as string[]).sort()).toEqual(old);
  for (const sceneName of MAFIA) {
    const items = await o.client.call('GetSceneItemList', { sceneName });
    expect(items.sceneItems.map((i) => String(i.sourceName))).toEqual(['Mafia full (main)']);
  }
  const inputs = (await o.client.call('GetInputList')).inputs.map((i) => String(i.inputName));
  for (const name of old) expect(inputs).not.toContain(name);
  // forgotten as ours: a source of that name made later by the crew is theirs
  expect((JSON.parse(readFileSync(record(), 'utf8')) as { inputs: string[] }).inputs).toEqual([
    'Mafia full (main)',
  ]);
}, 30_000);
