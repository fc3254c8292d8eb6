import { expect, test, type Page } from '@playwright/test';
import { dealtToDayOne, NIGHT_ONE } from '../../scripts/fixtures/game-start.ts';
import { hub, play, ROLES, stateOf, stepUntil } from './hub.ts';

/**
 * The black team's mark is the one that stands out everywhere (issue 38): the Sheriff's "black"
 * verdict is white on the night panel, never black on black; a killed citizen's role in his last
 * word's lower third is a quiet grey tag, not a red block. Played through the hub on the stream.
 */
const names = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

/** WCAG contrast of an element's background against the panel it sits on. */
const contrastOnPanel = (page: Page, selector: string, panel: string) =>
  page.evaluate(
    ([sel, ground]) => {
      const lum = (css: string) => {
        const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
          const c = Number(v) / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const el = document.querySelector<HTMLElement>(sel);
      const under = el?.closest<HTMLElement>(ground);
      if (!el || !under) return -1;
      const a = lum(getComputedStyle(el).backgroundColor);
      const b = lum(getComputedStyle(under).backgroundColor);
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    },
    [selector, panel] as const,
  );

test("the Sheriff's black verdict stands out in white; a killed citizen's tag in his last word stays quiet", async ({
  page,
}) => {
  const table = 'e2e-colours';
  const { url, spectatorKey } = hub();
  await play(table, dealtToDayOne(names, ROLES));
  await page.goto(
    `${url}/overlay/full/?table=${table}&feed=spectator&key=${spectatorKey}&lang=ru&motion=off&hold=300`,
  );
  await expect(page.getByTestId('seats')).toContainText('Jade');
  await stepUntil(table, 'shot');
  // Night 1: the Don finds the Sheriff (8), the Sheriff finds mafia 3.
  await play(table, [...NIGHT_ONE]);
  const black = page.getByTestId('night').locator('em.black');
  await expect(black).toHaveText(/чёрный/i);
  expect(await contrastOnPanel(page, '[data-testid="night"] em.black', '.info-panel')).toBeGreaterThanOrEqual(
    7,
  );
  await page.screenshot({ path: 'test-results/show/night-verdicts.png' });
  // The morning: seat 1's last word, his role on the stream, a quiet tag.
  await play(table, [{ type: 'bestMove', seats: [3, 6, 7] }, { type: 'stage/end' }]);
  await stepUntil(table, 'lastWord');
  if ((await stateOf(table)).speaker === null) await play(table, [{ type: 'step/next' }]);
  await expect(page.getByTestId('speaker-role')).toHaveText('Мирный');
  expect(await contrastOnPanel(page, '[data-testid="speaker-role"]', 'section')).toBeLessThan(2);
  await page.screenshot({ path: 'test-results/show/last-word-citizen.png' });
});
