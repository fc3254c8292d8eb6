import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { z } from 'zod';
import { FaultyDisk } from '../disk-faults.ts';
import { command, dataDir, operator, removeDataDirs, testHub, WAIT_MS } from '../helpers.ts';
import { STARTED_GAME } from '../started-game.ts';
import { en } from '../../../said.ts';

/**
 * Companion button feedback (issue 12): the hub sets Companion's custom variables through
 * Companion's HTTP API (`POST /api/custom-variable/<name>/value?value=`, bitfocus/companion
 * companion/lib/Service/HttpApi.ts): 404 for a variable Companion does not have, "ok" otherwise.
 */
afterEach(removeDataDirs);

/** Companion as its HTTP API answers: only the custom variables it has take a value. */
async function fakeCompanion(names: string[], port = 0) {
  const values = new Map<string, string[]>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const m = /^\/api\/custom-variable\/([^/]+)\/value$/.exec(url.pathname);
    const name = decodeURIComponent(m?.[1] ?? '');
    const value = url.searchParams.get('value');
    if (req.method !== 'POST' || !names.includes(name) || value === null)
      return res.writeHead(404).end('Not found');
    values.set(name, [...(values.get(name) ?? []), value]);
    res.end('ok');
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const last = (name: string) => values.get(name)?.at(-1);
  const until = async (ok: () => boolean) => {
    const end = Date.now() + WAIT_MS;
    while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    expect(ok()).toBe(true);
  };
  return { url, values, last, until, close: () => new Promise((ok) => server.close(ok)) };
}

/** ExportFullv6 (shared-lib/lib/Model/ExportModel.ts @ 0887ab78) with CustomVariableDefinition (CustomVariableModel.ts). */
const FullExport = z.object({
  version: z.number().int().min(6).max(12),
  type: z.literal('full'),
  pages: z.record(
    z.string(),
    z.object({
      name: z.string(),
      controls: z.record(
        z.string(),
        z.record(
          z.string(),
          z
            .object({
              type: z.literal('button'),
              style: z.object({ text: z.string() }).loose(),
              steps: z.record(z.string(), z.unknown()),
            })
            .loose(),
        ),
      ),
      gridSize: z.object({
        minColumn: z.number(),
        maxColumn: z.number(),
        minRow: z.number(),
        maxRow: z.number(),
      }),
    }),
  ),
  custom_variables: z.record(
    z.string().regex(/^[\w-]+$/),
    z
      .object({
        description: z.string(),
        defaultValue: z.union([z.string(), z.number()]),
        persistCurrentValue: z.boolean(),
        sortOrder: z.number(),
      })
      .strict(),
  ),
  instances: z.record(z.string(), z.object({ moduleId: z.literal('generic-http') }).loose()),
});

type Hub = Awaited<ReturnType<typeof testHub>>;
const api = (hub: Hub, path: string, init: RequestInit = {}) =>
  fetch(`${hub.url}/api/v1${path}`, {
    ...init,
    headers: { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'application/json' },
  });

it('a crew imports the configuration; NEXT shows the next step, the timer buttons count down, NEXT carries its precondition', async () => {
  const hub = await testHub({ dataDir: dataDir(), companionTickMs: 40 });
  const config = FullExport.parse(await (await api(hub, '/companion/config?table=final')).json());
  const names = Object.keys(config.custom_variables);
  expect(names.sort()).toEqual([
    'mafia_final_next',
    'mafia_final_seq',
    'mafia_final_stage',
    'mafia_final_timer',
  ]);
  const keys = Object.values(config.pages['1']!.controls).flatMap((row) => Object.values(row));
  const next = keys.find((k) => k.style.text.startsWith('NEXT'))!;
  expect(next.style.text).toContain('$(custom:mafia_final_next)');
  expect(keys.find((k) => k.style.text.startsWith('PAUSE'))?.style.text).toContain(
    '$(custom:mafia_final_timer)',
  );

  const companion = await fakeCompanion(names);
  const saved = await api(hub, '/companion', {
    method: 'PUT',
    body: JSON.stringify({ enabled: true, url: companion.url, lang: 'en' }),
  });
  expect(saved.status).toBe(200);
  const op = await operator(hub, { table: 'final' });
  for (const c of STARTED_GAME) expect((await command(op, c)).t).toBe('ack');
  await companion.until(() => companion.last('mafia_final_seq') === String(op.view()?.s));
  const judge = op.view()!.view;
  expect(companion.last('mafia_final_next')).toBe(en(judge.next?.[0]?.label));
  expect(companion.last('mafia_final_stage')).toBeTruthy();

  // a running timer: a new text every second as Companion shows it, several ticks
  const from = companion.values.get('mafia_final_timer')?.length ?? 0;
  expect((await command(op, { type: 'timer/start', durationMs: 2500 })).t).toBe('ack');
  const timer = () => companion.values.get('mafia_final_timer')?.slice(from) ?? [];
  // 2.5 s shows as 0:03 until half a second has gone (about a dozen ticks of 40 ms), then 0:02
  await companion.until(() => timer().includes('0:02'));
  expect(timer()[0]).toBe('0:03');

  // NEXT as the generic-http module sends it: Companion puts its variables into the body first
  const action = (next.steps['0'] as { action_sets: { down: { options: Record<string, string> }[] } })
    .action_sets.down[0]!.options;
  const press = (seq: string) =>
    fetch(action.url!, {
      method: 'POST',
      headers: {
        ...(JSON.parse(action.header!) as Record<string, string>),
        'content-type': 'application/json',
      },
      body: action.body!.replace('$(custom:mafia_final_seq)', seq),
    });
  await companion.until(() => companion.last('mafia_final_seq') === String(op.view()?.s));
  const now = companion.last('mafia_final_seq')!;
  expect((await press(now)).status).toBe(200);
  const twice = await press(now); // the same press again: the table moved on
  expect(twice.status).toBe(409);
  expect(((await twice.json()) as { error: { code: string } }).error.code).toBe('command/stale');
  await companion.close();
  await hub.close();
});

it("MafClub's first killed names three: Companion's stage says Prima Nota, the ruleset's own name for it", async () => {
  const hub = await testHub({ dataDir: dataDir(), companionTickMs: 40 });
  const names = ['mafia_main_next', 'mafia_main_stage', 'mafia_main_timer', 'mafia_main_seq'];
  const companion = await fakeCompanion(names);
  await api(hub, '/companion', {
    method: 'PUT',
    body: JSON.stringify({ enabled: true, url: companion.url, lang: 'en' }),
  });
  const op = await operator(hub);
  for (const c of STARTED_GAME) expect((await command(op, c)).t).toBe('ack');
  // The first night's stages and a day without a nomination, to the night's shot (all ten at the table).
  for (let i = 0; i < 40 && op.view()?.view.stage !== 'shot'; i++)
    expect((await command(op, { type: 'step/next' })).t).toBe('ack');
  for (const c of [
    { type: 'night/shot', seat: 1 },
    { type: 'night/donCheck', seat: 8 },
    { type: 'night/sheriffCheck', seat: 3 },
  ] as const)
    expect((await command(op, c)).t).toBe('ack');
  expect(op.view()?.view.stage).toBe('bestMove');
  await companion.until(() => companion.last('mafia_main_seq') === String(op.view()?.s));
  expect(companion.last('mafia_main_stage')).toBe('Prima Nota');
  await companion.close();
  await hub.close();
});

it('Companion away: nothing breaks, and what it missed arrives when it is back', async () => {
  const hub = await testHub({ dataDir: dataDir(), companionTickMs: 30 });
  const names = ['mafia_main_next', 'mafia_main_stage', 'mafia_main_timer', 'mafia_main_seq'];
  const first = await fakeCompanion(names);
  const port = Number(new URL(first.url).port);
  await first.close(); // the address answers nothing now
  expect(
    (await api(hub, '/companion', { method: 'PUT', body: JSON.stringify({ enabled: true, url: first.url }) }))
      .status,
  ).toBe(200);
  const op = await operator(hub);
  expect((await command(op, { type: 'seat/nickname', seat: 1, nickname: 'A' })).t).toBe('ack');
  expect((await command(op, { type: 'seat/nickname', seat: 2, nickname: 'B' })).t).toBe('ack');
  // Companion comes back on the same address: the next ticks deliver what it missed, latest values only
  const back = await fakeCompanion(names, port);
  await back.until(() => back.last('mafia_main_seq') === '2');
  expect(back.values.get('mafia_main_seq')).toEqual(['2']);
  await back.close();
  await hub.close();
});

it('settings need the token and a valid body; a refused save changes nothing', async () => {
  const disk = new FaultyDisk();
  const hub = await testHub({ dataDir: dataDir(), disk });
  expect((await fetch(`${hub.url}/api/v1/companion`)).status).toBe(401);
  expect((await fetch(`${hub.url}/api/v1/companion/config?table=main`)).status).toBe(401);
  expect((await api(hub, '/companion/config?table=Main')).status).toBe(400);
  expect(
    (await api(hub, '/companion', { method: 'PUT', body: JSON.stringify({ url: 'ftp://x' }) })).status,
  ).toBe(400);
  disk.arm({ op: 'renameSync', path: /companion\.json$/ });
  const refused = await api(hub, '/companion', { method: 'PUT', body: JSON.stringify({ enabled: true }) });
  expect(disk.fired).toBe(true);
  expect(refused.status).toBe(503);
  expect(await (await api(hub, '/companion')).json()).toMatchObject({ enabled: false });
  await hub.close();
});

it('a Companion that stops answering: one request in flight, and on its return each value once, no backlog', async () => {
  const hub = await testHub({ dataDir: dataDir(), companionTickMs: 20 });
  // Companion's HTTP API, frozen: it takes requests and holds them until it comes back
  let frozen = true;
  const held: Array<() => void> = [];
  let open = 0;
  let mostOpen = 0;
  const got: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    got.push(`${url.pathname.split('/')[3]}=${url.searchParams.get('value')}`);
    mostOpen = Math.max(mostOpen, ++open);
    const answer = () => {
      open--;
      res.end('ok');
    };
    if (frozen) held.push(answer);
    else answer();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    expect(
      (await api(hub, '/companion', { method: 'PUT', body: JSON.stringify({ enabled: true, url }) })).status,
    ).toBe(200);
    const op = await operator(hub);
    // a running timer ticks the feedback every 20 ms; commands change the other values
    expect((await command(op, { type: 'timer/start', durationMs: 60_000 })).t).toBe('ack');
    for (let seat = 1; seat <= 10; seat++)
      expect((await command(op, { type: 'seat/nickname', seat, nickname: `P${seat}` })).t).toBe('ack');
    await new Promise((r) => setTimeout(r, 500)); // many ticks while Companion holds the first request
    expect(held).toHaveLength(1);
    const before = got.length;
    frozen = false;
    for (const answer of held.splice(0)) answer();
    // it is back: what it missed arrives, each variable's latest value once
    for (let i = 0; i < 200 && !got.includes('mafia_main_seq=11'); i++)
      await new Promise((r) => setTimeout(r, 10));
    const after = got.slice(before);
    expect(after).toContain('mafia_main_seq=11');
    expect(after.filter((g) => g.startsWith('mafia_main_seq='))).toEqual(['mafia_main_seq=11']);
    // no backlog: each variable once (the timer's text may change in between, a new value)
    const names = after.map((g) => g.split('=')[0]).filter((n) => n !== 'mafia_main_timer');
    expect(names.length).toBe(new Set(names).size);
    expect(mostOpen).toBe(1);
  } finally {
    await hub.close();
    server.closeAllConnections();
    await new Promise((ok) => server.close(ok));
  }
});

it('a Companion address that redirects is not followed, and the value is owed again', async () => {
  const hub = await testHub({ dataDir: dataDir(), companionTickMs: 20 });
  let elsewhere = 0;
  const other: Server = createServer((_, res) => {
    elsewhere++;
    res.end('ok');
  });
  await new Promise<void>((ok) => other.listen(0, '127.0.0.1', ok));
  let asked = 0;
  const redirecting: Server = createServer((req, res) => {
    asked++;
    res
      .writeHead(307, { location: `http://127.0.0.1:${(other.address() as AddressInfo).port}${req.url}` })
      .end();
  });
  await new Promise<void>((ok) => redirecting.listen(0, '127.0.0.1', ok));
  try {
    const url = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`;
    expect(
      (await api(hub, '/companion', { method: 'PUT', body: JSON.stringify({ enabled: true, url }) })).status,
    ).toBe(200);
    const op = await operator(hub);
    expect((await command(op, { type: 'seat/nickname', seat: 1, nickname: 'A' })).t).toBe('ack');
    for (let i = 0; i < 200 && asked < 3; i++) await new Promise((r) => setTimeout(r, 10));
    expect(asked).toBeGreaterThanOrEqual(3); // retried: a redirect is not Companion's "ok"
    expect(elsewhere).toBe(0);
  } finally {
    await hub.close();
    await new Promise((ok) => redirecting.close(ok));
    await new Promise((ok) => other.close(ok));
  }
});

it.each([
  ['a query', 'http://127.0.0.1:8000/?x=1'],
  ['a fragment', 'http://127.0.0.1:8000/#x'],
  ['user info', 'http://admin:secret@127.0.0.1:8000'],
])('a Companion address with %s is refused and nothing changes', async (_, url) => {
  const hub = await testHub({ dataDir: dataDir() });
  try {
    const res = await api(hub, '/companion', { method: 'PUT', body: JSON.stringify({ enabled: true, url }) });
    expect(res.status).toBe(400);
    expect(await (await api(hub, '/companion')).json()).toMatchObject({
      enabled: false,
      url: 'http://127.0.0.1:8000',
    });
  } finally {
    await hub.close();
  }
});
