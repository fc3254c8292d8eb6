import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freePort } from '../../../obs/headless-obs.ts';
import { testHub } from '../helpers.ts';

let hub: Awaited<ReturnType<typeof testHub>>;
beforeAll(async () => {
  hub = await testHub();
});
afterAll(() => hub.stop());
const post = async (body: string | null, token: string | null = hub.operatorToken) => {
  const r = await fetch(`${hub.url}/api/v1/obs/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-operator-token': token } : {}) },
    ...(body === null ? {} : { body }),
  });
  return { status: r.status, code: ((await r.json()) as { error?: { code: string } }).error?.code };
};

test('OBS setup needs the token and refuses bodies that are not its request, before reaching OBS', async () => {
  expect(await post('{}', null)).toEqual({ status: 401, code: 'auth/token' });
  expect(await post('{"table":"Main"}')).toMatchObject({ status: 400, code: 'frame/invalid' });
  expect(await post('[]')).toMatchObject({ status: 400, code: 'frame/invalid' });
  expect(await post('"x"')).toMatchObject({ status: 400, code: 'frame/invalid' });
  expect(await post('{"sources":"yes"}')).toMatchObject({ status: 400, code: 'frame/invalid' });
  expect(await post('{"toString":1}')).toMatchObject({ status: 400, code: 'frame/invalid' });
  expect(await post('{')).toMatchObject({ status: 400, code: 'frame/malformed-json' });
});

test('no OBS at the saved address: obs/unreachable, and nothing recorded', async () => {
  const port = await freePort();
  const put = await fetch(`${hub.url}/api/v1/obs`, {
    method: 'PUT',
    headers: { 'x-operator-token': hub.operatorToken },
    body: JSON.stringify({ url: `ws://127.0.0.1:${port}` }),
  });
  expect(put.status).toBe(200);
  expect(await post(null)).toEqual({ status: 502, code: 'obs/unreachable' });
  expect(existsSync(join(hub.dataDir, 'obs-setup.json'))).toBe(false);
});
