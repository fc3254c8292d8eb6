import type { Page } from '@playwright/test';

/**
 * What a viewer saw, in order: each time the centre card or the vote card's result line comes on
 * screen (or changes), its visible text is written down. Installed before the page loads, so a
 * fresh page's every moment is in the log.
 */
export async function logOnAir(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { onAir: string[] }).onAir = log;
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
      }
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The log so far. */
export const onAir = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { onAir: string[] }).onAir);
