import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { DraftStatusResponse, GameCommand } from '../../src/protocol/index.ts';
import { startHub, type Hub } from '../../src/server/index.ts';
import { readAndClose, ROLE_WORDS, TABLET } from './draft-helpers.ts';

/**
 * Issue 36: the role draft on a hostile venue Wi-Fi. Each test runs its own hub (it reads the draft's
 * key from the data directory, as a thief with the file would, and sets the draft's timings).
 */
const TABLE = 'venue';
let hub: Hub;
let dataDir: string;

test.beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mafia-e2e-draft-venue-'));
  hub = await startHub({
    port: 0,
    dataDir,
    distDir: resolve('dist'),
    draft: { cardUpMs: 4000 },
  });
});
test.afterEach(async () => {
  await hub.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function api(path: string, body?: unknown): Promise<Response> {
  return fetch(`${hub.url}/api/v1/tables/${TABLE}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function openDraft(): Promise<DraftStatusResponse> {
  const game: GameCommand = { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'venue-1' };
  expect((await api('/commands', game)).status).toBe(200);
  const res = await api('/draft', {});
  expect(res.status).toBe(200);
  return (await res.json()) as DraftStatusResponse;
}

const status = async () => (await (await api('/draft')).json()) as DraftStatusResponse;

/** The byte length of every text frame the page's sockets receive, and the frames. */
function listen(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
  return frames;
}
const bytes = (s: string) => Buffer.byteLength(s);

test('ten seat phones draw while a listener measures every frame and answer: one length whatever the role; the master key opens nothing; a second phone on a seat is refused and listed', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const draft = await openDraft();
  const master = (
    JSON.parse(readFileSync(join(dataDir, 'tables', TABLE, 'draft.json'), 'utf8')) as { key: string }
  ).key;
  const phones = await browser.newContext(TABLET);
  const seats: Array<{ page: Page; frames: string[] }> = [];
  for (const s of draft.seats) {
    const page = await phones.newPage();
    const frames = listen(page);
    await page.goto(`${s.url!}&lang=en`);
    await expect(page.getByTestId('draft')).toHaveAttribute('data-link', 'live');
    expect(page.url()).not.toContain('key=');
    seats.push({ page, frames });
  }
  // the draft's own key (from a copied draft.json): no page opens with it, none is sent a card
  const thief = await (await browser.newContext(TABLET)).newPage();
  const stolen = listen(thief);
  await thief.goto(`${hub.url}/draft/?table=${TABLE}&key=${master}&lang=en`);
  await expect(thief.getByTestId('refused')).toContainText('draft key is missing or wrong');
  // seat 4's link opened again on a second phone: refused there, and the judge's screen counts it
  const second = await (await browser.newContext(TABLET)).newPage();
  await second.goto(`${draft.seats[3]!.url!}&lang=en`);
  await expect(second.getByTestId('refused')).toContainText('already open on another device');
  const panel = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  // the panel follows the draft on its own socket: it reads nothing over HTTP, and is told no role
  const panelFrames = listen(panel);
  const panelReads: string[] = [];
  panel.on('request', (r) => {
    if (r.url().includes(`/api/v1/tables/${TABLE}/draft`)) panelReads.push(`${r.method()} ${r.url()}`);
  });
  await panel.goto(`${hub.url}/panel/?table=${TABLE}&token=${hub.operatorToken}&lang=en`);
  await panel.getByTestId('draft-link-4').click();
  await expect(panel.getByTestId('draft-link-4')).toHaveAttribute('data-device', 'online');
  await expect(panel.getByTestId('draft-refused')).toContainText('other devices refused: 1');
  await expect(panel.getByTestId('draft-links')).not.toContainText(master);

  const polls: number[] = [bytes(await (await api('/draft')).text())];
  for (const { page } of seats) {
    await page.bringToFront();
    await page.getByTestId('draw').tap();
    await readAndClose(page);
    polls.push(bytes(await (await api('/draft')).text()));
  }
  // every page has been told the deal: no frame is still on its way when the lengths are compared
  for (const { page } of seats) await expect(page.getByTestId('dealt')).toBeVisible();
  const roles = (await status()).cards.map((c) => c.role);
  // seats 1-9 (one digit each): the frame carrying each one's card has one length, whatever the role
  expect(new Set(roles.slice(0, 9)).size).toBeGreaterThan(1);
  const cardFrames = seats
    .slice(0, 9)
    .map(({ frames }, i) => frames.filter((f) => f.includes(`"card":{"seat":${i + 1},`)).map(bytes));
  for (const lengths of cardFrames) expect(lengths).toEqual(cardFrames[0]);
  // every page's views without a card: the same lengths seat by seat, view by view
  const blind = seats
    .slice(0, 9)
    .map(({ frames }) =>
      frames.filter((f) => f.includes('"t":"draft"') && !f.includes('"card":{')).map(bytes),
    );
  for (const lengths of blind) expect(lengths).toEqual(blind[0]);
  // an operator's `GET /draft` grows by the same bytes with every card closed, whatever its role
  // (seats 2-8: the seat on turn has one digit before and after)
  const steps = polls.slice(2, 9).map((n, i) => n - polls[i + 1]!);
  expect(new Set(steps), `${steps.join(' ')}`).toEqual(new Set([steps[0]]));
  expect(stolen.join('')).not.toMatch(/"role"/);
  // the panel was told every step on its socket, each told in one length (the seat on turn one
  // digit), and asked nothing
  await expect(panel.getByTestId('draft-dealt')).toBeVisible();
  const told = panelFrames.filter((f) => f.includes('"draft-progress"'));
  for (const f of told) expect(f).not.toMatch(ROLE_WORDS);
  const drawing = told.filter((f) => /"status":"open","turn":[1-9],/.test(f)).map(bytes);
  expect(drawing.length).toBeGreaterThanOrEqual(18);
  expect(new Set(drawing)).toEqual(new Set([drawing[0]]));
  expect(panelReads).toEqual([]);
  await phones.close();
});

test('a double tap leaves the card up a second; a card left up closes by itself; one the judge closed unseen comes back to its seat only', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const draft = await openDraft();
  const phones = await browser.newContext(TABLET);
  const [one, two, three] = await Promise.all(draft.seats.slice(0, 3).map(() => phones.newPage()));
  const threeFrames = listen(three!);
  for (const [i, page] of [one!, two!, three!].entries()) {
    await page.goto(`${draft.seats[i]!.url!}&lang=en`);
    await expect(page.getByTestId('draft')).toHaveAttribute('data-link', 'live');
  }
  // seat 1 double-taps the face-down card: it turns and stays up
  await one!.bringToFront();
  await one!.getByTestId('draw').tap();
  await one!.getByTestId('card').dblclick();
  await expect(one!.getByTestId('role')).toBeVisible();
  await expect(one!.locator('[data-testid="card"][data-ready]')).toBeVisible();
  await expect(one!.getByTestId('role')).toBeVisible();
  // left face up, it closes by itself after the hub's cardUpMs (4 s here)
  await expect(one!.getByTestId('closed')).toBeVisible({ timeout: 15_000 });
  await expect(one!.getByTestId('role')).toHaveCount(0);

  // seat 2 draws, the judge closes his card before he looks: his page shows it again, to him only
  await two!.bringToFront();
  await two!.getByTestId('draw').tap();
  await expect(two!.getByTestId('card')).toBeVisible();
  expect((await api('/draft/judge', { action: 'close', seat: 2 })).status).toBe(200);
  await expect(two!.getByTestId('again')).toBeVisible();
  await readAndClose(two!);
  await expect(two!.getByTestId('closed')).toBeVisible();
  const role2 = (await status()).cards[1]!.role!;
  expect(threeFrames.filter((f) => f.includes(`"card":{"seat":2`))).toEqual([]);
  expect(threeFrames.join('')).not.toContain(`"role":"${role2}"`);
  await phones.close();
});
