import type OBSWebSocket from 'obs-websocket-js';
import { OBSWebSocketError } from 'obs-websocket-js';
import { isProblem, type Problem } from '../../protocol/index.ts';
import { DiskObsSetupSchema, type ObsSetupRecord, type ObsSetupResult } from '../../protocol/obs-setup.ts';
import type { DataDir } from '../store/data-dir.ts';
import { type Disk, writeFileAtomic } from '../store/disk.ts';
import { detail, problem } from '../problems.ts';
import { browserSettings, type Plan } from './scene-collection.ts';
import { TimedObs, TimedOut, withTimeout } from './timed.ts';

/** obs-websocket 5 RequestStatus: the input kind is not available in this OBS (no plugin). */
const INVALID_INPUT_KIND = 605;
/** obs-websocket 5 RequestStatus.ResourceAlreadyExists. */
const RESOURCE_ALREADY_EXISTS = 601;

export interface SetupOptions {
  url: string;
  password?: string;
  plan: Plan;
  /** false: scenes only. */
  sources: boolean;
  /** Sources an earlier run made that the plan no longer has: removed (only those recorded as ours). */
  retire?: readonly string[];
  /** Where the record of what the setup made is kept (`obs-setup.json`). */
  data: Pick<DataDir, 'disk' | 'at'>;
  connectTimeoutMs?: number;
  /** How long each request may wait for OBS's answer. Default 5 s. */
  answerMs?: number;
  /** How long to wait for OBS to free a removed name: `tries` looks, `everyMs` apart (40 × 50 ms). */
  freedWait?: FreedWait;
}

export interface FreedWait {
  tries: number;
  everyMs: number;
}
const FREED_WAIT: FreedWait = { tries: 40, everyMs: 50 };

const EMPTY: ObsSetupRecord = { scenes: [], inputs: [] };

/** `<data>/obs-setup.json`; an unreadable record is refused (else the hub could adopt others' scenes). */
export function loadRecord(disk: Disk, file: string): ObsSetupRecord | Problem {
  if (!disk.existsSync(file)) return EMPTY;
  try {
    return DiskObsSetupSchema.parse(JSON.parse(disk.readFileSync(file).toString('utf8')));
  } catch (e) {
    return problem('hub/internal', `${file}: ${(e as Error).message}`);
  }
}

/**
 * Creates in OBS what the plan has and OBS lacks, touching only what an earlier run recorded as its
 * own. A name OBS already has from elsewhere stops the run before anything is made; a refused step
 * removes what this run created. The record is written before the answer: a failed write undoes
 * the run too (fails closed), so the hub never forgets something it made.
 */
export async function runSetup(o: SetupOptions): Promise<ObsSetupResult | Problem> {
  const file = o.data.at('obs-setup.json');
  const record = loadRecord(o.data.disk, file);
  if (isProblem(record)) return record;
  const obs = new TimedObs(o.answerMs);
  try {
    await withTimeout(obs.connect(o.url, o.password, { rpcVersion: 1 }), o.connectTimeoutMs ?? 5_000);
  } catch (e) {
    await obs.disconnect().catch(() => {});
    return problem('obs/unreachable', `${o.url}: ${describe(e)}`);
  }
  try {
    return await setUp(obs, o, record, file);
  } catch (e) {
    // before anything was made (the first lists)
    if (e instanceof TimedOut) return problem('obs/timeout', `${o.url}: ${describe(e)}`);
    throw e;
  } finally {
    await obs.disconnect().catch(() => {});
  }
}

async function setUp(
  obs: TimedObs,
  o: SetupOptions,
  record: ObsSetupRecord,
  file: string,
): Promise<ObsSetupResult | Problem> {
  const scenes = new Set((await obs.call('GetSceneList')).scenes.map((s) => String(s.sceneName)));
  const inputs = new Set((await obs.call('GetInputList')).inputs.map((i) => String(i.inputName)));
  const sources = o.sources ? o.plan.sources : [];
  const ours = new Set([...record.scenes, ...record.inputs]);
  const taken = [
    ...o.plan.scenes.map((s) => s.name).filter((n) => (scenes.has(n) || inputs.has(n)) && !ours.has(n)),
    ...sources.map((s) => s.name).filter((n) => (inputs.has(n) || scenes.has(n)) && !ours.has(n)),
  ];
  if (taken.length) return problem('obs/name-taken', taken.map((n) => `"${n}"`).join(', '));

  const result: ObsSetupResult = { created: { scenes: [], inputs: [], items: 0 }, repaired: [], kept: [] };
  const undo = async () => {
    // inputs go with their last scene item; remove scenes, then any input left over
    for (const sceneName of result.created.scenes)
      await obs.call('RemoveScene', { sceneName }).catch(() => {});
    for (const inputName of result.created.inputs)
      await obs.call('RemoveInput', { inputName }).catch(() => {});
    // done when OBS has freed the names too: a run right after must be able to make them again
    for (const name of [...result.created.scenes, ...result.created.inputs])
      await nameFreed(obs, name, o.freedWait);
  };
  // the name being made when OBS stopped answering: OBS may still make it after the deadline
  let asked: { scene: string } | { input: string } | undefined;
  try {
    for (const scene of o.plan.scenes) {
      if (scenes.has(scene.name)) result.kept.push(scene.name);
      else {
        asked = { scene: scene.name };
        await createScene(obs, scene.name, o.freedWait);
        result.created.scenes.push(scene.name);
      }
    }
    for (const source of sources) {
      const where = o.plan.scenes.filter((s) => s.sources.includes(source.name)).map((s) => s.name);
      const settings = browserSettings(source.url);
      if (!inputs.has(source.name)) {
        const first = where[0];
        if (first === undefined) continue;
        asked = { input: source.name };
        await obs.call('CreateInput', {
          sceneName: first,
          inputName: source.name,
          inputKind: 'browser_source',
          inputSettings: settings,
          sceneItemEnabled: true,
        });
        result.created.inputs.push(source.name);
        result.created.items += 1;
      } else {
        result.kept.push(source.name);
        const now = (await obs.call('GetInputSettings', { inputName: source.name })).inputSettings;
        if (Object.entries(settings).some(([k, v]) => now[k] !== v)) {
          await obs.call('SetInputSettings', { inputName: source.name, inputSettings: settings });
          result.repaired.push(source.name);
        }
      }
      for (const sceneName of where) {
        const items = (await obs.call('GetSceneItemList', { sceneName })).sceneItems;
        if (items.some((i) => i.sourceName === source.name)) continue;
        await obs.call('CreateSceneItem', { sceneName, sourceName: source.name });
        result.created.items += 1;
      }
    }
    // Once the new sources are in: an earlier run's pages would show a second timer (issue 38).
    const retire = (o.sources ? (o.retire ?? []) : []).filter((n) => inputs.has(n) && ours.has(n));
    if (retire.length) {
      for (const { name: sceneName } of o.plan.scenes)
        for (const item of (await obs.call('GetSceneItemList', { sceneName })).sceneItems)
          if (retire.includes(String(item.sourceName)))
            await obs.call('RemoveSceneItem', { sceneName, sceneItemId: Number(item.sceneItemId) });
      // an input goes with its last scene item; one still in a crew's scene is removed by name
      const left = new Set((await obs.call('GetInputList')).inputs.map((i) => String(i.inputName)));
      for (const inputName of retire.filter((n) => left.has(n))) await obs.call('RemoveInput', { inputName });
      result.retired = retire;
    }
    for (const name of result.retired ?? []) await nameFreed(obs, name, o.freedWait);
  } catch (e) {
    // a hung OBS would not answer the undo either: what was made (or asked for) is recorded as ours
    if (obs.hung) {
      if (asked && 'scene' in asked && !result.created.scenes.includes(asked.scene))
        result.created.scenes.push(asked.scene);
      if (asked && 'input' in asked && !result.created.inputs.includes(asked.input))
        result.created.inputs.push(asked.input);
      return keepMade(o, record, result, file, describe(e));
    }
    await undo();
    if (e instanceof OBSWebSocketError && e.code === INVALID_INPUT_KIND)
      return problem('obs/no-browser-source', `OBS: ${describe(e)}`);
    return problem('obs/failed', describe(e));
  }
  if (!saveRecord(o, record, result, file)) {
    await undo();
    return problem('store/write-failed', file);
  }
  return result;
}

function saveRecord(o: SetupOptions, record: ObsSetupRecord, result: ObsSetupResult, file: string): boolean {
  const next: ObsSetupRecord = {
    scenes: [...new Set([...record.scenes, ...result.created.scenes])],
    inputs: [...new Set([...record.inputs, ...result.created.inputs])].filter(
      (n) => !result.retired?.includes(n),
    ),
  };
  return writeFileAtomic(o.data.disk, file, JSON.stringify({ v: 1, ...next }, null, 2) + '\n');
}

/** OBS stopped answering mid-run: the record keeps what was made, so the next run completes it. */
function keepMade(
  o: SetupOptions,
  record: ObsSetupRecord,
  result: ObsSetupResult,
  file: string,
  why: string,
): Problem {
  const made = [...result.created.scenes, ...result.created.inputs];
  const saved = made.length === 0 || saveRecord(o, record, result, file);
  const names = made.map((n) => `"${n}"`).join(', ');
  const kept = made.length ? detail('obsMade', { names }) : '';
  const unsaved = saved ? '' : detail('notWritten', { file });
  return problem('obs/timeout', detail('obsTimeout', { where: `${o.url}: ${why}`, made: kept, unsaved }));
}

/** OBS frees a removed source's name a moment after it leaves the lists: true once it has. */
export async function nameFreed(
  obs: OBSWebSocket,
  sourceName: string,
  wait: FreedWait = FREED_WAIT,
): Promise<boolean> {
  for (let i = 0; i < wait.tries; i++) {
    const gone = await obs.call('GetSourceActive', { sourceName }).then(
      () => false,
      () => true,
    );
    if (gone) return true;
    if (i < wait.tries - 1) await new Promise((r) => setTimeout(r, wait.everyMs));
  }
  return false;
}

/** A name not in the scene list may still be held by a scene being removed: wait for it, once. */
async function createScene(obs: OBSWebSocket, sceneName: string, wait?: FreedWait): Promise<void> {
  try {
    await obs.call('CreateScene', { sceneName });
  } catch (e) {
    if (!(e instanceof OBSWebSocketError && e.code === RESOURCE_ALREADY_EXISTS)) throw e;
    if (!(await nameFreed(obs, sceneName, wait))) throw e;
    await obs.call('CreateScene', { sceneName });
  }
}

function describe(e: unknown): string {
  if (e instanceof OBSWebSocketError) return `${e.message || 'connection closed'} (${e.code})`;
  return e instanceof Error ? e.message : String(e);
}
