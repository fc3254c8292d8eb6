import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Seating } from '../../../../src/protocol/seating.ts';
import { type Fault, FaultyDisk, filesOf } from '../disk-faults.ts';
import { dataDir, removeDataDirs, testHub } from '../helpers.ts';
import { api, fast, httpError, seatingCup, type Hub } from '../tournament-helpers.ts';

afterEach(removeDataDirs);

const seat = (hub: Hub, body: unknown, token = true) =>
  api(hub, '/tournaments/cup/seating', { method: 'POST', body: JSON.stringify(body), token });
const QUICK = { seed: 'test', iterations: 20_000 };

describe('POST /api/v1/tournaments/:id/seating', () => {
  it("makes the tournament's schedule with its constraints, keeps it, and serves it after a restart", async () => {
    const dir = dataDir();
    const hub = await testHub({ dataDir: dir, ...fast });
    const p = await seatingCup(hub);
    const res = await seat(hub, {
      rounds: 3,
      ...QUICK,
      separate: [[p[0], p[1]]],
      notAt: [{ player: p[2], tables: ['t1'] }],
    });
    expect(res.status).toBe(200);
    const { idle, ...made } = (await res.json()) as Seating & { idle: unknown };
    expect(idle).toEqual([]); // both tables play every round
    expect(made.rounds).toHaveLength(3);
    for (const round of made.rounds) {
      expect(round.map((t) => t.table)).toEqual(['t1', 't2']);
      const all = round.flatMap((t) => t.players);
      expect(new Set(all).size).toBe(20);
      for (const id of all) expect(p).toContain(id);
      for (const t of round)
        expect(t.players.includes(p[0] ?? '') && t.players.includes(p[1] ?? '')).toBe(false);
      expect(round[0]?.players).not.toContain(p[2]);
    }
    expect(made.quality.broken).toEqual({
      separate: 0,
      notAt: 0,
      sitOutsInARow: 0,
      avoidMeetings: 0,
      welcomeShort: 0,
    });
    expect(made.quality.sitOuts).not.toBeNull();
    const file = JSON.parse(readFileSync(join(dir, 'seating', 'cup.json'), 'utf8')) as { v: number };
    expect(file.v).toBe(1);
    expect((await (await api(hub, '/tournaments/cup/seating', { token: false })).json()) as Seating).toEqual(
      made,
    );
    await hub.close();
    const again = await testHub({ dataDir: dir, ...fast });
    expect((await (await api(again, '/tournaments/cup/seating')).json()) as Seating).toEqual(made);
    await again.close();
  });

  it('player 22 drops out after round 1: the re-plan keeps round 1 as played and seats him no more', async () => {
    const hub = await testHub({ dataDir: dataDir(), ...fast });
    const p = await seatingCup(hub);
    const first = (await (await seat(hub, { rounds: 3, ...QUICK })).json()) as Seating;
    const left = p[21] ?? '';
    const res = await seat(hub, {
      rounds: 3,
      ...QUICK,
      seed: 'again',
      keep: 1,
      players: p.filter((x) => x !== left),
    });
    expect(res.status).toBe(200);
    const replanned = (await res.json()) as Seating;
    expect(replanned.rounds[0]).toEqual(first.rounds[0]);
    for (const round of replanned.rounds.slice(1))
      expect(round.flatMap((t) => t.players)).not.toContain(left);
    expect(replanned.quality.broken.sitOutsInARow).toBe(0);
    await hub.close();
  });

  it("a drop-out's re-plan keeps the schedule's rules: separated players never meet, a banned table stays banned", async () => {
    const hub = await testHub({ dataDir: dataDir(), ...fast });
    const p = await seatingCup(hub);
    const [a = '', b = '', c = ''] = p;
    const rules = { separate: [[a, b]], notAt: [{ player: c, tables: ['t1'] }] };
    expect((await seat(hub, { rounds: 4, ...QUICK, ...rules })).status).toBe(200);
    const left = p[21] ?? '';
    // the re-plan names only who plays: the rules given before still hold
    const res = await seat(hub, {
      rounds: 4,
      ...QUICK,
      seed: 'again',
      keep: 1,
      players: p.filter((x) => x !== left),
    });
    expect(res.status).toBe(200);
    const replanned = (await res.json()) as Seating;
    for (const round of replanned.rounds) {
      for (const t of round) expect(t.players.includes(a) && t.players.includes(b)).toBe(false);
      expect(round.find((t) => t.table === 't1')?.players).not.toContain(c);
    }
    expect(replanned.quality.broken.separate).toBe(0);
    expect(replanned.quality.broken.notAt).toBe(0);
    expect(replanned.request).toMatchObject(rules);
    // and a later re-plan too
    const third = (await (
      await seat(hub, { rounds: 4, ...QUICK, seed: 'third', keep: 2, players: p.filter((x) => x !== left) })
    ).json()) as Seating;
    expect(third.request).toMatchObject(rules);
    await hub.close();
  });

  it('refusals: no token, no such tournament, more tables than it has, a stranger in a constraint, too few players', async () => {
    const hub = await testHub({ dataDir: dataDir(), ...fast });
    const p = await seatingCup(hub, 12);
    expect((await httpError(await seat(hub, { rounds: 2 }, false))).code).toBe('auth/token');
    const none = await api(hub, '/tournaments/nope/seating', { method: 'POST', body: '{"rounds":2}' });
    expect((await httpError(none)).code).toBe('tournament/unknown');
    expect(await httpError(await seat(hub, { rounds: 2, tables: 3 }))).toMatchObject({
      status: 422,
      code: 'seating/invalid',
    });
    expect(
      await httpError(await seat(hub, { rounds: 2, tables: 1, avoid: [[p[0], 'pzzzzzz']] })),
    ).toMatchObject({
      status: 422,
      code: 'seating/invalid',
    });
    // 12 players fill one table of ten, not two: the second table stays empty, it is not refused
    const one = (await (await seat(hub, { rounds: 2, ...QUICK })).json()) as Seating;
    expect(one.rounds.map((r) => r.length)).toEqual([1, 1]);
    expect(await httpError(await seat(hub, { rounds: 2, players: p.slice(0, 9) }))).toMatchObject({
      status: 422,
      code: 'seating/too-few-players',
    });
    expect(
      (await httpError(await api(hub, '/tournaments/cup/seating', { method: 'PUT', body: '{}' }))).code,
    ).toBe('http/method');
    await hub.close();
  });
});

describe('seating/<tournament>.json fails closed', () => {
  const steps: Record<string, Fault> = {
    'temp file write': { op: 'writeSync', path: /cup\.json\.tmp$/, error: 'ENOSPC' },
    'temp file short write': { op: 'writeSync', path: /cup\.json\.tmp$/, short: true },
    'temp file fdatasync': { op: 'fdatasyncSync', path: /cup\.json\.tmp$/, error: 'EIO' },
    rename: { op: 'renameSync', path: /cup\.json$/, error: 'EIO' },
    'directory fsync': { op: 'fdatasyncSync', path: /seating$/, error: 'EIO' },
  };
  it.each(Object.entries(steps))(
    'a new schedule failing at %s: store/write-failed, the kept schedule and its file as before',
    async (_, fault) => {
      const dir = dataDir();
      const disk = new FaultyDisk();
      const hub = await testHub({ dataDir: dir, disk, ...fast });
      await seatingCup(hub);
      const { idle: _idle, ...kept } = (await (
        await seat(hub, { rounds: 2, ...QUICK })
      ).json()) as Seating & {
        idle: unknown;
      };
      const files = filesOf(dir);
      disk.arm(fault);
      const res = await seat(hub, { rounds: 2, ...QUICK, seed: 'other' });
      expect(disk.fired, 'the fault was reached').toBe(true);
      expect(await httpError(res)).toMatchObject({ status: 503, code: 'store/write-failed' });
      expect(await (await api(hub, '/tournaments/cup/seating')).json()).toEqual(kept);
      expect(filesOf(dir)).toEqual(files);
      await hub.close();
    },
    30_000,
  );

  it('a damaged file is named in the log and the panel, served as seating/damaged, kept by a re-plan, replaced by a new schedule', async () => {
    const dir = dataDir();
    mkdirSync(join(dir, 'seating'), { recursive: true });
    writeFileSync(join(dir, 'seating', 'cup.json'), '{"v":1,"tournament":"cup","rounds":[[');
    const lines: string[] = [];
    const hub = await testHub({ dataDir: dir, ...fast, log: (line: string) => lines.push(line) });
    await seatingCup(hub);
    expect(await httpError(await api(hub, '/tournaments/cup/seating'))).toMatchObject({
      status: 503,
      code: 'seating/damaged',
    });
    expect(lines.some((l) => l.includes('DAMAGED FILE seating/cup.json'))).toBe(true);
    const listed = async () =>
      ((await (await api(hub, '/damaged-files')).json()) as { files: { file: string }[] }).files.map(
        (f) => f.file,
      );
    expect(await listed()).toContain('seating/cup.json'); // the panel names it, as every damaged file
    expect((await httpError(await seat(hub, { rounds: 2, ...QUICK, keep: 1 }))).code).toBe('seating/damaged');
    expect(readFileSync(join(dir, 'seating', 'cup.json'), 'utf8')).toContain('[[');
    expect((await seat(hub, { rounds: 2, ...QUICK })).status).toBe(200);
    expect((await api(hub, '/tournaments/cup/seating')).status).toBe(200);
    expect(await listed()).not.toContain('seating/cup.json'); // replaced by the new schedule
    await hub.close();
  });
});
