import { afterEach, expect, it } from 'vitest';
import { FaultyDisk } from '../disk-faults.ts';
import { command, connect, dataDir, operator, removeDataDirs, testHub, type TestClient } from '../helpers.ts';
import { STARTED_GAME } from '../started-game.ts';

/**
 * `table=on-air` (issue 12): one set of OBS sources for every table. The page shows the table on
 * air (the one OBS follows) and moves with it when the operator puts another table on air.
 */
afterEach(removeDataDirs);

type Hub = Awaited<ReturnType<typeof testHub>>;
const putOnAir = (hub: Hub, table: string) =>
  fetch(`${hub.url}/api/v1/obs`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ table }),
  });
const nick = (seat: number, nickname: string) => ({ type: 'seat/nickname', seat, nickname });
const snaps = (c: TestClient, from: number) => c.frames.slice(from).filter((f) => f.t === 'snap');
const ups = (c: TestClient, from: number) => c.frames.slice(from).filter((f) => f.t === 'up');

it('an on-air page shows table t1, then t2 the moment t2 goes on air; t1 no longer reaches it', async () => {
  const hub = await testHub({ dataDir: dataDir() });
  const t1 = await operator(hub, { table: 't1' });
  const t2 = await operator(hub, { table: 't2' });
  await command(t1, nick(1, 'Первый стол'));
  await command(t2, nick(1, 'Второй стол'));
  expect((await putOnAir(hub, 't1')).status).toBe(200);

  const page = await connect(hub, { table: 'on-air' });
  expect(page.view()?.view.seats[0]?.nickname).toBe('Первый стол');
  await page.next('identity');
  const from = page.frames.length;
  expect((await putOnAir(hub, 't2')).status).toBe(200);
  const snap = await page.next('snap', () => true, from);
  expect(snap.table).toBe('t2');
  expect(page.view()?.view.seats[0]?.nickname).toBe('Второй стол');
  expect((await page.next('identity', () => true, from)).table).toBe('t2');

  const after = page.frames.length;
  await command(t1, nick(2, 'только t1'));
  await page.barrier();
  expect(ups(page, after)).toEqual([]);
  await command(t2, nick(2, 'на экране'));
  await page.next('up', () => true, after);
  expect(page.view()?.view.seats[1]?.nickname).toBe('на экране');

  // a page asking for t1 itself stays on t1
  const fixed = await connect(hub, { table: 't1' });
  const mark = fixed.frames.length;
  expect((await putOnAir(hub, 't1')).status).toBe(200);
  await putOnAir(hub, 't2');
  await fixed.barrier();
  expect(snaps(fixed, mark)).toEqual([]);
  await hub.close();
});

it('the table feed of an on-air page never gets a role, before or after the switch; the spectator feed does', async () => {
  const hub = await testHub({ dataDir: dataDir(), spectatorKey: 'k' });
  const t2 = await operator(hub, { table: 't2' });
  for (const c of STARTED_GAME) expect((await command(t2, c)).t).toBe('ack');
  const venue = await connect(hub, { table: 'on-air', feed: 'table' });
  const stream = await connect(hub, { table: 'on-air', feed: 'spectator', key: 'k' });
  const from = { venue: venue.frames.length, stream: stream.frames.length };
  await putOnAir(hub, 't2');
  await venue.next('snap', () => true, from.venue);
  await stream.next('snap', () => true, from.stream);
  expect(venue.view()?.view.seats.some((s) => s.role !== undefined && s.role !== null)).toBe(false);
  expect(JSON.stringify(venue.frames)).not.toMatch(/"role":"(don|mafia|sheriff)"/);
  expect(stream.view()?.view.seats.find((s) => s.seat === 1)?.role).toBeTruthy();
  await hub.close();
});

it('a refused save of the table on air moves nothing: the pages stay, the next save moves them', async () => {
  const disk = new FaultyDisk();
  const hub = await testHub({ dataDir: dataDir(), disk });
  const page = await connect(hub, { table: 'on-air' });
  const from = page.frames.length;
  disk.arm({ op: 'renameSync', path: /obs\.json$/ });
  const refused = await putOnAir(hub, 't9');
  expect(disk.fired).toBe(true);
  expect(refused.status).toBe(503);
  await page.barrier();
  expect(snaps(page, from)).toEqual([]);
  const settings = (await (
    await fetch(`${hub.url}/api/v1/obs`, { headers: { authorization: `Bearer ${hub.operatorToken}` } })
  ).json()) as { settings: { table: string } };
  expect(settings.settings.table).toBe('main');
  expect((await putOnAir(hub, 't9')).status).toBe(200);
  expect((await page.next('snap', () => true, from)).table).toBe('t9');
  await hub.close();
});

it('`on-air` is never a table of its own: the panel and the HTTP API refuse it as a table id', async () => {
  const hub = await testHub({ dataDir: dataDir() });
  const res = await fetch(`${hub.url}/api/v1/tables/on-air/state`);
  expect(res.status).toBe(400);
  expect((await putOnAir(hub, 'on-air')).status).toBe(400);
  await hub.close();
});
