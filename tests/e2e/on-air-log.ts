import { expect, type Page } from '@playwright/test';
import { hub } from './hub.ts';

/**
 * What a viewer saw, in order: each time the centre card or the vote card's result line comes on
 * screen (or changes), its visible text is written down, and the end's tables as they come. Installed before the page loads, so a
 * fresh page's every moment is in the log.
 */
export async function logOnAir(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: string[] = [];
    const crossed = new Set<string>();
    Object.assign(window, { onAir: log, crossed });
    /** What the centre card covers: any other block on screen whose box it crosses. */
    const covers = (card: HTMLElement) => {
      const c = card.getBoundingClientRect();
      const sel = '.info-panel, section.timer, section.speaker, .scores > section, .top > span, .plate';
      for (const el of document.querySelectorAll<HTMLElement>(sel)) {
        if (card.contains(el) || el.getClientRects().length === 0) continue;
        const r = el.getBoundingClientRect();
        const w = Math.min(c.right, r.right) - Math.max(c.left, r.left);
        const h = Math.min(c.bottom, r.bottom) - Math.max(c.top, r.top);
        if (w > 1 && h > 1)
          crossed.add(`${card.dataset.kind} × ${el.className.split(' ').slice(0, 2).join('.')}`);
      }
    };
    const last: Record<string, string> = {};
    const look = () => {
      for (const [what, sel] of [
        ['card', '[data-testid="moment"]'],
        ['vote', '[data-testid="vote-outcome"]'],
      ] as const) {
        const el = document.querySelector<HTMLElement>(sel);
        const text = el ? el.innerText.replace(/\s+/g, ' ').trim() : '';
        if (text !== (last[what] ?? '') && text) log.push(`${what}: ${text}`);
        last[what] = text;
        if (el && what === 'card') covers(el);
      }
      // the end's tables as they come on screen (one at a time, issue 38.10)
      for (const id of ['result', 'standings']) {
        const on = !!document.querySelector(`[data-testid="${id}"]`);
        if (on && last[id] !== 'on') log.push(`table: ${id}`);
        last[id] = on ? 'on' : '';
      }
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The blocks a centre card has covered so far ("leave × info-panel.night"). */
export const crossed = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...(window as unknown as { crossed: Set<string> }).crossed]);

/** The log so far. */
export const onAir = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { onAir: string[] }).onAir);

/** A fresh `full` page of one feed, its on-air log running from before its first frame. */
export async function openOnAir(
  page: Page,
  table: string,
  feed: 'table' | 'spectator',
  lang: 'ru' | 'en',
  hold: number,
): Promise<void> {
  const { url, spectatorKey } = hub();
  const key = feed === 'spectator' ? `&feed=spectator&key=${spectatorKey}` : '';
  await logOnAir(page);
  await page.goto(`${url}/overlay/full/?table=${table}${key}&lang=${lang}&motion=off&hold=${hold}`);
  await expect(page.getByTestId('seats')).toBeVisible();
}

/**
 * Each page told exactly `want`, in order, once every hold is over, and its centre card covered
 * nothing while it was up (zones never overlap).
 */
export async function toldOnce(pages: (readonly [Page, RegExp[]])[], hold: number): Promise<void> {
  for (const [page, want] of pages) {
    await expect
      .poll(() => onAir(page).then((l) => l.length), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(want.length);
    // every hold over: nothing more comes
    await expect(page.getByTestId('moment')).toHaveCount(0, { timeout: 10_000 });
    await page.waitForTimeout(3 * hold);
    const log = await onAir(page);
    expect(log, log.join('\n')).toHaveLength(want.length);
    want.forEach((re, i) => expect(log[i], log.join('\n')).toMatch(re));
    expect(await crossed(page)).toEqual([]);
  }
}
