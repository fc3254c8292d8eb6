import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connect, tempDir, testHub } from '../helpers.ts';

let hub: Awaited<ReturnType<typeof testHub>>;
let auth: Record<string, string>;
beforeEach(async () => {
  hub = await testHub({ spectatorKey: 'spec-key' });
  auth = { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'application/json' };
});
afterEach(async () => {
  await hub.stop();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(hub.url + path, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('HTTP API for controllers (Companion, Stream Deck, scripts)', () => {
  it('POST a command with the token -> 200 {ok, s}; the overlay gets the update', async () => {
    const overlay = await connect(hub);
    const res = await post(
      '/api/v1/tables/main/commands',
      { type: 'seat/nickname', seat: 2, nickname: 'Kot' },
      auth,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, s: 1 });
    await overlay.next('up');
    expect(overlay.view()?.view.seats[1]?.nickname).toBe('Kot');
  });

  it('the unversioned /api path, {command} wrapping and X-Operator-Token work the same', async () => {
    const res = await post(
      '/api/tables/main/commands',
      { command: { type: 'seat/nickname', seat: 1, nickname: 'A' } },
      {
        'x-operator-token': hub.operatorToken,
      },
    );
    expect(res.status).toBe(200);
  });

  it('without a token or with a wrong one -> 401 auth/token, nothing changes', async () => {
    const variants: Record<string, string>[] = [
      {},
      { authorization: 'Bearer nope' },
      { 'x-operator-token': '' },
    ];
    for (const headers of variants) {
      const res = await post(
        '/api/v1/tables/main/commands',
        { type: 'seat/nickname', seat: 1, nickname: 'X' },
        headers,
      );
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('auth/token');
    }
    const state = await (await fetch(`${hub.url}/api/v1/tables/main/state`)).json();
    expect(state).toMatchObject({ error: { code: 'table/unknown' } });
  });

  it('an error answer says its words by key and as text in the request language (?lang=, Accept-Language, else ru)', async () => {
    const said = async (path: string, headers: Record<string, string> = {}) =>
      ((await (await fetch(`${hub.url}${path}`, { headers })).json()) as { error: object }).error;
    expect(await said('/api/v1/tables/nowhere/state')).toEqual({
      code: 'table/unknown',
      message: { key: 'hub.table/unknown' },
      clause: null,
      text: 'Нет такого стола',
    });
    expect(await said('/api/v1/tables/nowhere/state', { 'accept-language': 'en-GB,en;q=0.9' })).toMatchObject(
      {
        text: 'No such table',
      },
    );
    expect(await said('/api/v1/tables/nowhere/state?lang=en', { 'accept-language': 'ru' })).toMatchObject({
      text: 'No such table',
    });
  });

  it('bad bodies get typed 400s; an illegal move gets 409 with the engine code', async () => {
    const cases: Array<[unknown, number, string]> = [
      ['{"type":', 400, 'frame/malformed-json'],
      [{ type: 'nope' }, 400, 'command/unknown'],
      [{ type: 'seat/nickname', seat: 99, nickname: 'x' }, 400, 'command/invalid'],
      [{ type: 'speech/end' }, 409, ''],
    ];
    for (const [body, status, code] of cases) {
      const res = await post('/api/v1/tables/main/commands', body, auth);
      expect(res.status).toBe(status);
      const err = ((await res.json()) as { error: { code: string; message: { key: string }; text: string } })
        .error;
      if (code) expect(err.code).toBe(code);
      expect(err.message.key).toMatch(/^(hub|rule)\./);
      expect(err.text.length).toBeGreaterThan(0);
    }
    const big = await post(
      '/api/v1/tables/main/commands',
      { type: 'seat/nickname', seat: 1, nickname: 'x'.repeat(70_000) },
      auth,
    );
    expect(big.status).toBe(413);
    const badTable = await post('/api/v1/tables/..%2Fetc/commands', { type: 'undo' }, auth);
    expect(badTable.status).toBe(400);
  });

  it('GET state per feed: table is open, spectator needs the key, judge needs the token', async () => {
    await post('/api/v1/tables/main/commands', { type: 'seat/nickname', seat: 1, nickname: 'A' }, auth);
    const table = await fetch(`${hub.url}/api/v1/tables/main/state?feed=table`);
    expect(table.status).toBe(200);
    expect(await table.json()).toMatchObject({ table: 'main', s: 1, state: { feed: 'table' } });
    expect((await fetch(`${hub.url}/api/v1/tables/main/state?feed=spectator`)).status).toBe(403);
    expect((await fetch(`${hub.url}/api/v1/tables/main/state?feed=spectator&key=spec-key`)).status).toBe(200);
    expect((await fetch(`${hub.url}/api/v1/tables/main/state?feed=judge`)).status).toBe(401);
    const judge = await fetch(`${hub.url}/api/v1/tables/main/state?feed=judge`, { headers: auth });
    expect(await judge.json()).toMatchObject({ state: { feed: 'judge' } });
    expect((await fetch(`${hub.url}/api/v1/tables/main/state?feed=god`)).status).toBe(400);
  });

  it('GET next needs the token and returns the engine next steps', async () => {
    await post('/api/v1/tables/main/commands', { type: 'seat/nickname', seat: 1, nickname: 'A' }, auth);
    expect((await fetch(`${hub.url}/api/v1/tables/main/next`)).status).toBe(401);
    const res = await fetch(`${hub.url}/api/tables/main/next`, { headers: auth });
    expect(res.status).toBe(200);
    expect(Array.isArray(((await res.json()) as { next: unknown }).next)).toBe(true);
  });

  it('a flood of HTTP commands gets 429 rate/limited once over the burst', async () => {
    const h = await testHub({ rateLimit: { perSecond: 1, burst: 5 } });
    const headers = { authorization: `Bearer ${h.operatorToken}` };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${h.url}/api/v1/tables/main/commands`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ type: 'seat/nickname', seat: 1, nickname: `n${i}` }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toContain(429);
    await h.stop();
  });

  it('tables are created on first use up to 64; the 65th gets table/limit and the others still work', async () => {
    for (let i = 0; i < 64; i++) {
      const res = await post(
        `/api/v1/tables/t${i}/commands`,
        { type: 'seat/nickname', seat: 1, nickname: 'x' },
        auth,
      );
      expect(res.status).toBe(200);
    }
    const res = await post('/api/v1/tables/one-too-many/commands', { type: 'undo' }, auth);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('table/limit');
    const list = await (await fetch(`${hub.url}/api/v1/tables`, { headers: auth })).json();
    expect((list as { tables: unknown[] }).tables).toHaveLength(64);
    expect((await post('/api/v1/tables/t0/commands', { type: 'undo' }, auth)).status).toBe(200);
  });

  it('a second hub on a port in use fails to start with EADDRINUSE', async () => {
    const err = await testHub({ port: hub.port }).catch((e: NodeJS.ErrnoException) => e);
    expect((err as NodeJS.ErrnoException).code).toBe('EADDRINUSE');
  });

  it('unknown API paths and methods are typed errors', async () => {
    expect((await fetch(`${hub.url}/api/v1/nothing`)).status).toBe(404);
    expect((await fetch(`${hub.url}/api/v1/tables/main/commands`)).status).toBe(405);
    expect((await fetch(`${hub.url}/api/v1/health`)).status).toBe(200);
  });
});

describe('static build', () => {
  it('serves dist/<route>/index.html with content types, and never outside dist', async () => {
    const dataDir = tempDir();
    const dist = join(dataDir, 'dist');
    mkdirSync(join(dist, 'overlay/seats'), { recursive: true });
    mkdirSync(join(dist, '_astro'), { recursive: true });
    writeFileSync(join(dist, 'overlay/seats/index.html'), '<!doctype html><title>seats</title>');
    writeFileSync(join(dist, '_astro/app.abc123.js'), 'console.log(1)');
    writeFileSync(join(dataDir, 'secret.txt'), 'secret');
    writeFileSync(join(dist, '.build-stamp'), 'secret');
    const h = await testHub({ dataDir, distDir: dist });
    const page = await fetch(`${h.url}/overlay/seats/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('seats');
    expect((await fetch(`${h.url}/overlay/seats`)).status).toBe(200);
    const js = await fetch(`${h.url}/_astro/app.abc123.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${h.url}/missing/`)).status).toBe(404);
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/%00',
      '/%E0%A4%A',
      '/.build-stamp',
    ]) {
      const res = await fetch(h.url + path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
    // the operator token file in the data dir is never reachable
    expect((await fetch(`${h.url}/operator-token`)).status).toBe(404);
    await h.stop();
  });
});
