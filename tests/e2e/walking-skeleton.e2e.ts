import { expect, test } from '@playwright/test';
import { alphaAt, decodePng } from './png.ts';
import { hub } from './hub.ts';

test('operator types a nickname and marks a speaker -> the seats overlay shows both without reload', async ({
  browser,
}) => {
  const { url, token } = hub();
  const table = 'e2e-skeleton';
  const panel = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  // motion off: the photo below needs no wait for the speaker animation
  const overlay = await browser.newPage({ viewport: { width: 1920, height: 1080 }, reducedMotion: 'reduce' });

  await panel.goto(`${url}/panel/?table=${table}&token=${token}`);
  await expect(panel.getByTestId('connection')).toHaveAttribute('class', /conn-live/);
  // The token left the address bar (it is kept in localStorage).
  expect(panel.url()).not.toContain('token=');

  await overlay.goto(`${url}/overlay/seats/?table=${table}`);
  const plate3 = overlay.locator('[data-seat="3"]');
  await expect(plate3).toBeVisible();
  let loads = 0;
  overlay.on('load', () => loads++);

  // Latency from the operator's Enter to the overlay's DOM (same machine clock for both pages).
  const shown = overlay.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const check = () => {
          if (document.querySelector('[data-seat="3"] .nick')?.textContent === 'Дракон') resolve(Date.now());
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  await panel.getByTestId('nick-3').fill('Дракон');
  const sent = Date.now();
  // a new name: Shift+Enter says "new" to the roster (issue 37)
  await panel.getByTestId('nick-3').press('Shift+Enter');
  const latency = (await shown) - sent;
  test
    .info()
    .annotations.push({ type: 'latency', description: `panel Enter -> overlay frame: ${latency} ms` });
  console.log(`panel Enter -> overlay frame: ${latency} ms`);
  expect(latency).toBeLessThan(500);
  await expect(plate3.locator('.nick')).toHaveText('Дракон');

  // Keyboard only: leave the field, select seat 3, S = speaker.
  await panel.keyboard.press('Escape');
  await panel.keyboard.press('3');
  await panel.keyboard.press('s');
  await expect(plate3).toHaveAttribute('aria-current', 'true');
  await expect(overlay.locator('[aria-current="true"]')).toHaveCount(1);
  expect(loads).toBe(0);

  // Transparent page: the corners of a background-less screenshot are fully transparent,
  // while the plates themselves are painted.
  const png = decodePng(await overlay.screenshot({ omitBackground: true }));
  expect([png.width, png.height]).toEqual([1920, 1080]);
  for (const [x, y] of [
    [0, 0],
    [1919, 0],
    [0, 1079],
    [1919, 1079],
    [960, 400],
  ] as const)
    expect(alphaAt(png, x, y), `alpha at ${x},${y}`).toBe(0);
  const box = await plate3.boundingBox();
  if (!box) throw new Error('seat 3 plate has no box');
  expect(alphaAt(png, Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2))).toBeGreaterThan(
    180,
  );

  await panel.screenshot({ path: 'test-results/panel.png' });
  await overlay.screenshot({ path: 'test-results/overlay-seats.png', omitBackground: true });
  await panel.close();
  await overlay.close();
});

test('malformed and unknown commands get typed errors and change nothing', async ({ browser }) => {
  const { url, token } = hub();
  const table = 'e2e-errors';
  const page = await browser.newPage();
  await page.goto(`${url}/panel/?table=${table}&token=${token}`);
  await expect(page.getByTestId('connection')).toHaveAttribute('class', /conn-live/);
  const seqOf = async () =>
    ((await (await fetch(`${url}/api/tables/${table}/state?feed=table`)).json()) as { s: number }).s;
  const before = await seqOf();
  const replies = await page.evaluate(async (table) => {
    const ws = new WebSocket(`${location.origin.replace('http', 'ws')}/ws`);
    await new Promise((ok) => (ws.onopen = ok));
    const frames: { t: string; id?: unknown; code?: string; message?: { ru: string; en: string } }[] = [];
    ws.onmessage = (e) => frames.push(JSON.parse(String(e.data)));
    const token = localStorage.getItem('mafia.operatorToken');
    ws.send(JSON.stringify({ t: 'hello', v: 1, kind: 'operator', table, feed: 'judge', token }));
    ws.send(JSON.stringify({ t: 'cmd', id: 7, c: { type: 'seat/nickname', seat: 42, nickname: 'x' } }));
    ws.send(JSON.stringify({ t: 'cmd', id: 8, c: { type: 'seat/teleport', seat: 1 } }));
    ws.send('{not json');
    // a barrier: the hub answers this ping after everything sent before it
    ws.send(JSON.stringify({ t: 'ping', c: -1 }));
    await new Promise<void>((ok) =>
      ws.addEventListener('message', (e) => String(e.data).includes('"pong"') && ok()),
    );
    ws.close();
    return frames.filter((f) => f.t === 'err');
  }, table);
  expect(replies.map((r) => r.id)).toEqual([7, 8, null]);
  for (const r of replies)
    expect(r).toMatchObject({ code: expect.any(String), message: { key: expect.any(String) } });
  expect(await seqOf()).toBe(before);
  await page.close();
});
