/**
 * The packaged program's entry (`npm run package` bundles it with the hub into one file inside the
 * Node runtime). Started with a double click or from a terminal, it serves the pages embedded in
 * it, keeps its data next to the program (or in the user's profile when that folder is read-only),
 * prints the panel and overlay links and opens the panel in the default browser.
 *
 * Options (flag or environment variable):
 *   --port N     MAFIA_PORT     default 4321 (0 = any free port)
 *   --lan        MAFIA_LAN=1    listen on all interfaces and print the LAN URLs
 *   --data DIR   MAFIA_DATA     data directory
 *   --no-open    MAFIA_NO_OPEN=1  do not open the browser
 */
import { mkdirSync } from 'node:fs';
import * as sea from 'node:sea';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startHub, type Hub } from '../src/server/index.ts';
import { useWorkerCode } from '../src/server/compute/workers.ts';
import { embeddedSite } from '../src/server/site/static.ts';
import { panelUrl, printUrls } from './hub-urls.ts';
import { chooseDataDir, isWritable, openCommand, privacyWarning } from './program-env.ts';

function openBrowser(url: string): void {
  const { command, args, verbatim } = openCommand(process.platform, url);
  try {
    // best effort: the link is printed anyway
    // loaded only here: child_process costs start time in every run that never opens a browser
    const { spawn } = process.getBuiltinModule('node:child_process');
    const child = spawn(command, args, {
      detached: true,
      stdio: 'ignore',
      windowsHide: true,
      windowsVerbatimArguments: verbatim,
    });
    child.on('error', () => {});
    child.unref();
  } catch {
    // no opener on this system
  }
}

/** The pages embedded at packaging: `site/<path>` assets, listed in the `site.json` asset. */
function embeddedPages(): { site: ReturnType<typeof embeddedSite>; overlays: string[] } {
  const keys = JSON.parse(sea.getAsset('site.json', 'utf8')) as string[];
  const files = new Map(keys.map((k) => [k, Buffer.from(sea.getRawAsset(`site/${k}`))]));
  const overlays = keys
    .map((k) => /^overlay\/([^/]+)\/index\.html$/.exec(k)?.[1])
    .filter((o): o is string => o !== undefined)
    .sort();
  return { site: embeddedSite(files), overlays };
}

/** Says why and exits; a double-clicked Windows console would close before it could be read. */
function fail(message: string, code: number): void {
  console.error(message);
  if (process.platform !== 'win32' || !process.stdin.isTTY) process.exit(code);
  console.error('Press Enter to close this window.');
  process.stdin.once('data', () => process.exit(code));
}

async function main(): Promise<void> {
  const { values: flags } = parseArgs({
    options: {
      port: { type: 'string' },
      lan: { type: 'boolean' },
      data: { type: 'string' },
      'no-open': { type: 'boolean' },
    },
  });
  const env = process.env;
  const host = (flags.lan ?? env.MAFIA_LAN === '1') ? '0.0.0.0' : '127.0.0.1';
  const port = Number(flags.port ?? env.MAFIA_PORT ?? 4321);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    return fail(`Port must be a number from 0 to 65535, got "${flags.port ?? env.MAFIA_PORT}".`, 2);
  }
  const given = flags.data ?? env.MAFIA_DATA;
  const dataDir = given
    ? resolve(given)
    : chooseDataDir(dirname(process.execPath), env, process.platform, isWritable);
  mkdirSync(dataDir, { recursive: true });
  const { site, overlays } = embeddedPages();
  // the seating and xlsx jobs' thread runs the script embedded beside the pages
  useWorkerCode({ script: sea.getAsset('compute-worker.cjs', 'utf8') });
  let hub: Hub;
  try {
    hub = await startHub({ port, host, dataDir, site });
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (err.code === 'EADDRINUSE')
      return fail(`Port ${port} is in use: another copy is running, or use --port.`, 1);
    return fail(`The hub did not start: ${err.message}`, 1);
  }
  printUrls({ ...hub, host, overlays, spectatorDelay: 0, dataDir });
  const warning = privacyWarning(dataDir, env, process.platform);
  if (warning) console.log(warning);
  console.log('Stop with Ctrl+C (or close this window).');
  if (!flags['no-open'] && env.MAFIA_NO_OPEN !== '1') openBrowser(panelUrl(hub));
  // SIGHUP: the console window closed (Windows gives a few seconds to finish) or the terminal went
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(sig, () => void hub.close().then(() => process.exit(0)));
}

main().catch((e: unknown) => {
  fail(`The hub did not start: ${e instanceof Error ? e.message : String(e)}`, 1);
});
