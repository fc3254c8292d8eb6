import { afterEach, describe, expect, it } from 'vitest';
import type { GameView } from '../../../src/protocol/index.ts';
import { command, dataDir, operator, removeDataDirs, testHub, until } from './helpers.ts';
import { draftApi, draftPage, keyOf } from './draft-client.ts';

/** The role draft on a hostile venue Wi-Fi (issue 36). */
type TestHub = Awaited<ReturnType<typeof testHub>>;
const hubs: TestHub[] = [];
afterEach(async () => {
  for (const h of hubs.splice(0)) await h.close();
  removeDataDirs();
});

async function hubWithDraft(): Promise<TestHub> {
  const hub = await testHub({ dataDir: dataDir() });
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
    expect(refused.t === 'err' && refused.message.ru.length > 0 && refused.message.en.length > 0).toBe(true);
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
});
