import { afterEach, describe, expect, it } from 'vitest';
import type { RulesetId } from '../../../../src/protocol/index.ts';
import { command, connect, dataDir, operator, removeDataDirs, testHub, until } from '../helpers.ts';
import { draftApi, draftPage, keyOf } from '../draft-client.ts';

type TestHub = Awaited<ReturnType<typeof testHub>>;
const hubs: TestHub[] = [];
afterEach(async () => {
  for (const h of hubs.splice(0)) await h.close();
  removeDataDirs();
});

const DEALS = 8;

/**
 * One deal as a listener on the venue Wi-Fi records it: the length of every frame each seat's page
 * is sent, of the draft's progress on the panel's socket, of an operator's `GET /draft` after each
 * step, and of the stream's reveals.
 */
async function lengthsOfOneDeal(hub: TestHub, ruleset: RulesetId, gameId: string) {
  const op = await operator(hub);
  expect((await command(op, { type: 'game/new', ruleset, gameId })).t).toBe('ack');
  expect((await command(op, { type: 'seat/nickname', seat: 4, nickname: 'Fox' })).t).toBe('ack');
  const stream = await connect(hub, { feed: 'spectator', key: 'spectator-key' });
  const opened = await draftApi(hub, 'main', {});
  const polls: number[] = [];
  const poll = async () =>
    polls.push(
      (
        await (
          await fetch(`${hub.url}/api/v1/tables/main/draft`, {
            headers: { authorization: `Bearer ${hub.operatorToken}` },
          })
        ).arrayBuffer()
      ).byteLength,
    );
  const pages = await Promise.all(opened.body.seats.map((s) => draftPage(hub, 'main', keyOf(s.url), s.seat)));
  for (const [i, page] of pages.entries()) {
    expect(await page.act('draw', i + 1)).toMatchObject({ t: 'ack' });
    await poll();
    expect(await page.act('close', i + 1)).toMatchObject({ t: 'ack' });
    await poll();
  }
  await until(() => pages.every((p) => p.view?.status === 'dealt'));
  const draft = opened.body.draft;
  const progress = () =>
    op.raw.filter((f) => f.includes('"draft-progress"') && f.includes(`"draft":"${draft}"`));
  await until(() => progress().some((f) => f.includes('"status":"dealt"')));
  await until(() => stream.raw.filter((f) => f.includes('"draft-reveal"')).length === pages.length);
  const roles = (await draftApi(hub, 'main')).body.cards.map((c) => c.role);
  const bytes = (frames: string[]) => frames.map((f) => Buffer.byteLength(f));
  const lengths = {
    pages: pages.map((p) => bytes(p.raw)),
    polls,
    panel: bytes(progress()),
    reveals: bytes(stream.raw.filter((f) => f.includes('"draft-reveal"'))),
  };
  expect(lengths.panel.length).toBeGreaterThan(pages.length * 2);
  for (const p of pages) p.close();
  stream.close();
  op.close();
  return { roles, lengths };
}

describe('the draft as a listener on the Wi-Fi measures it', () => {
  for (const ruleset of ['mafclub-2023', 'club-mafia'] as const)
    it(`${DEALS} ${ruleset} deals -> every page frame, panel frame, answer and reveal has the same length whatever the roles`, async () => {
      const hub = await testHub({ dataDir: dataDir(), spectatorKey: 'spectator-key' });
      hubs.push(hub);
      const deals: Array<Awaited<ReturnType<typeof lengthsOfOneDeal>>> = [];
      for (let n = 0; n < DEALS; n++) deals.push(await lengthsOfOneDeal(hub, ruleset, `game-${n}`));
      // the deals differ: seat by seat, the roles were not always the same
      const rolesBySeat = deals[0]!.roles.map((_, i) => new Set(deals.map((d) => d.roles[i])));
      expect(rolesBySeat.filter((s) => s.size > 1).length).toBeGreaterThan(5);
      expect(new Set(deals.flatMap((d) => d.roles)).size).toBeGreaterThanOrEqual(4);
      for (const d of deals.slice(1)) expect(d.lengths).toEqual(deals[0]!.lengths);
    }, 60_000);
});
