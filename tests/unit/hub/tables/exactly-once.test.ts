import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameCommand, ServerFrame } from '../../../../src/protocol/index.ts';
import { startHub } from '../../../../src/server/index.ts';
import { command, operator, testHub, type TestClient } from '../helpers.ts';
import { STARTED_GAME as started } from '../started-game.ts';

type Hub = Awaited<ReturnType<typeof testHub>>;
const hubs: Hub[] = [];
afterEach(async () => {
  for (const h of hubs.splice(0)) await h.stop();
});
async function hub(): Promise<Hub> {
  const h = await testHub();
  hubs.push(h);
  return h;
}

let nextId = 1000;
/** A `cmd` frame with extra fields (k, s); resolves with its ack or error. */
async function cmd(c: TestClient, fields: { c: unknown; k?: string; s?: number }) {
  const id = nextId++;
  const from = c.frames.length;
  c.send({ t: 'cmd', id, ...fields });
  return c.nextOf((f) => (f.t === 'ack' || f.t === 'err') && f.id === id, from) as Promise<
    Extract<ServerFrame, { t: 'ack' | 'err' }>
  >;
}

const logLines = (h: Hub) =>
  readFileSync(join(h.dataDir, 'tables', 'main', 'current.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { n: number; k?: string; command: GameCommand });

describe('idempotency keys: a resend gets the original ack, never a second application', () => {
  it('the same key over a new connection: same s, dup, one log line with the key', async () => {
    const h = await hub();
    const a = await operator(h);
    const first = await cmd(a, { c: { type: 'foul/add', seat: 4 }, k: 'deck-1' });
    expect(first).toMatchObject({ t: 'ack', s: 1 });
    expect(first).not.toHaveProperty('dup');
    a.close();
    const b = await operator(h);
    const again = await cmd(b, { c: { type: 'foul/add', seat: 4 }, k: 'deck-1' });
    expect(again).toMatchObject({ t: 'ack', s: 1, dup: true });
    expect(b.view()?.view.seats[3]?.fouls).toBe(1);
    // another key is another command
    expect(await cmd(b, { c: { type: 'foul/add', seat: 4 }, k: 'deck-2' })).toMatchObject({ t: 'ack', s: 2 });
    expect(logLines(h).map((l) => l.k)).toEqual(['deck-1', 'deck-2']);
  });

  it('after a hub restart the key is still known (rebuilt from the log)', async () => {
    const h = await hub();
    const a = await operator(h);
    await command(a, { type: 'seat/nickname', seat: 1, nickname: 'before' });
    expect(await cmd(a, { c: { type: 'foul/add', seat: 2 }, k: 'k-restart' })).toMatchObject({ s: 2 });
    await h.close();
    const again = await startHub({ port: 0, dataDir: h.dataDir, distDir: join(h.dataDir, 'no-dist') });
    hubs.push({ ...again, dataDir: h.dataDir, stop: () => again.close() });
    const b = await operator(again);
    expect(await cmd(b, { c: { type: 'foul/add', seat: 2 }, k: 'k-restart' })).toMatchObject({
      t: 'ack',
      s: 2,
      dup: true,
    });
    expect(b.view()).toMatchObject({ s: 2 });
    expect(b.view()?.view.seats[1]?.fouls).toBe(1);
  });

  it('a resent game/new is not a second new game, even after a restart', async () => {
    const h = await hub();
    const a = await operator(h);
    await command(a, { type: 'seat/nickname', seat: 1, nickname: 'old game' });
    const newGame = { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'g-2' };
    expect(await cmd(a, { c: newGame, k: 'new-2' })).toMatchObject({ t: 'ack', s: 2 });
    expect(await cmd(a, { c: newGame, k: 'new-2' })).toMatchObject({ t: 'ack', s: 2, dup: true });
    await h.close();
    const again = await startHub({ port: 0, dataDir: h.dataDir, distDir: join(h.dataDir, 'no-dist') });
    hubs.push({ ...again, dataDir: h.dataDir, stop: () => again.close() });
    const b = await operator(again);
    expect(await cmd(b, { c: newGame, k: 'new-2' })).toMatchObject({ t: 'ack', s: 2, dup: true });
    expect(logLines(h).map((l) => [l.n, l.k])).toEqual([[2, 'new-2']]);
  });

  it('a refused command is not stored: its resend is decided again', async () => {
    const h = await hub();
    const a = await operator(h);
    const refused = await cmd(a, { c: { type: 'undo' }, k: 'undo-1' });
    expect(refused).toMatchObject({ t: 'err', code: 'log/nothing-to-undo' });
    await command(a, { type: 'foul/add', seat: 5 });
    expect(await cmd(a, { c: { type: 'undo' }, k: 'undo-1' })).toMatchObject({ t: 'ack', s: 2 });
    expect(a.view()?.view.seats[4]?.fouls).toBe(0);
  });

  it('a key is 1-64 characters', async () => {
    const h = await hub();
    const a = await operator(h);
    for (const k of ['', 'x'.repeat(65)])
      expect(await cmd(a, { c: { type: 'foul/add', seat: 1 }, k })).toMatchObject({
        t: 'err',
        code: 'command/invalid',
      });
    expect(await cmd(a, { c: { type: 'foul/add', seat: 1 }, k: 'x'.repeat(64) })).toMatchObject({ t: 'ack' });
  });
});

describe('precondition s: the table must still be where the sender saw it', () => {
  it('two controllers press "next step" on the same s at once: one ack, one command/stale', async () => {
    const h = await hub();
    const a = await operator(h);
    const b = await operator(h, { page: 'deck' });
    for (const c of started) expect(await command(a, c)).toMatchObject({ t: 'ack' });
    const s = a.view()!.s;
    const step = b.view()!.view.next?.[0];
    expect(step?.command).toBeTruthy();
    const [ra, rb] = await Promise.all([
      cmd(a, { c: { type: 'step/next' }, s }),
      cmd(b, { c: { type: 'step/next' }, s }),
    ]);
    const results = [ra, rb].map((r) => r.t).sort();
    expect(results).toEqual(['ack', 'err']);
    const err = [ra, rb].find((r) => r.t === 'err');
    expect(err).toMatchObject({ code: 'command/stale', s: s + 1, message: { key: 'hub.command/stale' } });
    expect(logLines(h)).toHaveLength(started.length + 1);
  });

  it('the same s still current is accepted; a precondition with a key is re-decided after stale', async () => {
    const h = await hub();
    const a = await operator(h);
    await command(a, { type: 'foul/add', seat: 1 });
    const stale = await cmd(a, { c: { type: 'foul/add', seat: 2 }, s: 0, k: 'p-1' });
    expect(stale).toMatchObject({ t: 'err', code: 'command/stale', s: 1 });
    expect(await cmd(a, { c: { type: 'foul/add', seat: 2 }, s: 1, k: 'p-1' })).toMatchObject({
      t: 'ack',
      s: 2,
    });
    // a resend of the accepted one is its ack, although the table has moved on since
    expect(await cmd(a, { c: { type: 'foul/add', seat: 2 }, s: 1, k: 'p-1' })).toMatchObject({
      t: 'ack',
      s: 2,
      dup: true,
    });
  });
});

describe('HTTP: Idempotency-Key header or body key, body s', () => {
  const post = (h: Hub, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${h.url}/api/v1/tables/main/commands`, {
      method: 'POST',
      headers: { authorization: `Bearer ${h.operatorToken}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('a resent POST with the same key gets the original {s, n} and changes nothing', async () => {
    const h = await hub();
    const foul = { type: 'foul/add', seat: 3 };
    const first = await post(h, foul, { 'idempotency-key': 'sd-1' });
    expect(await first.json()).toEqual({ ok: true, s: 1, n: 1 });
    const again = await post(h, foul, { 'idempotency-key': 'sd-1' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, s: 1, n: 1, dup: true });
    const body = await post(h, { command: foul, key: 'sd-1' });
    expect(await body.json()).toEqual({ ok: true, s: 1, n: 1, dup: true });
    expect(logLines(h)).toHaveLength(1);
    const bad = await post(h, { command: foul, key: 'other' }, { 'idempotency-key': 'sd-1' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'command/invalid' } });
  });

  it('a stale s is 409 command/stale with the current s', async () => {
    const h = await hub();
    expect((await post(h, { command: { type: 'foul/add', seat: 1 }, s: 0 })).status).toBe(200);
    const stale = await post(h, { command: { type: 'foul/add', seat: 1 }, s: 0 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: { code: 'command/stale' }, s: 1 });
    expect(logLines(h)).toHaveLength(1);
  });
});
