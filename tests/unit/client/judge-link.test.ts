import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $connection, $view, connect, type Connection } from '../../../src/client/connection.ts';
import type { GameCommand } from '../../../src/protocol/index.ts';
import { tableLog, testHub, until } from '../hub/helpers.ts';
import { Line } from './line.ts';

/**
 * Issue 35: the judge's tablet on a flaky venue Wi-Fi, its connection against the real hub through
 * a proxy that plays the network (line.ts). Periods are short here; the test runs several of each.
 */
type Hub = Awaited<ReturnType<typeof testHub>>;
let hub: Hub;
let line: Line;
let judge: Connection;
let n = 0;
let tableId = '';
const BEAT = { everyMs: 100, deadMs: 400 };

const logged = () => tableLog<{ k?: string; command: GameCommand }>(hub.dataDir, tableId);
const post = (c: GameCommand) =>
  fetch(`${hub.url}/api/v1/tables/${tableId}/commands`, {
    method: 'POST',
    headers: { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(c),
  });

beforeEach(async () => {
  hub = await testHub();
  line = new Line(hub.port);
  const port = await line.listen();
  tableId = `judge-link-${++n}`;
  expect((await post({ type: 'game/new', ruleset: 'mafclub-2023' })).status).toBe(200);
  judge = connect({
    kind: 'judge',
    table: tableId,
    feed: 'judge',
    token: hub.operatorToken,
    page: 'judge',
    url: `ws://127.0.0.1:${port}/ws`,
    heartbeat: BEAT,
    gameBound: true,
    outbox: { answerMs: 300, resend: true, ageMs: 60_000 },
  });
  await until(() => $connection.get().status === 'live');
});
afterEach(async () => {
  judge.close();
  await line.close();
  await hub.stop();
});

const fouls = () => logged().filter((l) => l.command.type === 'foul/add');

describe("the judge's link", () => {
  it('a silent drop (socket open, nothing through) is called offline within deadMs and a few beats; the tap queued lands once after', async () => {
    line.silent = true;
    const cutAt = Date.now();
    await until(() => $connection.get().status !== 'live', 3000);
    expect(Date.now() - cutAt).toBeLessThan(BEAT.deadMs + 3 * BEAT.everyMs + 500);
    const tap = judge.send({ type: 'foul/add', seat: 4 });
    line.silent = false;
    expect(await tap).toMatchObject({ ok: true });
    expect(fouls()).toHaveLength(1);
    expect($connection.get().status).toBe('live');
  });

  it('answers lost on a live socket: the tap is sent again with its key and gets the original answer, applied once', async () => {
    line.eatAcks = true;
    const tap = judge.send({ type: 'foul/add', seat: 2 });
    await until(() => fouls().length === 1);
    await new Promise((r) => setTimeout(r, 700)); // two resend periods with no answer
    line.eatAcks = false;
    expect(await tap).toMatchObject({ ok: true, seq: 2, dup: true });
    expect(fouls()).toHaveLength(1);
    // the next tap is a new one; the screen catches up (the lost frames are a gap it syncs over)
    expect(await judge.send({ type: 'foul/add', seat: 2 })).toMatchObject({ ok: true, seq: 3 });
    await until(() => $view.get()?.seats[1]?.fouls === 2);
  });

  it('a tap queued in game A while offline is set aside when the table is in game B by the time it is back', async () => {
    line.refuse = true;
    line.cutAll();
    await until(() => $connection.get().status === 'offline');
    const gameA = $view.get()?.gameId;
    const tap = judge.send({ type: 'foul/add', seat: 5 });
    expect((await post({ type: 'game/new', ruleset: 'mafclub-2023' })).status).toBe(200); // the panel
    line.refuse = false;
    expect(await tap).toMatchObject({ ok: false, error: { code: 'client/other-game' } });
    expect($view.get()?.gameId).not.toBe(gameA);
    expect(fouls()).toHaveLength(0);
    // a tap in game B goes to B
    expect(await judge.send({ type: 'foul/add', seat: 5 })).toMatchObject({ ok: true });
  });

  it('presses after a game/new still waiting are for the game it makes', async () => {
    line.refuse = true;
    line.cutAll();
    await until(() => $connection.get().status === 'offline');
    const taps = [
      judge.send({ type: 'game/new', ruleset: 'mafclub-2023' }),
      judge.send({ type: 'seat/nickname', seat: 1, nickname: 'Ann' }),
    ];
    line.refuse = false;
    expect(await Promise.all(taps)).toMatchObject([{ ok: true }, { ok: true }]);
    await until(() => $view.get()?.seats[0]?.nickname === 'Ann');
  });
});
