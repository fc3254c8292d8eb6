import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameView } from '../../../../src/protocol/index.ts';
import { command, connect, dataDir, operator, removeDataDirs, testHub, until } from '../helpers.ts';
import { DraftClient, draftApi, draftPage, keyOf, sessionOf } from '../draft-client.ts';
import { FaultyDisk } from '../disk-faults.ts';
import { en, ru } from '../../../said.ts';

/** The role draft on a hostile venue Wi-Fi (issue 36). */
type TestHub = Awaited<ReturnType<typeof testHub>>;
const hubs: TestHub[] = [];
afterEach(async () => {
  for (const h of hubs.splice(0)) await h.close();
  removeDataDirs();
});

async function hubWithDraft(options: Parameters<typeof testHub>[0] = {}): Promise<TestHub> {
  const hub = await testHub({ dataDir: dataDir(), ...options });
  hubs.push(hub);
  const op = await operator(hub);
  expect((await command(op, { type: 'game/new', gameId: 'g1' })).t).toBe('ack');
  op.close();
  expect((await draftApi(hub, 'main', {})).status).toBe(200);
  return hub;
}

async function judgeView(hub: TestHub): Promise<GameView> {
  const res = await fetch(`${hub.url}/api/v1/tables/main/state?feed=judge`, {
    headers: { authorization: `Bearer ${hub.operatorToken}` },
  });
  return ((await res.json()) as { state: GameView }).state;
}

describe('the role draft on a hostile venue Wi-Fi', () => {
  it('a random deal while the draft is open -> draft/open, nothing dealt; with cancelDraft -> dealt, the draft void', async () => {
    const hub = await hubWithDraft();
    const seats = (await draftApi(hub, 'main')).body.seats;
    const page = await draftPage(hub, 'main', keyOf(seats[0]!.url), 1);
    expect(await page.act('draw', 1)).toMatchObject({ t: 'ack' });
    const op = await operator(hub);
    const refused = await command(op, { type: 'deal/seeded', seed: 'random-1' });
    expect(refused).toMatchObject({ t: 'err', code: 'draft/open' });
    expect(refused.t === 'err' && !!ru(refused.message) && !!en(refused.message)).toBe(true);
    expect((await judgeView(hub)).seats.every((s) => !s.role)).toBe(true);
    expect((await draftApi(hub, 'main')).body.status).toBe('open');

    expect(await command(op, { type: 'deal/seeded', seed: 'random-1', cancelDraft: true })).toMatchObject({
      t: 'ack',
    });
    expect((await judgeView(hub)).seats.every((s) => Boolean(s.role))).toBe(true);
    expect((await draftApi(hub, 'main')).body.status).toBe('void');
    await until(() => page.view?.status === 'void');
    expect(await page.act('close', 1)).toMatchObject({ t: 'err', code: 'draft/closed' });
    // with no draft open a deal is a deal as before
    expect(await command(op, { type: 'deal/seeded', seed: 'random-2' })).toMatchObject({ t: 'ack' });
    op.close();
  });

  it("the draft's own key opens no page; a seat's link opens its seat once: a second device is refused and listed, the judge hands the seat on", async () => {
    const hub = await hubWithDraft();
    const master = (
      JSON.parse(readFileSync(join(hub.dataDir, 'tables/main/draft.json'), 'utf8')) as { key: string }
    ).key;
    const status = (await draftApi(hub, 'main')).body;
    expect(JSON.stringify(status)).not.toContain(master);
    for (const seat of [null, 1, 4])
      expect((await draftPage(hub, 'main', master, seat)).frames[0]).toMatchObject({ code: 'draft/bad-key' });

    const four = keyOf(status.seats[3]!.url);
    const phone = await draftPage(hub, 'main', four, 4);
    const session = sessionOf(phone);
    expect(phone.view?.you).toBe(4);
    // the same link on a second phone (or from the browser's history): refused, and the judge sees it
    const second = await draftPage(hub, 'main', four, 4);
    expect(second.frames[0]).toMatchObject({ t: 'err', code: 'draft/seat-taken' });
    await until(() => second.closed?.code === 4403);
    const listed = (await draftApi(hub, 'main')).body.seats[3]!;
    expect(listed).toEqual({ seat: 4, url: null, device: 'online', refused: 1 });
    // the first phone reconnects with its session, not the key
    phone.close();
    const back = await draftPage(hub, 'main', { session }, 4);
    expect(back.view?.you).toBe(4);
    expect(await draftPage(hub, 'main', { session: 'guessed' }, 4)).toMatchObject({
      frames: [expect.objectContaining({ code: 'draft/bad-key' })],
    });
    // the judge hands seat 4 to a new device: a new link; the old phone is refused
    const handed = (await draftApi(hub, 'main', { action: 'hand', seat: 4 }, '/judge')).body.seats[3]!;
    expect(handed).toMatchObject({ device: 'none', refused: 0 });
    await back.until((f) => f.t === 'err' && f.code === 'draft/handed');
    expect(keyOf(handed.url)).not.toBe(four);
    expect((await draftPage(hub, 'main', four, 4)).frames[0]).toMatchObject({ code: 'draft/bad-key' });
    expect((await draftPage(hub, 'main', { session }, 4)).frames[0]).toMatchObject({ code: 'draft/bad-key' });
    const tablet = await draftPage(hub, 'main', keyOf(handed.url), 4);
    expect(tablet.view?.you).toBe(4);
  });

  it('the pass-and-play page sees only the cards it drew, and nobody closes a card he did not open', async () => {
    const hub = await hubWithDraft();
    const status = (await draftApi(hub, 'main')).body;
    const hand = await draftPage(hub, 'main', keyOf(status.passAndPlay.url), null);
    const one = await draftPage(hub, 'main', keyOf(status.seats[0]!.url), 1);
    expect(await one.act('draw', 1)).toMatchObject({ t: 'ack' });
    await until(() => hand.view?.cards[0] === 'drawn');
    expect(hand.view?.card).toBeNull();
    expect(await hand.act('close', 1)).toMatchObject({ code: 'draft/not-yours' });
    expect(hand.raw.join('')).not.toMatch(/"role"/);
    expect(await one.act('close', 1)).toMatchObject({ t: 'ack' });
    // seat 2 draws on the pass-and-play tablet: its card is the tablet's, seat 2's page sees it too
    const two = await draftPage(hub, 'main', keyOf(status.seats[1]!.url), 2);
    expect(await hand.act('draw', 2)).toMatchObject({ t: 'ack' });
    expect(hand.view?.card).toMatchObject({ seat: 2 });
    expect(await one.act('close', 2)).toMatchObject({ code: 'draft/wrong-seat' });
    expect(await hand.act('close', 2)).toMatchObject({ t: 'ack' });
    await until(() => two.view?.turn === 3);
    expect(one.raw.join('')).not.toContain(`"seat":2,"role"`);
  });

  it('keyless pages hold no place and a silent socket is closed at its hello deadline', async () => {
    const hub = await hubWithDraft({ limits: { helloMs: 300 } });
    const status = (await draftApi(hub, 'main')).body;
    const junk = await Promise.all(
      Array.from({ length: 600 }, (_, i) => draftPage(hub, 'main', `junk-${i}`, (i % 10) + 1)),
    );
    expect(junk.every((p) => p.frames[0]?.t === 'err')).toBe(true);
    const player = await draftPage(hub, 'main', keyOf(status.seats[0]!.url), 1);
    expect(player.view?.you).toBe(1);
    const silent = await new DraftClient(hub.url).open();
    await until(() => silent.closed !== null);
    expect(silent.closed?.code).toBe(4400);
    expect(silent.frames[0]).toMatchObject({ code: 'hello/required' });
    // the player's page said hello in time and stays
    expect(player.closed).toBeNull();
  });

  it("a draft page from an address at its public sockets' cap -> client/limit, closed 1013 (the page retries), its key not spent", async () => {
    const hub = await hubWithDraft({ limits: { publicPerAddress: 2 } });
    const url = (await draftApi(hub, 'main')).body.seats[0]!.url;
    const overlays = [await connect(hub), await connect(hub)];
    const page = await draftPage(hub, 'main', keyOf(url), 1);
    expect(page.frames[0]).toMatchObject({ t: 'err', code: 'client/limit' });
    await until(() => page.closed?.code === 1013);
    expect((await draftApi(hub, 'main')).body.seats[0]).toMatchObject({ url, device: 'none' });
    // an overlay leaves: the page's retry gets in (the hub may count the leaving socket a moment longer)
    overlays[0]!.close();
    let again = await draftPage(hub, 'main', keyOf(url), 1);
    while (again.frames[0]?.t === 'err' && again.frames[0].code === 'client/limit')
      again = await draftPage(hub, 'main', keyOf(url), 1);
    expect(again.view?.you).toBe(1);
  });

  it("a page flooding the hub past a public socket's rate -> rate/limited and closed (1008); the draft unchanged", async () => {
    const hub = await hubWithDraft({ limits: { publicRate: { perSecond: 5, burst: 10 } } });
    const status = (await draftApi(hub, 'main')).body;
    const page = await draftPage(hub, 'main', keyOf(status.seats[0]!.url), 1);
    for (let i = 0; i < 40; i++) page.send({ t: 'close', id: i, seat: 1 });
    await until(() => page.closed !== null);
    expect(page.closed?.code).toBe(1008);
    expect(page.frames).toContainEqual(expect.objectContaining({ t: 'err', code: 'rate/limited' }));
    expect((await draftApi(hub, 'main')).body.cards[0]!.state).toBe('waiting');
  });

  it('a key spent or a seat handed on while the disk refuses -> store/write-failed, nothing spent; a session outlives a restart', async () => {
    const disk = new FaultyDisk();
    const dir = dataDir();
    let hub = await hubWithDraft({ disk, dataDir: dir });
    const url = (await draftApi(hub, 'main')).body.seats[0]!.url;
    disk.arm({ op: 'fdatasyncSync', path: /draft\.json\.tmp$/, error: 'ENOSPC' });
    const refused = await draftPage(hub, 'main', keyOf(url), 1);
    expect(refused.frames[0]).toMatchObject({ t: 'err', code: 'store/write-failed' });
    await until(() => refused.closed?.code === 1013); // the page tries again later
    expect(disk.fired).toBe(true);
    expect((await draftApi(hub, 'main')).body.seats[0]).toMatchObject({ url, device: 'none' });
    const page = await draftPage(hub, 'main', keyOf(url), 1);
    const session = sessionOf(page);
    disk.arm({ op: 'fdatasyncSync', path: /draft\.json\.tmp$/, error: 'ENOSPC' });
    const hand = await draftApi(hub, 'main', { action: 'hand', seat: 1 }, '/judge');
    expect(hand.body.error?.code).toBe('store/write-failed');
    expect(page.closed).toBeNull();
    await hub.close();
    hubs.splice(hubs.indexOf(hub), 1);
    hub = await testHub({ dataDir: dir });
    hubs.push(hub);
    const back = await draftPage(hub, 'main', { session }, 1);
    expect(back.view?.you).toBe(1);
    expect((await draftPage(hub, 'main', keyOf(url), 1)).frames[0]).toMatchObject({
      code: 'draft/seat-taken',
    });
  });
});
