import { readFileSync, writeFileSync } from 'node:fs';
import WebSocket from 'ws';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_PROTOCOL, type GameView, type Role } from '../../../../src/protocol/index.ts';
import { command, connect, dataDir, operator, removeDataDirs, testHub } from '../helpers.ts';
import { FaultyDisk } from '../disk-faults.ts';
import { DraftClient, draftApi, draftPage, keyOf, sessionOf } from '../draft-client.ts';

const ROLE_WORDS = /"(citizen|sheriff|mafia|don|doctor|maniac|lover|psychopath)"/;
type TestHub = Awaited<ReturnType<typeof testHub>>;
const hubs: TestHub[] = [];
afterEach(async () => {
  for (const h of hubs.splice(0)) await h.close();
  removeDataDirs();
});

async function hubWithGame(options: Parameters<typeof testHub>[0] = {}, table = 'main'): Promise<TestHub> {
  const hub = await testHub({ dataDir: dataDir(), spectatorKey: 'spectator-key', ...options });
  hubs.push(hub);
  const op = await operator(hub, { table });
  expect((await command(op, { type: 'game/new', gameId: 'g1' })).t).toBe('ack');
  expect((await command(op, { type: 'seat/nickname', seat: 4, nickname: 'Fox' })).t).toBe('ack');
  op.close();
  return hub;
}

async function judgeView(hub: TestHub, table = 'main'): Promise<GameView> {
  const res = await fetch(`${hub.url}/api/v1/tables/${table}/state?feed=judge`, {
    headers: { authorization: `Bearer ${hub.operatorToken}` },
  });
  return ((await res.json()) as { state: GameView }).state;
}

/** Each seat draws and confirms in turn on its own page. */
async function drawAll(pages: DraftClient[]): Promise<void> {
  for (const [i, page] of pages.entries()) {
    expect(await page.act('draw', i + 1)).toMatchObject({ t: 'ack' });
    expect(await page.act('close', i + 1)).toMatchObject({ t: 'ack' });
  }
}

describe('the role draft on the real hub', () => {
  it('ten seats draw in turn -> each page sees its own role only, the stream every card, the game the deal', async () => {
    const hub = await hubWithGame();
    const opened = await draftApi(hub, 'main', {});
    expect(opened.status).toBe(200);
    expect(opened.body.seats).toHaveLength(10);
    const venue = await connect(hub, { feed: 'table' });
    const stream = await connect(hub, { feed: 'spectator', key: 'spectator-key' });
    const pages = await Promise.all(
      opened.body.seats.map((s) => draftPage(hub, 'main', keyOf(s.url), s.seat)),
    );
    await drawAll(pages);
    const deck = (await draftApi(hub, 'main')).body;
    expect(deck.status).toBe('dealt');
    const roles = deck.cards.map((c) => c.role);
    // each page was sent its own role and nothing of any other seat's
    for (const [i, page] of pages.entries()) {
      const cards = page.frames.flatMap((f) => (f.t === 'draft' && f.view.card ? [f.view.card] : []));
      expect(cards.length).toBeGreaterThan(0);
      for (const c of cards) expect(c).toEqual({ seat: i + 1, role: roles[i], closed: false });
    }
    // the stream was told every card, in order; the venue's feed nothing of it
    await stream.nextOf((f) => f.t === 'draft-reveal' && f.seat === 10);
    const reveals = stream.frames.filter((f) => f.t === 'draft-reveal');
    expect(reveals.map((f) => (f.t === 'draft-reveal' ? [f.seat, f.role] : []))).toEqual(
      roles.map((r, i) => [i + 1, r]),
    );
    expect(reveals[3]).toMatchObject({ name: 'Fox' });
    await venue.nextOf((f) => f.t === 'up');
    expect(venue.raw.join('\n')).not.toMatch(/draft-reveal/);
    expect(venue.raw.join('\n')).not.toMatch(ROLE_WORDS);
    // the game has the deal: the seeded deal's command with the draft's seed
    const game = await judgeView(hub);
    expect(game.seats.map((s) => s.role)).toEqual(roles);
    const log = readFileSync(join(hub.dataDir, 'tables/main/current.jsonl'), 'utf8');
    expect(log.match(/"deal\/seeded"/g)).toHaveLength(1);
  });

  it('hostile pages: bad key, wrong seat, out of turn, twice, an open card, junk -> typed errors, nothing changes', async () => {
    const hub = await hubWithGame();
    // no draft open: a page is refused at once (it holds no place while it waits)
    const none = await draftPage(hub, 'main', 'whatever', 1);
    expect(none.frames[0]).toMatchObject({ t: 'err', code: 'draft/none' });
    const { body } = await draftApi(hub, 'main', {});
    const bad = await draftPage(hub, 'main', 'not-the-key', 2);
    expect(bad.frames[0]).toMatchObject({ t: 'err', code: 'draft/bad-key' });
    const stolen = await draftPage(hub, 'main', keyOf(body.seats[1]!.url), 3);
    expect(stolen.frames[0]).toMatchObject({ t: 'err', code: 'draft/wrong-seat' });
    const two = await draftPage(hub, 'main', keyOf(body.seats[1]!.url), 2);
    expect(await two.act('draw', 2)).toMatchObject({ code: 'draft/not-your-turn' });
    expect(await two.act('draw', 1)).toMatchObject({ code: 'draft/wrong-seat' });
    expect(await two.act('close', 2)).toMatchObject({ code: 'draft/not-drawn' });
    const one = await draftPage(hub, 'main', keyOf(body.seats[0]!.url), 1);
    expect(await one.act('draw', 1)).toMatchObject({ t: 'ack' });
    expect(await one.act('draw', 1)).toMatchObject({ code: 'draft/already-drawn' });
    const hand = await draftPage(hub, 'main', keyOf(body.passAndPlay.url), null);
    expect(await hand.act('draw', 2)).toMatchObject({ code: 'draft/card-open' });
    expect(await hand.act('draw', 11)).toMatchObject({ code: 'draft/no-seat' });
    one.send('{not json');
    await one.until((f) => f.t === 'err' && f.code === 'frame/malformed-json');
    one.send({ t: 'draw', id: 'x', seat: 'one' });
    await one.until((f) => f.t === 'err' && f.code === 'frame/invalid');
    one.send({ t: 'hello', v: DRAFT_PROTOCOL, kind: 'draft', table: 'main', key: 'any', seat: 1 });
    await one.until((f) => f.t === 'err' && f.code === 'hello/repeated');
    const old = await new DraftClient(hub.url).open();
    old.send({ t: 'hello', v: 99, kind: 'draft', table: 'main', key: 'any', seat: null });
    await old.until((f) => f.t === 'err' && f.code === 'draft/version');
    const early = await new DraftClient(hub.url).open();
    // before its hello a socket is no draft page yet: a draw is no frame of the hub's socket
    early.send({ t: 'draw', id: 1, seat: 1 });
    await early.until((f) => f.t === 'err' && f.code === 'frame/unknown-type');
    // nothing of the refusals changed the draft: seat 1 holds the only open card
    expect((await draftApi(hub, 'main')).body.cards.map((c) => c.state).slice(0, 3)).toEqual([
      'drawn',
      'waiting',
      'waiting',
    ]);
    // the HTTP side: no token, a started game
    const anon = await fetch(`${hub.url}/api/v1/tables/main/draft`, { method: 'POST' });
    expect(anon.status).toBe(401);
    expect((await draftApi(hub, 'nowhere', {})).body.error?.code).toBe('table/unknown');
    expect((await draftApi(hub, 'main', { action: 'shuffle' }, '/judge')).status).toBe(400);
  });

  it('a page reloaded mid-draft, then the hub restarted -> the same card, the same draft, dealt once', async () => {
    const dir = dataDir();
    let hub = await hubWithGame({ dataDir: dir });
    const { body } = await draftApi(hub, 'main', {});
    const seat1 = await draftPage(hub, 'main', keyOf(body.seats[0]!.url), 1);
    await seat1.act('draw', 1);
    const role1 = seat1.view?.card?.role;
    expect(role1).toBeTruthy();
    seat1.close(); // the page reloads (or the Wi-Fi drops): the card is still the hub's to show
    const again = await draftPage(hub, 'main', { session: sessionOf(seat1) }, 1);
    expect(again.view?.card).toEqual({ seat: 1, role: role1, closed: false });
    expect(await again.act('close', 1)).toMatchObject({ t: 'ack' });
    expect(again.view?.card).toBeNull();
    await hub.close();
    hubs.splice(hubs.indexOf(hub), 1);
    hub = await testHub({ dataDir: dir, spectatorKey: 'spectator-key' });
    hubs.push(hub);
    const after = (await draftApi(hub, 'main')).body;
    expect(after).toMatchObject({ draft: body.draft, turn: 2 });
    expect(after.cards[0]).toEqual({ seat: 1, state: 'closed', role: role1 });
    // seat 1's link was spent on its device; the others' still open their seat
    expect(after.seats[0]).toMatchObject({ url: null, device: 'away' });
    const pages = await Promise.all(
      after.seats.slice(1).map((s) => draftPage(hub, 'main', keyOf(s.url), s.seat)),
    );
    for (const [i, p] of pages.entries()) {
      expect(await p.act('draw', i + 2)).toMatchObject({ t: 'ack' });
      expect(await p.act('close', i + 2)).toMatchObject({ t: 'ack' });
    }
    const dealt = (await draftApi(hub, 'main')).body;
    expect(dealt.status).toBe('dealt');
    expect(dealt.cards[0]?.role).toBe(role1);
    expect((await judgeView(hub)).seats.map((s) => s.role)).toEqual(dealt.cards.map((c) => c.role));
  });

  it('the judge forces a pick and closes a card; a late page sees the draft move on', async () => {
    const hub = await hubWithGame();
    const { body } = await draftApi(hub, 'main', {});
    const seat1 = await draftPage(hub, 'main', keyOf(body.seats[0]!.url), 1);
    const forced = await draftApi(hub, 'main', { action: 'force' }, '/judge');
    expect(forced.body.cards[0]).toMatchObject({ state: 'drawn' });
    await seat1.until((f) => f.t === 'draft' && f.view.card?.seat === 1);
    const shut = await draftApi(hub, 'main', { action: 'close', seat: 1 }, '/judge');
    expect(shut.body).toMatchObject({ turn: 2 });
    // closed before seat 1 looked: shown again to seat 1 alone until he says he saw it
    await seat1.until((f) => f.t === 'draft' && f.view.turn === 2 && f.view.card?.closed === true);
    expect(await seat1.act('seen', 1)).toMatchObject({ t: 'ack' });
    expect(seat1.view?.card).toBeNull();
    expect((await draftApi(hub, 'main', { action: 'close', seat: 1 }, '/judge')).body.error?.code).toBe(
      'draft/not-drawn',
    );
    for (let seat = 2; seat <= 10; seat++) {
      expect((await draftApi(hub, 'main', { action: 'force' }, '/judge')).status).toBe(200);
      expect((await draftApi(hub, 'main', { action: 'close', seat }, '/judge')).status).toBe(200);
    }
    expect((await draftApi(hub, 'main')).body.status).toBe('dealt');
    expect((await draftApi(hub, 'main', { action: 'force' }, '/judge')).body.error?.code).toBe(
      'draft/closed',
    );
    // a second open of a dealt draft returns it; the game has its roles
    const roles = (await judgeView(hub)).seats.map((s) => s.role) as Role[];
    expect((await draftApi(hub, 'main', {})).body.cards.map((c) => c.role)).toEqual(roles);
  });

  it("the judge's force aimed at seat 2 after seat 2 drew on his own tablet -> refused, seat 3's card stays in the deck", async () => {
    const hub = await hubWithGame();
    const { body } = await draftApi(hub, 'main', {});
    const seat1 = await draftPage(hub, 'main', keyOf(body.seats[0]!.url), 1);
    const seat2 = await draftPage(hub, 'main', keyOf(body.seats[1]!.url), 2);
    expect(await seat1.act('draw', 1)).toMatchObject({ t: 'ack' });
    expect(await seat1.act('close', 1)).toMatchObject({ t: 'ack' });
    // the judge's screen says seat 2 is on turn; seat 2 draws and closes before his confirm lands
    expect(await seat2.act('draw', 2)).toMatchObject({ t: 'ack' });
    expect(await seat2.act('close', 2)).toMatchObject({ t: 'ack' });
    const late = await draftApi(hub, 'main', { action: 'force', seat: 2 }, '/judge');
    expect(late.status).toBe(409);
    expect(late.body.error?.code).toBe('draft/already-drawn');
    const meant = await draftApi(hub, 'main', { action: 'force', seat: 4 }, '/judge');
    expect(meant.body.error?.code).toBe('draft/not-your-turn');
    expect((await draftApi(hub, 'main')).body.cards[2]).toMatchObject({ state: 'waiting' });
    // aimed at the seat on turn, it draws
    expect((await draftApi(hub, 'main', { action: 'force', seat: 3 }, '/judge')).body.cards[2]).toMatchObject(
      {
        state: 'drawn',
      },
    );
  });

  it('a new game during the draft -> the draft is void and deals nothing', async () => {
    const hub = await hubWithGame();
    const { body } = await draftApi(hub, 'main', {});
    const seat1 = await draftPage(hub, 'main', keyOf(body.seats[0]!.url), 1);
    const op = await operator(hub);
    expect((await command(op, { type: 'game/new', gameId: 'g2', seats: 10 })).t).toBe('ack');
    expect(await seat1.act('draw', 1)).toMatchObject({ code: 'draft/game-changed' });
    expect((await draftApi(hub, 'main')).body.status).toBe('void');
    const fresh = await draftApi(hub, 'main', {});
    expect(fresh.body).toMatchObject({ status: 'open', gameId: 'g2' });
    expect(fresh.body.draft).not.toBe(body.draft);
    expect((await command(op, { type: 'game/start' })).t).toBe('err');
    op.close();
  });

  it('a draw the disk refuses -> store/write-failed, the card stays in the deck and is shown to nobody', async () => {
    const disk = new FaultyDisk();
    const hub = await hubWithGame({ disk });
    const { body } = await draftApi(hub, 'main', {});
    const stream = await connect(hub, { feed: 'spectator', key: 'spectator-key' });
    const seat1 = await draftPage(hub, 'main', keyOf(body.seats[0]!.url), 1);
    disk.arm({ op: 'fdatasyncSync', path: /draft\.json\.tmp$/, error: 'ENOSPC' });
    expect(await seat1.act('draw', 1)).toMatchObject({ code: 'store/write-failed' });
    expect(disk.fired).toBe(true);
    expect(seat1.raw.join('\n')).not.toMatch(ROLE_WORDS);
    expect((await draftApi(hub, 'main')).body.cards[0]).toMatchObject({ state: 'waiting', role: null });
    expect(await seat1.act('draw', 1)).toMatchObject({ t: 'ack' });
    await stream.nextOf((f) => f.t === 'draft-reveal');
    expect(stream.frames.filter((f) => f.t === 'draft-reveal')).toHaveLength(1);
  });

  it("a damaged draft.json -> named in the log, that table's draft refused, the game serves", async () => {
    const dir = dataDir();
    const first = await hubWithGame({ dataDir: dir });
    await draftApi(first, 'main', {});
    await first.close();
    hubs.splice(0);
    writeFileSync(join(dir, 'tables/main/draft.json'), '{"v":1,"table":"main"');
    const said: string[] = [];
    const hub = await testHub({ dataDir: dir, log: (l) => said.push(l) });
    hubs.push(hub);
    expect(said.join('\n')).toMatch(/DAMAGED FILE tables\/main\/draft\.json/);
    expect((await draftApi(hub, 'main', {})).body.error?.code).toBe('store/file-damaged');
    const page = await draftPage(hub, 'main', 'anything', 1);
    expect(page.frames[0]).toMatchObject({ t: 'err', code: 'store/file-damaged' });
    expect((await judgeView(hub)).gameId).toBe('g1');
  });
  it('a draft socket from a foreign web page or host name -> refused before any frame (Host and Origin)', async () => {
    const hub = await hubWithGame();
    const refusal = (headers: Record<string, string>) =>
      new Promise<number>((ok) => {
        const ws = new WebSocket(hub.url.replace(/^http/, 'ws') + '/ws', { headers });
        ws.on('unexpected-response', (_req, res) => ok(res.statusCode ?? 0));
        ws.on('open', () => ok(101));
        ws.on('error', () => {});
      });
    expect(await refusal({ origin: 'https://evil.example' })).toBe(403);
    expect(await refusal({ host: 'rebound.example' })).toBe(403);
    expect(await refusal({})).toBe(101);
  });
});
