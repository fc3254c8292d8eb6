import { cpSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { command, dataDir, operator, removeDataDirs, tempDir, testHub } from '../helpers.ts';
import { type Fault, FaultyDisk, filesOf } from '../disk-faults.ts';
import { api, fast, golden, play, putTournament, type Hub } from '../tournament-helpers.ts';

/**
 * Every durable write fails closed: a disk that refuses one step of it (ENOSPC, EIO, a short
 * write) gets the command or request refused with store/write-failed, memory and files stay as
 * they were, and a hub restarted on the same data directory shows the same state.
 */

const templates = { command: '', finished: '' };
beforeAll(async () => {
  // one table with one command, and one with a finished game of a tournament, made once
  templates.command = tempDir();
  const a = await testHub({ dataDir: templates.command, ...fast });
  await command(await operator(a), { type: 'seat/nickname', seat: 1, nickname: 'A' });
  await a.close();
  templates.finished = tempDir();
  const b = await testHub({ dataDir: templates.finished, ...fast });
  await putTournament(b, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['main'] });
  await play(await operator(b), golden('mafclub-red-win', 'g1'));
  await b.close();
}, 60_000);
afterAll(() => removeDataDirs());
afterEach(removeDataDirs);

/** What a client and a restart can see: the game, the archive, tournaments, settings. */
async function stateOf(hub: Hub) {
  const op = await operator(hub);
  const view = op.view();
  op.close();
  const get = async (path: string) => (await api(hub, path)).json();
  const tournaments = (await get('/tournaments')) as { tournaments: { id: string }[] };
  const standings = [];
  for (const t of tournaments.tournaments) standings.push(await get(`/tournaments/${t.id}/standings`));
  const [games, obs, settings] = [await get('/games'), await get('/obs'), await get('/tables/main/settings')];
  const display = await get('/tables/main/display');
  return {
    view,
    games,
    tournaments,
    standings,
    obs: (obs as { settings: unknown }).settings,
    settings,
    display,
  };
}

type Act = (hub: Hub) => Promise<{ status?: number; code: string | null }>;

const byCommand =
  (c: unknown): Act =>
  async (hub) => {
    const op = await operator(hub);
    const r = await command(op, c);
    op.close();
    return { code: r.t === 'err' ? r.code : null };
  };
const byRequest =
  (path: string, body: unknown, method = 'PUT'): Act =>
  async (hub) => {
    const res = await api(hub, path, { method, body: JSON.stringify(body) });
    const json = (await res.json()) as { error?: { code: string } };
    return { status: res.status, code: json.error?.code ?? null };
  };

const at = (op: Fault['op'], path: RegExp, more: Partial<Fault> = {}): Fault => ({ op, path, ...more });
const LOG = /tables\/main\/current\.jsonl$/;
const NEXT = /tables\/main\/next\.jsonl$/;
const TABLE_DIR = /tables\/main$/;
const DATA_DIR = /hub-test-[^/]+$/;

const kinds: Record<string, { from: keyof typeof templates | null; act: Act; steps: Record<string, Fault> }> =
  {
    'first command (new log)': {
      from: null,
      act: byCommand({ type: 'seat/nickname', seat: 2, nickname: 'B' }),
      steps: {
        open: at('openSync', LOG),
        write: at('writeSync', LOG),
        'directory fsync': at('fdatasyncSync', TABLE_DIR),
      },
    },
    'log append': {
      from: 'command',
      act: byCommand({ type: 'seat/nickname', seat: 2, nickname: 'B' }),
      steps: {
        write: at('writeSync', LOG),
        'short write': at('writeSync', LOG, { short: true }),
        'fdatasync on the main thread': at('fdatasyncSync', LOG, { error: 'EIO' }),
        'fdatasync on the thread pool': at('fdatasync', LOG, { error: 'EIO' }),
      },
    },
    'game/new': {
      from: 'finished',
      act: byCommand({ type: 'game/new', ruleset: 'mafclub-2023', gameId: 'g2' }),
      steps: {
        'new log write': at('writeSync', NEXT),
        'new log short write': at('writeSync', NEXT, { short: true }),
        'new log fdatasync': at('fdatasyncSync', NEXT, { error: 'EIO' }),
        'new log directory fsync': at('fdatasyncSync', TABLE_DIR, { error: 'EIO' }),
        'results append': at('writeSync', /results\.jsonl$/),
        'results short write': at('writeSync', /results\.jsonl$/, { short: true }),
        'results fdatasync': at('fdatasyncSync', /results\.jsonl$/, { error: 'EIO' }),
        'archive rename': at('renameSync', /current\.jsonl -> .*games\/g1\.jsonl$/),
        'archive directory fsync': at('fdatasyncSync', /games$/, { error: 'EIO' }),
        'new log rename': at('renameSync', /next\.jsonl -> .*current\.jsonl$/, { error: 'EIO' }),
        'last directory fsync': at('fdatasyncSync', TABLE_DIR, { error: 'EIO', nth: 3 }),
      },
    },
    'tournaments.json': {
      from: 'command',
      act: byRequest('/tournaments/cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['main'] }),
      steps: atomic(/tournaments\.json/, DATA_DIR),
    },
    'tournament identity': {
      from: 'finished',
      act: byRequest('/tournaments/cup/identity', { stage: 'Final', theme: { accent: '#00a0e0' } }),
      steps: atomic(/tournaments\.json/, DATA_DIR),
    },
    'table settings': {
      from: 'command',
      act: byRequest('/tables/main/settings', { feedDelays: { spectator: 5 } }),
      steps: atomic(/settings\.json/, TABLE_DIR),
    },
    "the director's switches": {
      from: 'command',
      act: byRequest('/tables/main/display', { roles: false }, 'POST'),
      steps: atomic(/settings\.json/, TABLE_DIR),
    },
    'obs.json': {
      from: 'command',
      act: byRequest('/obs', { table: 'final', url: 'ws://127.0.0.1:4456' }),
      steps: atomic(/obs\.json/, DATA_DIR),
    },
  };

/** The steps of a whole-file replacement (temp file, sync, rename, directory). */
function atomic(file: RegExp, dir: RegExp): Record<string, Fault> {
  const tmp = new RegExp(`${file.source}\\.tmp$`);
  return {
    'temp file write': at('writeSync', tmp),
    'temp file short write': at('writeSync', tmp, { short: true }),
    'temp file fdatasync': at('fdatasyncSync', tmp, { error: 'EIO' }),
    rename: at('renameSync', new RegExp(`${file.source}$`)),
    'directory fsync': at('fdatasyncSync', dir, { error: 'EIO' }),
  };
}

const cases = Object.entries(kinds).flatMap(([kind, k]) =>
  Object.entries(k.steps).map(([step, fault]) => ({ kind, step, fault, from: k.from, act: k.act })),
);

describe('every durable write fails closed', () => {
  it.each(cases)(
    '$kind, failing at $step: store/write-failed, nothing changed, the same after a restart',
    async ({ fault, from, act }) => {
      const dir = dataDir();
      if (from) cpSync(templates[from], dir, { recursive: true });
      const disk = new FaultyDisk();
      // each way a log line syncs is failed: on the thread pool (the default) and on the main
      // thread (a limit no sync here reaches)
      const pool = fault.op === 'fdatasync' ? { inlineSyncMs: 0 } : { inlineSyncMs: 1000 };
      const hub = await testHub({ dataDir: dir, disk, ...fast, ...pool });
      const before = { files: filesOf(dir), state: await stateOf(hub) };
      disk.arm(fault);
      const answer = await act(hub);
      expect(disk.fired, 'the fault was reached').toBe(true);
      expect(answer.code).toBe('store/write-failed');
      if (answer.status !== undefined) expect(answer.status).toBe(503);
      expect(filesOf(dir)).toEqual(before.files);
      expect(await stateOf(hub)).toEqual(before.state);
      await hub.close();

      const again = await testHub({ dataDir: dir, ...fast });
      expect(await stateOf(again)).toEqual(before.state);
      expect(filesOf(dir)).toEqual(before.files);
      await again.close();
    },
    30_000,
  );

  it.each([
    ['operator token write', at('writeSync', /operator-token\.tmp$/)],
    ['operator token rename', at('renameSync', /operator-token$/)],
    ['spectator key fdatasync', at('fdatasyncSync', /spectator-key\.tmp$/, { error: 'EIO' })],
    ['spectator key directory fsync', at('fdatasyncSync', DATA_DIR, { error: 'EIO', nth: 2 })],
  ])(
    'first start, failing at the %s: the hub refuses to start and leaves no secret behind',
    async (_, fault) => {
      const dir = dataDir();
      const disk = new FaultyDisk().arm(fault);
      await expect(testHub({ dataDir: dir, disk })).rejects.toMatchObject({ code: 'store/write-failed' });
      expect(disk.fired).toBe(true);
      expect(Object.keys(filesOf(dir)).filter((f) => f !== 'operator-token')).toEqual([]);
      const hub = await testHub({ dataDir: dir });
      const token = hub.operatorToken;
      await hub.close();
      const again = await testHub({ dataDir: dir });
      expect(again.operatorToken).toBe(token);
      await again.close();
    },
  );
});
