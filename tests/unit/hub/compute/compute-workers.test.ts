import { afterEach, describe, expect, it } from 'vitest';
import { ComputeWorkers } from '../../../../src/server/compute/workers.ts';
import type { Job } from '../../../../src/server/compute/jobs.ts';
import { dataDir, operator, command, removeDataDirs, testHub, type TestClient } from '../helpers.ts';
import { api, fast, httpError, seatingCup } from '../tournament-helpers.ts';

afterEach(removeDataDirs);

/** What the hub's log said at warn and error. */
function logged(): { say: (line: string, level?: string) => void; lines: string[] } {
  const lines: string[] = [];
  return { lines, say: (line, level) => void (level && level !== 'info' && lines.push(line)) };
}

/** 40 players, 4 tables of 10, `rounds` rounds: a job of a second or more for the optimiser. */
const seatingJob = (rounds: number, iterations?: number): Extract<Job, { kind: 'seating' }> => ({
  kind: 'seating',
  input: { players: 40, tables: 4, seats: 10, rounds },
  seed: 'test',
  keep: 0,
  ...(iterations ? { iterations } : {}),
});
const xlsxJob: Extract<Job, { kind: 'xlsx' }> = {
  kind: 'xlsx',
  sheets: [{ name: 'standings', rows: [['nickname'], ['Игрок 1']], header: 0 }],
};

describe('compute workers (seating, xlsx): bounded, a failure is its request’s own', () => {
  it('one seating at a time and `queue` behind it: the next is worker/busy at once; the xlsx has its own turn', async () => {
    const { say, lines } = logged();
    const workers = new ComputeWorkers({ queue: 1 }, say);
    const first = workers.run(seatingJob(6));
    const second = workers.run(seatingJob(3, 2000));
    const third = await workers.run(seatingJob(3, 2000));
    expect(third).toMatchObject({ ok: false, error: { code: 'worker/busy' } });
    expect(workers.load).toEqual({ running: 1, waiting: 1 });
    const sheet = await workers.run(xlsxJob);
    expect(sheet.ok && sheet.value[0]).toBe(0x50); // "PK": a zip
    for (const made of await Promise.all([first, second])) {
      expect(made.ok && made.value.ok && made.value.schedule.rounds.length).toBeGreaterThan(0);
    }
    expect(workers.counts).toEqual({ done: 3, busy: 1, timeout: 0, failed: 0 });
    expect(workers.load).toEqual({ running: 0, waiting: 0 });
    expect(lines).toEqual([]);
  });

  it("a worker that dies (an exception in its code) is that job's worker/failed, named in the log; the next job runs", async () => {
    const { say, lines } = logged();
    const workers = new ComputeWorkers({}, say);
    const broken = { kind: 'seating', input: null, seed: 'x' } as unknown as Job;
    const died = await workers.run(broken);
    expect(died).toMatchObject({ ok: false, error: { code: 'worker/failed' } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^compute worker \(seating\) failed: .+: worker\/failed$/);
    expect((await workers.run(seatingJob(2, 2000))).ok).toBe(true);
    expect(workers.counts).toMatchObject({ done: 1, failed: 1 });
  });

  it('a heap limit below the floor runs at the floor: 1 MB stopped the whole process as V8 set the worker up', async () => {
    const workers = new ComputeWorkers({ heapMb: 1 }, () => {});
    const made = await workers.run(xlsxJob);
    expect(made.ok).toBe(true);
  });

  it('closing the hub stops a running job: its request gets worker/failed, and the next is refused', async () => {
    const workers = new ComputeWorkers({}, () => {});
    const running = workers.run(seatingJob(60));
    await workers.close();
    expect(await running).toMatchObject({ ok: false, error: { code: 'worker/failed' } });
    expect(await workers.run(xlsxJob)).toMatchObject({ ok: false, error: { code: 'worker/busy' } });
  });
});

describe('the hub past a worker’s deadline', () => {
  it('a seating, a standings.xlsx and an import past their deadlines: 503 worker/timeout, the live game goes on, nothing kept', async () => {
    const hub = await testHub({
      dataDir: dataDir(),
      ...fast,
      workers: { timeoutMs: { seating: 1, xlsx: 1, roster: 1 } },
    });
    let op: TestClient | null = null;
    try {
      await seatingCup(hub);
      op = await operator(hub, { table: 't1' });
      const seating = api(hub, '/tournaments/cup/seating', {
        method: 'POST',
        body: JSON.stringify({ rounds: 3, seed: 'x', iterations: 20_000 }),
      });
      const sheet = api(hub, '/tournaments/cup/standings.xlsx');
      const file = fetch(`${hub.url}/api/v1/tournaments/cup/import`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', authorization: `Bearer ${hub.operatorToken}` },
        body: 'nickname\nНовичок\n',
      });
      expect((await command(op, { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'g1' })).t).toBe('ack');
      expect(await httpError(await seating)).toMatchObject({ status: 503, code: 'worker/timeout' });
      expect(await httpError(await sheet)).toMatchObject({ status: 503, code: 'worker/timeout' });
      expect(await httpError(await file)).toMatchObject({ status: 503, code: 'worker/timeout' });
      // nothing kept: no schedule, and the next request builds the file again (and times out again)
      expect((await api(hub, '/tournaments/cup/seating')).status).toBe(404);
      expect((await api(hub, '/tournaments/cup/standings.xlsx')).status).toBe(503);
      const stats = (await (await api(hub, '/stats')).json()) as { workers: Record<string, number> };
      expect(stats.workers).toEqual({ running: 0, waiting: 0, done: 0, busy: 0, timeout: 4, failed: 0 });
      // the import made nobody
      expect(await (await api(hub, `/players?q=${encodeURIComponent('Новичок')}`)).json()).toEqual({
        players: [],
      });
      expect((await command(op, { type: 'seat/nickname', seat: 1, nickname: 'Игрок 1' })).t).toBe('ack');
    } finally {
      op?.close();
      await hub.stop();
    }
  });
});
