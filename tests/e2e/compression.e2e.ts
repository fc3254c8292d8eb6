import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { hub } from './hub.ts';

test('an overlay loads its compressed, immutable bundles in the browser and still renders', async ({
  page,
}) => {
  const assets: Array<{ url: string; headers: Record<string, string> }> = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/_astro/'))
      assets.push({ url: res.url(), headers: res.headers() });
  });
  const doc = await page.goto(`${hub().url}/overlay/seats/?demo=day&feed=spectator`);
  await expect(page.locator('[data-seat="1"]')).toBeVisible();
  expect(doc?.headers()['cache-control']).toBe('no-cache');
  expect(doc?.headers().etag).toBeTruthy();

  const scripts = assets.filter((a) => /\.(js|css)$/.test(new URL(a.url).pathname));
  expect(scripts.length).toBeGreaterThan(0);
  for (const a of scripts) {
    // Chromium asks for brotli on secure origins and for gzip at least everywhere
    expect(['br', 'gzip'], a.url).toContain(a.headers['content-encoding']);
    expect(a.headers['cache-control'], a.url).toBe('public, max-age=31536000, immutable');
    expect(a.headers.etag, a.url).toBeTruthy();
    // the build left its compressed copies beside it (astro.config.mjs): no compression at first load
    for (const suffix of ['.br', '.gz'])
      expect(existsSync(join('dist', new URL(a.url).pathname + suffix)), a.url + suffix).toBe(true);
  }
});
