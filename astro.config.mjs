// @ts-check
import { defineConfig } from 'astro/config';
import svelte from '@astrojs/svelte';

// Static build: the hub (src/server) serves dist/ itself, so one process and one port
// carry the panel, the overlays and the WebSocket.
export default defineConfig({
  output: 'static',
  integrations: [svelte()],
  build: { format: 'directory', inlineStylesheets: 'always' },
  vite: {
    // OBS's browser source is an old Chromium (103 in OBS 30): build for it.
    build: { target: 'chrome103', cssTarget: 'chrome103' },
  },
  devToolbar: { enabled: false },
});
