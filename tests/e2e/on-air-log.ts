import type { Page } from '@playwright/test';

/**
 * What a viewer saw, in order: each time the centre card or the vote card's result line comes on
 * screen (or changes), its visible text is written down. Installed before the page loads, so a
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
