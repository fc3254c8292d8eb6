/**
 * The hub as JavaScript built ahead, bundled by esbuild into one file: `npm start` runs it
 * (dist-server/), `npm run package` puts it inside the venue program. Starting from one bundled
 * file skips type stripping and the resolution of hundreds of modules at every start.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

/** What goes into the hub's bundle: a newer file here means the bundle is stale. */
const HUB_SOURCES = [
  'src/server',
  'src/engine',
  'src/export',
  'src/protocol',
  'src/shared',
  'scripts',
  'package-lock.json',
];

export function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** The bundle is missing or older than a source of the hub. */
export function isStale(outfile: string): boolean {
  const builtAt = existsSync(outfile) ? statSync(outfile).mtimeMs : 0;
  return builtAt < Math.max(...HUB_SOURCES.map((p) => newestMtime(join(root, p))));
}

/**
 * Bundles `entry` and what it imports (node_modules included) into `outfile`. ESM keeps top-level
 * await and import.meta (its CommonJS dependencies get a `require`); CJS is what Node's single
 * executable applications run.
 */
export function bundle(entry: string, outfile: string, format: 'esm' | 'cjs', more: string[] = []): void {
  const args = [
    entry,
    '--bundle',
    '--platform=node',
    `--format=${format}`,
    `--target=node${process.versions.node.split('.')[0]}`,
    '--minify',
    // optional native speed-ups of ws, loaded in a try
    '--external:bufferutil',
    '--external:utf-8-validate',
    '--log-level=warning',
    `--outfile=${outfile}`,
    ...(format === 'esm'
      ? ["--banner:js=import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);"]
      : []),
    ...more,
  ];
  const r = spawnSync(join(root, 'node_modules', '.bin', 'esbuild'), args, { cwd: root, encoding: 'utf8' });
  if (r.status === 0) return;
  process.stderr.write(`${r.stdout ?? ''}${r.stderr ?? ''}`);
  throw new Error(`bundling ${entry} failed: exit ${r.status ?? String(r.error)}`);
}

/** The compute workers' code (src/server/compute/workers.ts finds it beside a bundle of the hub). */
export const WORKER_ENTRY = join(root, 'src', 'server', 'compute', 'compute-worker.ts');

/** A bundle of the hub (ESM) and, beside it, its compute worker's, when either is older than the sources. */
export function bundleHub(entry: string, outfile: string, more: string[] = [], force = false): void {
  const worker = join(dirname(outfile), 'compute-worker.js');
  if (force || isStale(outfile)) bundle(entry, outfile, 'esm', more);
  if (force || isStale(worker)) bundle(WORKER_ENTRY, worker, 'esm');
}
