/**
 * `npm start`: builds the pages if the build is missing or older than their sources, and the hub
 * (scripts/start-hub.ts bundled to dist-server/main.js, its compute worker beside it, scripts/bundle.ts) if it is older than its
 * sources, then runs the hub (panel, overlays, WebSocket and HTTP API on one port) from that
 * JavaScript and prints the URLs.
 *
 * Options (flag or environment variable):
 *   --port N       MAFIA_PORT   default 4321 (0 = any free port)
 *   --lan          MAFIA_LAN=1  listen on all interfaces and print the LAN URLs
 *   --host H       MAFIA_HOST   listen address (default 127.0.0.1)
 *   --data DIR     MAFIA_DATA   data directory (default ./data)
 *   --spectator-delay S  MAFIA_SPECTATOR_DELAY  seconds the spectator feed lags (to match a delayed stream)
 *   --obs URL      MAFIA_OBS_URL       switch OBS scenes with the game (obs-websocket 5, e.g. ws://127.0.0.1:4455)
 *   --obs-password MAFIA_OBS_PASSWORD  the OBS WebSocket server password (kept in data/obs.json)
 *   --obs-table ID                     the table whose game drives the scenes (default main)
 *   --obs-setup                        create the mapped scenes and overlay sources in OBS once started
 *   --obs-setup-on-air                 the same as one set for every table: sources show the table on air
 *   --heartbeat-ms N   MAFIA_HEARTBEAT_MS  ping every socket this often, drop silent ones (default 30000)
 *   --inline-sync-ms N MAFIA_INLINE_SYNC_MS a log sync runs on the main thread while the last took at
 *                                          most N ms, else on the thread pool (default 0: never)
 *   --allow-host NAME  MAFIA_ALLOW_HOSTS   one more host name the API and /ws answer to (repeatable;
 *                                          the env is comma-separated). Loopback, and the LAN
 *                                          addresses with --lan, always are.
 *   --allow-origin URL MAFIA_ALLOW_ORIGINS one more web page origin allowed to use the API and /ws
 *   --tls-cert FILE    MAFIA_TLS_CERT      serve HTTPS/WSS with this PEM certificate...
 *   --tls-key FILE     MAFIA_TLS_KEY       ...and this PEM key (both or neither)
 *   --log-level L  MAFIA_LOG_LEVEL     debug, info (default), warn or error
 *   --rebuild                   build even if the build looks fresh
 *
 * The log goes to stderr and to <data>/hub.log (JSON lines, 0600, rotated at 10 MB, 3 kept).
 */
import { spawnSync } from 'node:child_process';
import module from 'node:module';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleHub, newestMtime, root } from './bundle.ts';

const dist = join(root, 'dist');
const stamp = join(dist, '.build-stamp');
const hubBundle = join(root, 'dist-server', 'main.js');
const rebuild = process.argv.includes('--rebuild');
// Everything that ends up in the browser bundles.
const buildInputs = [
  'src/pages',
  'src/client',
  'src/protocol',
  'src/engine',
  'overlays',
  'control-panel',
  'src/judge',
  'public',
];
// compression.ts: the build writes each file's compressed copies with it
const buildFiles = [
  'astro.config.mjs',
  'src/server/site/compression.ts',
  'package-lock.json',
  'tsconfig.json',
];

function buildIfStale(): void {
  const sourcesAt = Math.max(...[...buildInputs, ...buildFiles].map((p) => newestMtime(join(root, p))));
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  if (!rebuild && builtAt >= sourcesAt) return;
  console.log(builtAt ? 'Sources changed: rebuilding the pages…' : 'Building the pages (first start)…');
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const run = spawnSync(process.execPath, [astro, 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    console.error('The build failed: see the messages above.');
    process.exit(run.status ?? 1);
  }
  writeFileSync(stamp, new Date().toISOString());
}

buildIfStale();
try {
  // with dist-server/compute-worker.js, the seating and xlsx jobs' thread
  bundleHub(join(root, 'scripts', 'start-hub.ts'), hubBundle, [], rebuild);
} catch (e) {
  console.error(`The hub did not build: ${(e as Error).message}`);
  process.exit(1);
}
// V8 keeps the bundle's compiled code between starts: a restart after a crash listens sooner
module.enableCompileCache?.(join(root, 'dist-server', '.compile-cache'));
await import(pathToFileURL(hubBundle).href);
