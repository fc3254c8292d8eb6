import { expect, type Browser, type Page } from '@playwright/test';
import type { DraftStatusResponse } from '../../src/protocol/index.ts';
import { hub } from './hub.ts';

/** What the draft's browser tests share (draft.e2e.ts, draft-control.e2e.ts). */
export const ROLE_WORDS = /"(citizen|sheriff|mafia|don|doctor|maniac|lover|psychopath)"/;
export const TABLET = { viewport: { width: 800, height: 1280 }, hasTouch: true, isMobile: true };

/** Every text frame the page's sockets receive, from before it loads. */
export function record(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
  return frames;
}

/** The venue's full overlay (the table feed), its frames recorded. */
export async function venueOverlay(browser: Browser, table: string) {
  const page = await (await browser.newContext()).newPage();
  const frames = record(page);
  await page.goto(`${hub().url}/overlay/full/?table=${table}&lang=en`);
  await expect(page.getByTestId('seats')).toBeVisible();
  return { page, frames };
}

/** No frame of the venue's feed carries a role or a draft reveal. */
export function expectNothingSecret(frames: string[]): void {
  expect(frames.length).toBeGreaterThan(0);
  for (const f of frames) {
    expect(f).not.toMatch(/draft-reveal/);
    expect(f).not.toMatch(ROLE_WORDS);
  }
}

/** The player turns his card, reads it, and closes it once the page lets him (a second after its paint). */
export async function readAndClose(page: Page): Promise<void> {
  await page.getByTestId('card').tap();
  await expect(page.getByTestId('role')).toBeVisible();
  await expect(page.locator('[data-testid="card"][data-ready]')).toBeVisible();
  await page.getByTestId('card').tap();
  await expect(page.getByTestId('role')).toHaveCount(0);
}

/** A player draws on his seat page, turns the card, and closes it (the page is left with no role). */
export async function drawOnTablet(page: Page): Promise<void> {
  await page.bringToFront(); // the player picks up his tablet (a background tab gets no frames)
  await page.getByTestId('draw').tap();
  await readAndClose(page);
  await expect(page.getByTestId('closed').or(page.getByTestId('dealt'))).toBeVisible();
}

/** The operator's answer of the table's draft (every role: for the test's eyes only). */
export async function draftStatus(table: string): Promise<DraftStatusResponse> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/tables/${table}/draft`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as DraftStatusResponse;
}
