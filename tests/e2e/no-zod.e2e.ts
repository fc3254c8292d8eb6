import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { hub } from './hub.ts';

/**
 * The overlays' bundle stays free of zod (about 28 KB gz, and OBS loads every overlay): browser
 * code imports protocol types with `import type` and runtime bits from zod-free files. Checked on
 * what the built pages load (Svelte components included), not on import statements.
 */
const ZOD_MARKERS = ['$ZodType', 'ZodError'];
const zodIn = (code: string) => ZOD_MARKERS.filter((m) => code.includes(m));

test('the markers find zod in a minified bundle that has it', () => {
  // esbuild is the bundler scripts/package.ts uses too
  const code = execFileSync('node_modules/.bin/esbuild', ['--bundle', '--minify', '--log-level=error'], {
    input: "import { z } from 'zod'; console.log(z.string().parse('x'));",
    encoding: 'utf8',
  });
  expect(zodIn(code)).toEqual(ZOD_MARKERS);
});

for (const page of readdirSync('dist/overlay')) {
  test(`overlay/${page} loads no zod`, async ({ page: browser }) => {
    const scripts: Promise<string>[] = [];
    browser.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.text());
    });
    await browser.goto(`${hub().url}/overlay/${page}/?demo=day&feed=spectator`, { waitUntil: 'networkidle' });
    const code = await Promise.all(scripts);
    expect(code.length).toBeGreaterThan(0);
    expect(code.flatMap(zodIn)).toEqual([]);
  });
}
