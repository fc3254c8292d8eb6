import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { isCompressible } from '../../src/server/site/compression.ts';
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
  expect(
    scripts.filter((a) => isCompressible(a.url, statSync(join('dist', new URL(a.url).pathname)).size)).length,
  ).toBeGreaterThan(0);
  for (const a of scripts) {
    expect(a.headers['cache-control'], a.url).toBe('public, max-age=31536000, immutable');
    expect(a.headers.etag, a.url).toBeTruthy();
    const file = join('dist', new URL(a.url).pathname);
    // a file of a few bytes (the bundler's runtime chunk) gains nothing compressed: sent as it is
    if (!isCompressible(file, statSync(file).size)) {
      expect(a.headers['content-encoding'], a.url).toBeUndefined();
      continue;
    }
    // Chromium asks for brotli on secure origins and for gzip at least everywhere
    expect(['br', 'gzip'], a.url).toContain(a.headers['content-encoding']);
    // the build left its compressed copies beside it (astro.config.mjs): no compression at first load
    for (const suffix of ['.br', '.gz']) expect(existsSync(file + suffix), file + suffix).toBe(true);
  }
});
