import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, testHub } from '../helpers.ts';

let hub: Awaited<ReturnType<typeof testHub>>;
beforeAll(async () => {
  hub = await testHub({ spectatorKey: 'spec-key' });
  // the table exists once its operator has written to it
  const made = await fetch(`${hub.url}/api/v1/tables/main/commands`, {
    method: 'POST',
    headers: { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'seat/nickname', seat: 1, nickname: 'Ведущий' }),
  });
  expect(made.status).toBe(200);
});
afterAll(() => hub.stop());

type Proof = 'nothing' | 'key' | 'wrong key' | 'token';
const proofs: Proof[] = ['nothing', 'key', 'wrong key', 'token'];
const feeds = ['table', 'spectator', 'judge'] as const;

/** The socket's answer to an overlay's hello: let in, or the refusal's code. */
async function bySocket(feed: string, proof: Proof): Promise<string> {
  const c = new TestClient(hub.url);
  await c.opened();
  const key = proof === 'key' ? 'spec-key' : proof === 'wrong key' ? 'guess' : undefined;
  const token = proof === 'token' ? hub.operatorToken : undefined;
  c.send({
    t: 'hello',
    v: 1,
    kind: 'overlay',
    table: 'main',
    feed,
    ...(key ? { key } : {}),
    ...(token ? { token } : {}),
  });
  const first = await c.nextOf((f) => f.t === 'snap' || f.t === 'err');
  c.close();
  return first.t === 'snap' ? 'let in' : String((first as { code?: string }).code);
}

/** The HTTP state route's answer to the same proof. */
async function byHttp(feed: string, proof: Proof): Promise<string> {
  const key = proof === 'key' ? '&key=spec-key' : proof === 'wrong key' ? '&key=guess' : '';
  const headers: Record<string, string> =
    proof === 'token' ? { authorization: `Bearer ${hub.operatorToken}` } : {};
  const res = await fetch(`${hub.url}/api/v1/tables/main/state?feed=${feed}${key}`, { headers });
  if (res.ok) return 'let in';
  return String(((await res.json()) as { error?: { code?: string } }).error?.code);
}

describe('who may read a feed is one rule, for the socket and for HTTP', () => {
  for (const feed of feeds)
    for (const proof of proofs)
      it(`${feed} feed with ${proof}: the socket and the state route agree`, async () => {
        const socket = await bySocket(feed, proof);
        expect(socket).toBe(await byHttp(feed, proof));
        // the table feed holds no secret; the others need their proof
        const needed = feed === 'table' || proof === 'token' || (feed === 'spectator' && proof === 'key');
        expect(socket === 'let in').toBe(needed);
      });
});
