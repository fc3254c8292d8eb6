/**
 * The hub that `npm start` runs (scripts/start.ts): from dist-server/main.js, built ahead from this
 * file; its options are listed in scripts/start.ts.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startHub } from '../src/server/index.ts';
import { processLogger } from '../src/server/log.ts';
import { INLINE_SYNC_MS } from '../src/server/store/sync-policy.ts';
import { printUrls } from './hub-urls.ts';

// the same folder from the source and from the bundle (dist-server/ is beside scripts/)
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

const options = {
  port: { type: 'string' },
  host: { type: 'string' },
  lan: { type: 'boolean' },
  data: { type: 'string' },
  'spectator-delay': { type: 'string' },
  obs: { type: 'string' },
  'obs-password': { type: 'string' },
  'obs-table': { type: 'string' },
  'obs-setup': { type: 'boolean' },
  'obs-setup-on-air': { type: 'boolean' },
  'log-level': { type: 'string' },
  rebuild: { type: 'boolean' },
  'heartbeat-ms': { type: 'string' },
  'inline-sync-ms': { type: 'string' },
  'allow-host': { type: 'string', multiple: true },
  'allow-origin': { type: 'string', multiple: true },
  'tls-cert': { type: 'string' },
  'tls-key': { type: 'string' },
} as const;
// a mistyped option gets one sentence and the list, not a stack trace
const flags = (() => {
  try {
    return parseArgs({ options }).values;
  } catch (e) {
    console.error(
      `${(e as Error).message} Options: ${Object.keys(options)
        .map((o) => `--${o}`)
        .join(' ')}`,
    );
    console.error('A value that starts with "-" goes after "=", as in --inline-sync-ms=0.');
    return process.exit(2);
  }
})();
const envList = (v: string | undefined) => (v ?? '').split(',').flatMap((s) => (s.trim() ? [s.trim()] : []));

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
const inlineSyncMs = Number(flags['inline-sync-ms'] ?? process.env.MAFIA_INLINE_SYNC_MS ?? INLINE_SYNC_MS);
if (!Number.isFinite(inlineSyncMs) || inlineSyncMs < 0 || inlineSyncMs > 1000) {
  console.error(
    'The inline sync limit is a number of milliseconds from 0 to 1000 (0: always the thread pool).',
  );
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
    inlineSyncMs,
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
if (flags['obs-setup'] || flags['obs-setup-on-air']) {
  // the same request as the panel's button: one code path, one answer format
  const answer = await fetch(`${hub.url}/api/v1/obs/setup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'application/json' },
    // on-air: one set for every table, its sources showing the table on air (the panel's Shift+O)
    body: JSON.stringify(flags['obs-setup-on-air'] ? { table: 'on-air' } : {}),
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
