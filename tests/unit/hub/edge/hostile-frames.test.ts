import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameCommandSchema, ServerFrameSchema, type ServerFrame } from '../../../../src/protocol/index.ts';
import { MAX_FRAME_BYTES } from '../../../../src/server/index.ts';
import { operator, testHub, TestClient } from '../helpers.ts';

// Any web page can reach the hub: whatever a socket sends, the hub lives, answers every frame with
// a typed frame (or a documented close after a typed err), and a refused frame changes nothing.
let hub: Awaited<ReturnType<typeof testHub>>;
beforeAll(async () => {
  hub = await testHub({
    rateLimit: { perSecond: 1e6, burst: 1e6 },
    // every sync answered at once (not once a second), so each frame's answer comes before the barrier
    limits: { publicRate: { perSecond: 1e6, burst: 1e6 }, syncIntervalMs: 0 },
  });
});
afterAll(async () => {
  await hub.stop();
});

const COMMANDS = GameCommandSchema.options.map((o) => o.shape.type.value);
const DOCUMENTED_CLOSES = [4400, 4401, 4403, 1008, 1013];
const HOSTILE_KEYS = ['toString', 'valueOf', '__proto__', 'constructor', 'hasOwnProperty', 'toJSON'];

/** JSON text written by hand: JSON.stringify cannot produce an own `__proto__` key from a literal. */
const hostileObject = fc
  .uniqueArray(fc.constantFrom(...HOSTILE_KEYS), { minLength: 1 })
  .chain((keys) =>
    fc
      .tuple(...keys.map(() => fc.oneof(fc.integer(), fc.constant('{}'), fc.constant('{"t":"cmd"}'))))
      .map(
        (vals) =>
          `{${keys.map((k, i) => `"${k}":${typeof vals[i] === 'number' ? vals[i] : vals[i]}`).join(',')}}`,
      ),
  );
const deep = fc.integer({ min: 1, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n));
const hugeId = fc.oneof(
  fc.integer({ min: 65, max: 60_000 }).map((n) => JSON.stringify('i'.repeat(n))),
  fc.constantFrom('1e400', '-1e400', '9007199254740993', '0.5', 'null', '[]', '{}'),
);
const anyJson = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v));
const piece = fc.oneof(anyJson, hostileObject, deep, hugeId);
const frameType = fc.constantFrom('hello', 'cmd', 'sync', 'ping', 'clients', 'reload', ...HOSTILE_KEYS);
const commandType = fc.oneof(
  fc.constantFrom(...COMMANDS),
  hostileObject,
  anyJson.map((j) => j),
);

const shaped = fc
  .record({
    t: fc.oneof(
      frameType.map((t) => JSON.stringify(t)),
      piece,
    ),
    id: fc.oneof(fc.integer().map(String), hugeId, piece),
    c: fc.oneof(
      fc
        .record({ type: commandType, seat: fc.oneof(fc.integer({ min: -2, max: 12 }).map(String), piece) })
        .map(
          (r) =>
            `{"type":${r.type.startsWith('{') || r.type.startsWith('[') || r.type.startsWith('"') ? r.type : JSON.stringify(r.type)},"seat":${r.seat},"nickname":"x"}`,
        ),
      piece,
    ),
    rest: fc.constantFrom(
      '',
      ',"v":1,"kind":"overlay","table":"main","feed":"table"',
      ',"v":1,"kind":"operator","table":"main","feed":"judge"',
      ',"v":2,"kind":"overlay","table":"junk-x","feed":"table"',
      ',"v":1,"kind":"overlay","table":"Bad Id","feed":"spectator"',
      ',"target":"all"',
      ',"target":{"toString":1}',
    ),
  })
  .map((f) => `{"t":${f.t},"id":${f.id},"c":${f.c}${f.rest}}`);
const frame = fc.oneof(shaped, piece, fc.string({ maxLength: 50 }), fc.constantFrom('{"t":{"toString":1}}'));

let barrierId = 0;
/** Sends `text`, then a barrier command the hub refuses by its id; returns the frames in between. */
async function exchange(c: TestClient, text: string): Promise<ServerFrame[] | { closed: number }> {
  const from = c.frames.length;
  const id = `barrier-${++barrierId}`;
  c.send(text);
  if (c.ws.readyState === c.ws.OPEN) c.send({ t: 'cmd', id, c: { type: 'seat/nickname', seat: 'x' } });
  try {
    await c.nextOf((f) => f.t === 'err' && f.id === id, from);
  } catch (e) {
    if (c.closed) return { closed: c.closed.code };
    throw e;
  }
  return c.frames.slice(
    from,
    c.frames.findIndex((f, i) => i >= from && f.t === 'err' && f.id === id),
  );
}

async function socket(hello?: object): Promise<TestClient> {
  const c = new TestClient(hub.url);
  await c.opened();
  if (hello) {
    c.send(hello);
    await c.next('snap');
  }
  return c;
}

describe('hostile frames over real sockets', () => {
  it('the hub lives, answers every frame with a typed frame or a documented close, and refusals change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), frame), { minLength: 1, maxLength: 12 }),
        async (script) => {
          const op = await operator(hub);
          const sockets = [
            await socket(),
            await socket({
              t: 'hello',
              v: 1,
              kind: 'overlay',
              table: 'main',
              feed: 'spectator',
              key: hub.spectatorKey,
            }),
            op,
          ];
          try {
            for (const [who, text] of script) {
              const c = sockets[who]!;
              if (c.closed) continue;
              const seqBefore = op.view()?.s;
              const got = await exchange(c, text);
              if ('closed' in got) {
                // over the frame limit: ws closes with 1009 before anything is parsed
                if (Buffer.byteLength(text) > MAX_FRAME_BYTES) expect(got.closed).toBe(1009);
                else {
                  expect(DOCUMENTED_CLOSES).toContain(got.closed);
                  expect(c.frames.at(-1)?.t).toBe('err'); // the reason came first, as a typed err
                }
                continue;
              }
              // a typed answer: err/ack/pong/snap/clients...; only an operator's reload-all is answered by its effect
              const isReload = /^\{"t":"reload","id":[^]*"target":"all"\}$/.test(text) && who === 2;
              if (!isReload) expect(got.length).toBeGreaterThan(0);
              for (const f of got) expect(ServerFrameSchema.safeParse(f).success).toBe(true);
              // a refused frame changes nothing: the operator saw no update unless something was acked
              if (!got.some((f) => f.t === 'ack')) {
                await exchange(op, '{"t":"ping","c":1}');
                expect(op.view()?.s).toBe(seqBefore);
              }
            }
          } finally {
            for (const c of sockets) c.close();
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);

  it('the classic killers are answered: {"t":{"toString":1}} and a command type {"toString":1}', async () => {
    const c = await socket();
    expect(await exchange(c, '{"t":{"toString":1}}')).toMatchObject([
      { t: 'err', code: 'frame/unknown-type' },
    ]);
    const op = await operator(hub);
    const got = await exchange(op, '{"t":"cmd","id":1,"c":{"type":{"toString":1}}}');
    expect(got).toMatchObject([{ t: 'err', id: 1, code: 'command/unknown' }]);
    const big = await exchange(op, `{"t":"cmd","id":"${'x'.repeat(60_000)}","c":{"type":"nope"}}`);
    expect(big).toMatchObject([{ t: 'err', id: null, code: 'command/unknown' }]);
    expect(JSON.stringify(big).length).toBeLessThan(1000);
  });

  it('hostile JSON bodies to the HTTP command endpoint are answered with typed errors, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(frame, piece), async (body) => {
        const res = await fetch(`${hub.url}/api/v1/tables/x/commands`, {
          method: 'POST',
          headers: { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'application/json' },
          body,
        });
        const json = (await res.json()) as { ok?: true; error?: { code: unknown } };
        expect(res.status).not.toBe(500);
        if (!json.ok) expect(typeof json.error?.code).toBe('string');
      }),
      { numRuns: 150 },
    );
    expect((await fetch(`${hub.url}/api/v1/health`)).status).toBe(200);
  }, 60_000);
});
