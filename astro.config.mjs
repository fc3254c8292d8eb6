// @ts-check
import { defineConfig } from 'astro/config';
import svelte from '@astrojs/svelte';
import { fileURLToPath } from 'node:url';
import { compressAhead } from './src/server/site/compression.ts';

/** Every build leaves each page and asset's brotli and gzip copy beside it (src/server/site/compression.ts). */
const compressedAhead = {
  name: 'compress-ahead',
  hooks: {
    /** @param {{ dir: URL, logger: { info(m: string): void, warn(m: string): void } }} done */
    'astro:build:done': async ({ dir, logger }) => {
      const { files, failed } = await compressAhead(fileURLToPath(dir));
      logger.info(`${files} files compressed ahead (brotli and gzip)`);
      // not fatal: the hub compresses a file without its copy at its first request
      if (failed.length)
        logger.warn(`not written (the hub compresses these at first request): ${failed.join(', ')}`);
    },
  },
};

// Static build: the hub (src/server) serves dist/ itself, so one process and one port
// carry the panel, the overlays and the WebSocket.
export default defineConfig({
  output: 'static',
  integrations: [svelte(), compressedAhead],
  build: { format: 'directory', inlineStylesheets: 'always' },
  vite: {
    // OBS's browser source is an old Chromium (103 in OBS 30): build for it.
    build: { target: 'chrome103', cssTarget: 'chrome103' },
  },
  devToolbar: { enabled: false },
});
