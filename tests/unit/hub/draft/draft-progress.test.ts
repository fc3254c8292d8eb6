import { afterEach, describe, expect, it } from 'vitest';
import type { DraftProgress, ServerFrame } from '../../../../src/protocol/index.ts';
import { command, connect, dataDir, operator, removeDataDirs, testHub, type TestClient } from '../helpers.ts';
import { draftApi, draftPage, keyOf } from '../draft-client.ts';
import { ROLE_WORDS } from '../../../e2e/draft-helpers.ts';

/**
 * Issue 36, "one live channel": the panel and the judge's tablet follow the draft on their own
 * socket (the judge feed's `draft-progress`), with no role; no other feed is sent it.
 */
type TestHub = Awaited<ReturnType<typeof testHub>>;
const hubs: TestHub[] = [];
afterEach(async () => {
  for (const h of hubs.splice(0)) await h.close();
  removeDataDirs();
});

/** Waits for the client's next draft progress that `ok` accepts. */
async function progressWhere(c: TestClient, ok: (p: DraftProgress | null) => boolean, from = 0) {
  const f = await c.next('draft-progress', (x) => ok(x.progress), from, 5000);
  return f.progress;
}

const isProgress = (f: ServerFrame) => f.t === 'draft-progress';

describe("the draft's progress on the hub's one socket", () => {
  it('the panel is told: no draft, opened, a phone online, a draw, a close, the deal; never a role; the table and spectator feeds get none of it', async () => {
    const hub = await testHub({ dataDir: dataDir(), spectatorKey: 'spectator-key' });
    hubs.push(hub);
    const panel = await operator(hub);
    expect(await progressWhere(panel, () => true)).toBeNull();
    const venue = await connect(hub, { feed: 'table' });
    const stream = await connect(hub, { feed: 'spectator', key: 'spectator-key' });
    expect((await command(panel, { type: 'game/new', gameId: 'g1' })).t).toBe('ack');
    const opened = (await draftApi(hub, 'main', {})).body;
    const open = await progressWhere(panel, (p) => p?.draft === opened.draft);
    expect(open).toMatchObject({ status: 'open', turn: 1, gameId: 'g1' });
    expect(open?.seats[0]).toEqual({ seat: 1, url: opened.seats[0]!.url, device: 'none', refused: 0 });

    const one = await draftPage(hub, 'main', keyOf(opened.seats[0]!.url), 1);
    await progressWhere(panel, (p) => p?.seats[0]?.device === 'online' && p.seats[0].url === null);
    expect(await one.act('draw', 1)).toMatchObject({ t: 'ack' });
    await progressWhere(panel, (p) => p?.cards[0]?.state === 'drawn');
    expect(await one.act('close', 1)).toMatchObject({ t: 'ack' });
    await progressWhere(panel, (p) => p?.cards[0]?.state === 'closed' && p.turn === 2);
    one.close();
    await progressWhere(panel, (p) => p?.seats[0]?.device === 'away');
    // the judge draws and closes the other nine: the last close deals
    for (let seat = 2; seat <= 10; seat++) {
      expect((await draftApi(hub, 'main', { action: 'force', seat }, '/judge')).status).toBe(200);
      expect((await draftApi(hub, 'main', { action: 'close', seat }, '/judge')).status).toBe(200);
    }
    await progressWhere(panel, (p) => p?.status === 'dealt');
    // a tablet that joins now is told the draft after its snapshot
    const tablet = await operator(hub, { kind: 'judge', page: 'judge' });
    expect(await progressWhere(tablet, () => true)).toMatchObject({ status: 'dealt', turn: null });

    // the judge feed's game view has the roles once dealt; the draft's own frames never do
    const told = [...panel.raw, ...tablet.raw].filter((f) => f.includes('"draft-progress"'));
    expect(told.length).toBeGreaterThan(20);
    for (const f of told) expect(f).not.toMatch(ROLE_WORDS);
    await venue.barrier();
    await stream.barrier();
    expect(venue.frames.filter(isProgress)).toEqual([]);
    expect(stream.frames.filter(isProgress)).toEqual([]);
    expect(stream.frames.filter((f) => f.t === 'draft-reveal')).toHaveLength(10);
  });
});
