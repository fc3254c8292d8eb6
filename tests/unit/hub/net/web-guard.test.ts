import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { tempDir, testHub } from '../helpers.ts';

let hub: Awaited<ReturnType<typeof testHub>> | null = null;
afterEach(async () => {
  await hub?.stop();
  hub = null;
});

type Reply = { status: number; code: string | null };

/** A raw HTTP GET with exactly these headers (fetch would not let a test forge Host). */
function get(port: number, path: string, headers: Record<string, string>, method = 'GET'): Promise<Reply> {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, setHost: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += String(c)));
      res.on('end', () => {
        const json = (res.headers['content-type'] ?? '').startsWith('application/json');
        const parsed = (json ? JSON.parse(body) : {}) as { error?: { code: string } };
        ok({ status: res.statusCode ?? 0, code: parsed.error?.code ?? null });
      });
    });
    req.on('error', fail);
    req.end();
  });
}

/** Opens /ws with these headers: 'open', or the refusal's status and typed code. */
function upgrade(port: number, headers: Record<string, string>): Promise<'open' | Reply> {
  return new Promise((ok, fail) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers });
    ws.on('open', () => {
      ws.close();
      ok('open');
    });
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += String(c)));
      res.on('end', () =>
        ok({
          status: res.statusCode ?? 0,
          code: (JSON.parse(body) as { error: { code: string } }).error.code,
        }),
      );
    });
    ws.on('error', (e) => (e.message.includes('Unexpected server response') ? undefined : fail(e)));
  });
}

describe('web safety: the API and /ws check Host and Origin', () => {
  it('loopback names with any port pass; a foreign Host (DNS rebinding) gets 403 http/forbidden-host', async () => {
    hub = await testHub();
    const p = hub.port;
    for (const host of [`127.0.0.1:${p}`, `localhost:${p}`, `[::1]:${p}`, 'localhost'])
      expect(await get(p, '/api/v1/health', { host })).toEqual({ status: 200, code: null });
    for (const host of [`evil.example:${p}`, 'evil.example', `127.0.0.1.evil.example:${p}`, '', 'a b'])
      expect(await get(p, '/api/v1/health', { host })).toEqual({ status: 403, code: 'http/forbidden-host' });
    expect(await upgrade(p, { host: `evil.example:${p}` })).toEqual({
      status: 403,
      code: 'http/forbidden-host',
    });
  });

  it('no Origin (curl, Companion) and the same origin pass; a foreign page gets 403 http/forbidden-origin', async () => {
    hub = await testHub();
    const p = hub.port;
    const host = `127.0.0.1:${p}`;
    expect(await get(p, '/api/v1/health', { host })).toEqual({ status: 200, code: null });
    expect(await get(p, '/api/v1/health', { host, origin: `http://127.0.0.1:${p}` })).toEqual({
      status: 200,
      code: null,
    });
    for (const origin of [
      'http://evil.example',
      `http://localhost:${p}`,
      `http://127.0.0.1:${p + 1}`,
      'null',
    ])
      expect(await get(p, '/api/v1/health', { host, origin })).toEqual({
        status: 403,
        code: 'http/forbidden-origin',
      });
    expect(await upgrade(p, { host })).toBe('open');
    expect(await upgrade(p, { host, origin: `http://127.0.0.1:${p}` })).toBe('open');
    expect(await upgrade(p, { host, origin: 'http://evil.example' })).toEqual({
      status: 403,
      code: 'http/forbidden-origin',
    });
    // the static pages hold no secret and stay reachable (a 404 here: no build in the test)
    expect((await get(p, '/panel/', { host: 'evil.example' })).status).toBe(404);
  });

  it('a foreign page with the token cannot add players, upload photos, import them or rebrand a tournament', async () => {
    hub = await testHub();
    const p = hub.port;
    const headers = {
      host: `127.0.0.1:${p}`,
      origin: 'http://evil.example',
      authorization: `Bearer ${hub.operatorToken}`,
    };
    for (const [method, path] of [
      ['POST', '/api/v1/players'],
      ['PUT', '/api/v1/players/p00000000/photo'],
      ['POST', '/api/v1/players/import-photos'],
      ['PUT', '/api/v1/tournaments/cup/identity'],
      ['POST', '/api/v1/media/brand'],
    ] as const)
      expect(await get(p, path, headers, method)).toEqual({ status: 403, code: 'http/forbidden-origin' });
    const list = await get(p, '/api/v1/players', { ...headers, origin: `http://127.0.0.1:${p}` });
    expect(list).toEqual({ status: 200, code: null });
  });

  it('names and origins the operator adds (--allow-host, --allow-origin) pass', async () => {
    hub = await testHub({ allowedHosts: ['hub.venue'], allowedOrigins: ['http://companion.local:8000'] });
    const p = hub.port;
    expect(await get(p, '/api/v1/health', { host: `hub.venue:${p}` })).toEqual({ status: 200, code: null });
    expect(
      await get(p, '/api/v1/health', { host: `HUB.venue:${p}`, origin: `http://hub.venue:${p}` }),
    ).toEqual({
      status: 200,
      code: null,
    });
    const fromCompanion = { host: `localhost:${p}`, origin: 'http://companion.local:8000' };
    expect(await get(p, '/api/v1/health', fromCompanion)).toEqual({ status: 200, code: null });
    expect(await upgrade(p, fromCompanion)).toBe('open');
    expect(await get(p, '/api/v1/health', { host: `other.venue:${p}` })).toMatchObject({ status: 403 });
  });

  it('a hub on all interfaces (--lan) answers to the machine LAN addresses, not to other names', async () => {
    hub = await testHub({ host: '0.0.0.0' });
    const p = hub.port;
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    if (lan)
      expect(await get(p, '/api/v1/health', { host: `${lan}:${p}` })).toEqual({ status: 200, code: null });
    expect(await get(p, '/api/v1/health', { host: `evil.example:${p}` })).toMatchObject({ status: 403 });
    // a hub on loopback only does not answer to its LAN address
    await hub.stop();
    hub = await testHub();
    if (lan) expect(await get(hub.port, '/api/v1/health', { host: lan })).toMatchObject({ status: 403 });
  });
});

describe('web safety: another page cannot frame the panel', () => {
  it('the panel and the start page say frame-ancestors none (CSP and X-Frame-Options); overlays may be embedded', async () => {
    const dataDir = tempDir();
    const dist = join(dataDir, 'dist');
    for (const page of ['panel', 'judge', 'overlay/seats']) {
      mkdirSync(join(dist, page), { recursive: true });
      writeFileSync(join(dist, page, 'index.html'), `<!doctype html><title>${page}</title>`);
    }
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>hub</title>');
    hub = await testHub({ dataDir, distDir: dist });
    // the judge's tablet carries the token as the panel does (issue 27)
    for (const path of ['/panel/', '/panel/?token=x', '/judge/?table=main&token=x', '/']) {
      const res = await fetch(`${hub.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
    const overlay = await fetch(`${hub.url}/overlay/seats/`);
    expect(overlay.status).toBe(200);
    expect(overlay.headers.get('content-security-policy')).toBeNull();
  });
});
