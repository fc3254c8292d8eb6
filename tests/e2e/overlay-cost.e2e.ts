import { expect, test } from '@playwright/test';
import { hub, play, toFirstSpeech } from './hub.ts';

/**
 * What a running speech timer costs OBS: the page changes once a second, when the digits do, and is
 * still in between (no animation frames, no transition running all the time). The CPU figure itself
 * is measured by `npm run bench:overlay-cpu` (docs/performance.md), never by a timed test.
 */
const TABLE = 'cost';
const NAMES = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

test.beforeAll(async () => {
  await play(TABLE, toFirstSpeech(NAMES));
});

for (const page of ['timer', 'speaker', 'full']) {
  test(`a running speech timer changes the ${page} page once a second, not every frame`, async ({
    page: tab,
  }) => {
    await tab.goto(`${hub().url}/overlay/${page}/?table=${TABLE}&lang=en`);
    await expect(tab.getByTestId(page === 'timer' ? 'timer-clock' : 'speaker-clock')).toHaveText(/^0:\d\d$/);
    await tab.waitForTimeout(1000);
    const seen = await tab.evaluate(async () => {
      let changes = 0;
      const watch = new MutationObserver((records) => (changes += records.length));
      watch.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      let samples = 0;
      let animating = 0;
      const end = performance.now() + 4000;
      while (performance.now() < end) {
        samples++;
        if (document.getAnimations().some((a) => a.playState === 'running')) animating++;
        await new Promise((ok) => setTimeout(ok, 50));
      }
      watch.disconnect();
      return { changes, animatingShare: animating / samples };
    });
    // 4 s: the digits and the bar step 4 or 5 times (a step is a text and a style change)
    expect(seen.changes, JSON.stringify(seen)).toBeLessThanOrEqual(5 * 3);
    expect(seen.changes, JSON.stringify(seen)).toBeGreaterThanOrEqual(3);
    // the bar steps without an ease; before, a 0.1 s transition ran all the time
    expect(seen.animatingShare, JSON.stringify(seen)).toBeLessThan(0.5);
  });
}
