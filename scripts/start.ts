/**
 * `npm start`: builds the pages if the build is missing or older than their sources, then runs
 * the hub (panel, overlays, WebSocket and HTTP API on one port) and prints the URLs.
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
 *   --heartbeat-ms N   MAFIA_HEARTBEAT_MS  ping every socket this often, drop silent ones (default 30000)
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
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startHub } from '../src/server/index.ts';
import { processLogger } from '../src/server/log.ts';
import { printUrls } from './hub-urls.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const stamp = join(dist, '.build-stamp');
// Everything that ends up in the browser bundles.
const buildInputs = [
  'src/pages',
  'src/client',
  'src/protocol',
  'src/engine',
  'overlays',
  'control-panel',
  'public',
];
const buildFiles = ['astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

const { values: flags } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    lan: { type: 'boolean' },
    data: { type: 'string' },
    'spectator-delay': { type: 'string' },
    obs: { type: 'string' },
    'obs-password': { type: 'string' },
    'obs-table': { type: 'string' },
    'obs-setup': { type: 'boolean' },
    'log-level': { type: 'string' },
    rebuild: { type: 'boolean' },
    'heartbeat-ms': { type: 'string' },
    'allow-host': { type: 'string', multiple: true },
    'allow-origin': { type: 'string', multiple: true },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
  },
});
const envList = (v: string | undefined) => (v ?? '').split(',').flatMap((s) => (s.trim() ? [s.trim()] : []));

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

function buildIfStale(): void {
  const sourcesAt = Math.max(
    ...buildInputs.map((p) => newestMtime(join(root, p))),
    ...buildFiles.map((p) => newestMtime(join(root, p))),
  );
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  if (!flags.rebuild && builtAt >= sourcesAt) return;
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

const lan = flags.lan ?? process.env.MAFIA_LAN === '1';
const host = flags.host ?? process.env.MAFIA_HOST ?? (lan ? '0.0.0.0' : '127.0.0.1');
const port = Number(flags.port ?? process.env.MAFIA_PORT ?? 4321);
const dataDir = resolve(root, flags.data ?? process.env.MAFIA_DATA ?? 'data');
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Port must be a number from 0 to 65535, got "${flags.port ?? process.env.MAFIA_PORT}".`);
  process.exit(2);
}

const spectatorDelay = Number(flags['spectator-delay'] ?? process.env.MAFIA_SPECTATOR_DELAY ?? 0);
if (!Number.isFinite(spectatorDelay) || spectatorDelay < 0 || spectatorDelay > 600) {
  console.error('The spectator delay is a number of seconds from 0 to 600.');
  process.exit(2);
}

const heartbeatMs = Number(flags['heartbeat-ms'] ?? process.env.MAFIA_HEARTBEAT_MS ?? 30_000);
if (!Number.isInteger(heartbeatMs) || heartbeatMs < 100) {
  console.error('The heartbeat is a whole number of milliseconds, at least 100.');
  process.exit(2);
}
const allowedHosts = flags['allow-host'] ?? envList(process.env.MAFIA_ALLOW_HOSTS);
const allowedOrigins = flags['allow-origin'] ?? envList(process.env.MAFIA_ALLOW_ORIGINS);
const certFile = flags['tls-cert'] ?? process.env.MAFIA_TLS_CERT;
const keyFile = flags['tls-key'] ?? process.env.MAFIA_TLS_KEY;
if (Boolean(certFile) !== Boolean(keyFile)) {
  console.error('HTTPS needs both --tls-cert and --tls-key.');
  process.exit(2);
}
let tls: { cert: Buffer; key: Buffer } | undefined;
try {
  tls = certFile && keyFile ? { cert: readFileSync(certFile), key: readFileSync(keyFile) } : undefined;
} catch (e) {
  console.error(`Cannot read the TLS certificate or key: ${(e as Error).message}`);
  process.exit(2);
}

const obsUrl = flags.obs ?? process.env.MAFIA_OBS_URL;
const obsPassword = flags['obs-password'] ?? process.env.MAFIA_OBS_PASSWORD;
const obs = {
  ...(obsUrl ? { enabled: true, url: obsUrl } : {}),
  ...(obsPassword ? { password: obsPassword } : {}),
  ...(flags['obs-table'] ? { table: flags['obs-table'] } : {}),
};

mkdirSync(dataDir, { recursive: true, mode: 0o700 });
const logFile = join(dataDir, 'hub.log');
const logger = processLogger({ level: flags['log-level'] ?? process.env.MAFIA_LOG_LEVEL, file: logFile });

let hub: Awaited<ReturnType<typeof startHub>>;
try {
  hub = await startHub({
    logger,
    port,
    host,
    dataDir,
    distDir: dist,
    feedDelays: { spectator: spectatorDelay },
    obs,
    heartbeatMs,
    allowedHosts,
    allowedOrigins,
    ...(tls ? { tls } : {}),
  });
} catch (e) {
  const err = e as NodeJS.ErrnoException;
  if (err.code === 'EADDRINUSE')
    console.error(`Port ${port} is in use: another copy is running, or use --port.`);
  else console.error(`The hub did not start: ${err.message}`);
  logger.error('the hub did not start', e);
  process.exit(1);
}
// Every overlay page the build made (a new page needs no change here).
const overlayDir = join(dist, 'overlay');
const overlays = (existsSync(overlayDir) ? readdirSync(overlayDir) : [])
  .filter((o) => existsSync(join(overlayDir, o, 'index.html')))
  .sort();
printUrls({ ...hub, host, overlays, spectatorDelay, dataDir, scheme: tls ? 'https' : 'http', logFile });
const obsInfo = await fetch(`${hub.url}/api/v1/obs`, {
  headers: { authorization: `Bearer ${hub.operatorToken}` },
})
  .then((r) => r.json() as Promise<{ settings: { enabled: boolean; url: string; table: string } }>)
  .catch(() => null);
if (obsInfo?.settings.enabled)
  console.log(`OBS scene switching: on, table ${obsInfo.settings.table} drives ${obsInfo.settings.url}.`);
// over HTTPS this own-certificate request may be refused: the panel shows the OBS status then
else if (!obsInfo) console.log('OBS scene switching: see the panel (OBS tab).');
else console.log('OBS scene switching: off (npm start -- --obs ws://127.0.0.1:4455 --obs-password …).');
if (flags['obs-setup']) {
  // the same request as the panel's button: one code path, one answer format
  const answer = await fetch(`${hub.url}/api/v1/obs/setup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${hub.operatorToken}`, 'content-length': '0' },
  })
    .then(
      (r) =>
        r.json() as Promise<{
          created?: { scenes: string[]; inputs: string[] };
          error?: { message: { en: string } };
        }>,
    )
    .catch((e: unknown) => ({ error: { message: { en: String(e) } }, created: undefined }));
  if (answer.created)
    console.log(
      `OBS setup: created ${answer.created.scenes.length} scenes, ${answer.created.inputs.length} sources; the rest was there.`,
    );
  else console.log(`OBS setup failed: ${answer.error?.message.en ?? 'no answer'}`);
}
if (host !== '127.0.0.1' && host !== 'localhost' && host !== '::1' && !tls) {
  console.log('');
  console.log('WARNING: the hub is open to the network WITHOUT encryption. The operator token in the panel');
  console.log('link travels in clear text: anyone on this network can read it and control the game.');
  console.log(
    'On a shared venue network start with --tls-cert FILE --tls-key FILE (see docs/operator-guide.md).',
  );
  console.log('');
}
console.log('Stop with Ctrl+C.');

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => {
    logger.info(`${sig}: closing`);
    void hub.close().then(() => {
      logger.close();
      process.exit(0);
    });
  });
}
