import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import type { ObsStatus } from '../../../../src/protocol/obs.ts';
import { frozenObs, silentObs, type HungObs } from './hung-obs.ts';
import { testHub, WAIT_MS } from '../helpers.ts';

/** Short periods, so a test sees several connect / retry rounds. */
const obsTiming = { connectTimeoutMs: 150, answerMs: 150, retryMs: 40, maxRetryMs: 120 };
/**
 * Against the frozen OBS the deadline checked is a request's: its handshake gets a generous one (a
 * loaded machine took over 150 ms for it, and every attempt then ended before GetVersion).
 */
const frozenTiming = { ...obsTiming, connectTimeoutMs: WAIT_MS };

const peers: HungObs[] = [];
afterEach(async () => {
  for (const p of peers.splice(0)) await p.close();
});

type Hub = Awaited<ReturnType<typeof testHub>>;
const status = async (hub: Hub) =>
  (
    (await (
      await fetch(`${hub.url}/api/v1/obs`, { headers: { 'x-operator-token': hub.operatorToken } })
    ).json()) as { status: ObsStatus }
  ).status;

/**
 * Every status the API shows, read every few ms until the hub has tried `rounds` times (waited for:
 * a loaded machine gets fewer rounds into a fixed time), bounded by WAIT_MS.
 */
async function watch(hub: Hub, obs: HungObs, rounds: number): Promise<ObsStatus[]> {
  const seen: ObsStatus[] = [];
  const until = Date.now() + WAIT_MS;
  while (obs.accepted < rounds && Date.now() < until) {
    seen.push(await status(hub));
    await new Promise((r) => setTimeout(r, 5));
  }
  seen.push(await status(hub));
  return seen;
}

const hostile = {
  silent: { peer: silentObs, timing: obsTiming },
  frozen: { peer: frozenObs, timing: frozenTiming },
};
test.each([
  ['accepts the socket and never answers', 'silent', 'timeout'],
  ['answers the handshake, then no request (a dialog open in OBS)', 'frozen', 'timeout'],
] as const)(
  'an OBS that %s: once an attempt failed, the status stays a problem with the next retry time, never a healthy "connecting"',
  async (_, kind, problemState) => {
    const obs = await hostile[kind].peer();
    peers.push(obs);
    const hub = await testHub({ obs: { enabled: true, url: obs.url }, obsTiming: hostile[kind].timing });
    try {
      const seen = await watch(hub, obs, 4);
      const first = seen.findIndex((s) => s.state === problemState);
      expect(first).toBeGreaterThanOrEqual(0);
      const after = seen.slice(first);
      // several retry rounds went by, each one still a problem
      expect(obs.accepted).toBeGreaterThanOrEqual(4);
      expect(after.map((s) => s.state).filter((s) => s !== problemState)).toEqual([]);
      expect(after.every((s) => typeof s.retryAt === 'number' && s.lastError)).toBe(true);
      // the frozen one was reached: its silence was a request's deadline, not the connect's
      if (kind === 'frozen') expect(obs.requests).toContain('GetVersion');
    } finally {
      await hub.stop();
    }
  },
);

test('OBS setup against an OBS that stops answering: obs/timeout within the deadline, and the next setup is not held by it', async () => {
  const obs = await frozenObs();
  peers.push(obs);
  const hub = await testHub({ obsTiming: frozenTiming });
  try {
    const put = await fetch(`${hub.url}/api/v1/obs`, {
      method: 'PUT',
      headers: { 'x-operator-token': hub.operatorToken },
      body: JSON.stringify({ url: obs.url }),
    });
    expect(put.status).toBe(200);
    const setup = async () => {
      const r = await fetch(`${hub.url}/api/v1/obs/setup`, {
        method: 'POST',
        headers: { 'x-operator-token': hub.operatorToken, 'content-length': '0' },
        signal: AbortSignal.timeout(WAIT_MS),
      });
      return { status: r.status, code: ((await r.json()) as { error?: { code: string } }).error?.code };
    };
    expect(await setup()).toEqual({ status: 504, code: 'obs/timeout' });
    expect(await setup()).toEqual({ status: 504, code: 'obs/timeout' });
    expect(obs.requests.filter((r) => r === 'GetSceneList')).toHaveLength(2);
    expect(existsSync(join(hub.dataDir, 'obs-setup.json'))).toBe(false); // nothing was made
  } finally {
    await hub.stop();
  }
});
