import { afterEach, expect, it } from 'vitest';
import { operator, removeDataDirs, stats, testHub } from '../helpers.ts';
import { api, golden, play, putTournament } from '../tournament-helpers.ts';

/**
 * Issue 33: a visitor's flood of public exports. Each file is built once per version of its
 * tournament and shared by every request; past the per-address rate the API answers 429.
 */
afterEach(removeDataDirs);

const built = async (hub: Awaited<ReturnType<typeof testHub>>) =>
  ((await stats(hub)) as unknown as { exportsBuilt: number }).exportsBuilt;

it('100 parallel standings.xlsx and protocol.html from a visitor: each built once; a finished game or a new name builds it anew', async () => {
  const hub = await testHub();
  const op = await operator(hub);
  const cup = { name: 'Кубок', ruleset: 'mafclub-2023', tables: ['main'] };
  expect((await putTournament(hub, 'cup', cup)).status).toBe(200);

  const flood = (file: string) =>
    Promise.all(
      Array.from({ length: 50 }, async () => {
        const res = await api(hub, `/tournaments/cup/${file}`, { token: false });
        return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
      }),
    );
  const b0 = await built(hub);
  const xlsx = await flood('standings.xlsx');
  const html = await flood('protocol.html');
  expect([...xlsx, ...html].map((r) => r.status)).toEqual(Array<number>(100).fill(200));
  expect(new Set(xlsx.map((r) => r.body.toString('base64'))).size).toBe(1);
  expect(await built(hub)).toBe(b0 + 2);

  // a finished game changes the standings: both files are built again, and show it
  await play(op, golden('mafclub-black-win', 'g1'));
  const after = (await api(hub, '/tournaments/cup/protocol.html', { token: false }).then((r) =>
    r.text(),
  )) as string;
  expect(after).not.toBe(html[0]!.body.toString('utf8'));
  expect(await built(hub)).toBe(b0 + 3);
  // the tournament renamed: a new record, a new file
  expect((await putTournament(hub, 'cup', { ...cup, name: 'Кубок Москвы' })).status).toBe(200);
  expect(await (await api(hub, '/tournaments/cup/protocol.html', { token: false })).text()).toContain(
    'Кубок Москвы',
  );
  expect(await built(hub)).toBe(b0 + 4);
  await hub.close();
}, 60_000);

it('past the per-address rate a visitor gets 429 rate/limited; the operator is never limited', async () => {
  const hub = await testHub({ limits: { publicHttpRate: { perSecond: 1, burst: 20 } } });
  expect(
    (await putTournament(hub, 'cup', { name: 'Кубок', ruleset: 'mafclub-2023', tables: ['main'] })).status,
  ).toBe(200);
  const statuses = await Promise.all(
    Array.from({ length: 60 }, () =>
      api(hub, '/tournaments/cup/protocol.html', { token: false }).then((r) => r.status),
    ),
  );
  expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(21);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(39);
  const limited = await api(hub, '/tournaments/cup/protocol.html', { token: false });
  expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate/limited');
  expect((await api(hub, '/tournaments/cup/protocol.html')).status).toBe(200);
  await hub.close();
}, 60_000);
