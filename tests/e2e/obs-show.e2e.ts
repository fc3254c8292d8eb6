import { expect, test, type Page } from '@playwright/test';
import OBSWebSocket from 'obs-websocket-js';
import { startObs } from '../obs/headless-obs.ts';
import { dealtToDayOne, NIGHT_ONE } from '../../scripts/fixtures/game-start.ts';
import { hub, play, ROLES, stepUntil } from './hub.ts';
import { overBusyPicture } from './overlay-checks.ts';

/**
 * What the hub puts in OBS is the show as designed (issue 38): a real OBS loads the hub's scene
 * collection, every scene holds the one page, and that page (opened from the URL OBS holds, since
 * Debian's OBS draws no browser source) shows one timer, the corner bug, the headline and the
 * moments, read by their visible text over a busy picture at 720p.
 */
const names = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

/** The clocks a viewer sees ("0:59", "1:00"), wherever they are drawn. */
const clocks = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('body *')].filter(
        (e) =>
          e.children.length === 0 &&
          e.getClientRects().length > 0 &&
          /^\d{1,2}:\d{2}$/.test(e.innerText.trim()),
      ).length,
  );

test("the hub's OBS scenes carry the show: one page in every scene, one timer, the corner bug, the moments", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const table = 'e2e-obs-show';
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/obs/scene-collection?table=${table}&lang=ru`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const obs = await startObs({
    collection: { name: 'Mafia show', file: 'Mafia_show', json: await res.text() },
  });
  const client = new OBSWebSocket();
  try {
    await client.connect(obs.url, obs.password, { rpcVersion: 1 });
    const scenes = (await client.call('GetSceneList')).scenes.map((s) => String(s.sceneName));
    expect(scenes.length).toBeGreaterThanOrEqual(4);
    const pages = new Set<string>();
    for (const sceneName of scenes) {
      const items = (await client.call('GetSceneItemList', { sceneName })).sceneItems;
      expect(items, sceneName).toHaveLength(1);
      const inputName = String(items[0]?.sourceName);
      const { inputSettings } = await client.call('GetInputSettings', { inputName });
      pages.add(String(inputSettings.url));
    }
    expect(pages.size).toBe(1);
    const [onAir = ''] = pages;
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${onAir}&motion=off&hold=3000`);
    await overBusyPicture(page);
    await play(table, [...dealtToDayOne(names, ROLES), { type: 'speech/start' }]);
    // A speech: the countdown once (the speaker's lower third), the bug, the headline.
    await expect(page.getByTestId('speaker')).toContainText('Ace');
    await expect(page.getByTestId('speaker-clock')).toBeVisible();
    expect(await clocks(page)).toBe(1);
    await expect(page.getByTestId('bug')).toBeVisible();
    await expect(page.getByTestId('headline')).toContainText(/ДЕНЬ 1/i);
    await page.screenshot({ path: 'test-results/show/obs-speech.png' });
    // The night: seat 1 shot, the Prima Nota and the morning's card, in the centre.
    await stepUntil(table, 'shot');
    await play(table, [...NIGHT_ONE, { type: 'bestMove', seats: [3, 6, 7] }, { type: 'stage/end' }]);
    await expect(page.getByTestId('moment')).toHaveAttribute('data-kind', 'bestMove');
    await expect(page.getByTestId('verdict')).toHaveText('3 из 3 чёрных');
    await expect(page.getByTestId('bug')).toBeVisible();
    await page.screenshot({ path: 'test-results/show/obs-prima-nota.png' });
    await expect(page.getByTestId('moment')).toHaveAttribute('data-kind', 'leave', { timeout: 15_000 });
    await expect(page.getByTestId('moment')).toContainText(/Убит ночью/i);
    await expect(page.getByTestId('moment-role')).toHaveText('Мирный');
    expect(await clocks(page)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: 'test-results/show/obs-killed.png' });
    await page.close();
  } finally {
    await client.disconnect().catch(() => {});
    await obs.stop();
  }
});
