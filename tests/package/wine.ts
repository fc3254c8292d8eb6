/**
 * Wine 10, the stand-in for the venue's Windows laptop: Debian 12's Wine 8 cannot run Node 24 (V8
 * reserves memory in a way it lacks), so Debian 13's wine64 is installed by debootstrap into a folder
 * of its own, from Debian's packages only, once per machine (about a minute and 1.4 GB), and run in
 * it with chroot inside a private mount namespace (its /proc and /dev vanish with the namespace).
 *
 *   MAFIA_WINE_ROOT   where it lives (default ~/.cache/mafia-broadcast/wine-10-trixie)
 *
 * Inside: a Windows 10 prefix in /root/.wine, programs under /work (Z:\work), and an xdg-open that
 * writes the URL it was asked to open to /tmp/opened-urls (Wine's browser opener calls it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export function wineRoot(env: NodeJS.ProcessEnv = process.env): string {
  const cache = env.XDG_CACHE_HOME ?? join(homedir(), '.cache');
  return env.MAFIA_WINE_ROOT ?? join(cache, 'mafia-broadcast', 'wine-10-trixie');
}

/** The Debian mirror this machine's apt uses (a venue's or CI's own), for debootstrap. */
export function aptMirror(sources: string[]): string | null {
  for (const text of sources) {
    const deb822 = /^URIs:\s*(\S+)/m.exec(text);
    const oneLine = /^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+(\S+)/m.exec(text);
    const uri = deb822?.[1] ?? oneLine?.[1];
    if (uri && !/security/.test(uri)) return uri;
  }
  return null;
}

function aptSources(): string[] {
  const files = ['/etc/apt/sources.list'];
  const dir = '/etc/apt/sources.list.d';
  if (existsSync(dir))
    for (const f of readdirSync(dir).sort()) if (/\.(list|sources)$/.test(f)) files.push(join(dir, f));
  return files.filter((f) => existsSync(f)).map((f) => readFileSync(f, 'utf8'));
}

const ENV = [
  'HOME=/root',
  'PATH=/usr/bin:/bin',
  'WINEPREFIX=/root/.wine',
  'WINEDEBUG=-all',
  // no prompts to install Mono or Gecko: nothing here uses .NET or Internet Explorer
  'WINEDLLOVERRIDES=mscoree,mshtml=',
  'LANG=C.UTF-8',
];

/** The command that runs `argv` (a path inside the folder) in the Wine folder. */
function wineCommand(root: string, argv: string[]): [string, string[]] {
  // $0 is the root, "$@" the command: no quoting of paths or arguments by hand
  const script =
    'mount -t proc proc "$0/proc" && mount --rbind /dev "$0/dev" && exec chroot "$0" env -i ' +
    ENV.map((e) => `'${e}'`).join(' ') +
    ' "$@"';
  return ['unshare', ['-m', '--propagation', 'private', 'sh', '-c', script, root, ...argv]];
}

/** Starts `argv` in the Wine folder; stdout and stderr go to `out` (a file's fd). */
export function inWine(root: string, argv: string[], out: number | 'ignore' = 'ignore'): ChildProcess {
  const [cmd, args] = wineCommand(root, argv);
  // stdin from /dev/null and output to a file: Node under Wine fails with EBADF on a pipe
  return spawn(cmd, args, { stdio: ['ignore', out, out] });
}

function inWineSync(root: string, argv: string[]): number | null {
  const [cmd, args] = wineCommand(root, argv);
  return spawnSync(cmd, args, { stdio: 'ignore', timeout: 120_000 }).status;
}

/** `wine64 <program> <args>`. */
export const wine64 = (program: string, args: string[]) => ['/usr/lib/wine/wine64', program, ...args];

/** Ends every Windows process of the prefix (its wineserver would stay otherwise). */
export function stopWine(root: string): void {
  inWineSync(root, ['/usr/lib/wine/wineserver', '-k']);
}

function run(cmd: string, args: string[], what: string): void {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0)
    throw new Error(`${what} failed: ${cmd} ${args.join(' ')} (exit ${r.status ?? String(r.error)})`);
}

/**
 * The Wine folder, made when missing (root only: debootstrap, chroot and mounts need it). A folder
 * without its ready mark is an interrupted set-up and is made again.
 */
export function ensureWine(root = wineRoot()): string {
  const ready = join(root, '.ready');
  if (existsSync(ready)) return root;
  if (process.getuid?.() !== 0)
    throw new Error(
      `Wine 10 for the Windows program's test is not set up in ${root}, and only root can make it ` +
        '(debootstrap, chroot). Run npm test as root once, or set MAFIA_WINE_ROOT to a ready folder.',
    );
  const mirror = aptMirror(aptSources());
  if (!mirror) throw new Error('No Debian mirror in /etc/apt/sources.list(.d): debootstrap needs one.');
  const partial = `${root}.partial`;
  rmSync(partial, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(partial, '..'), { recursive: true });
  console.log(`Setting up Wine 10 (Debian 13's wine64) in ${root}, once: about a minute and 1.4 GB…`);
  run(
    'debootstrap',
    ['--variant=minbase', '--include=wine64,wine', 'trixie', partial, mirror],
    'debootstrap',
  );
  writeFileSync(join(partial, 'usr/bin/xdg-open'), '#!/bin/sh\nprintf "%s\\n" "$@" >> /tmp/opened-urls\n', {
    mode: 0o755,
  });
  mkdirSync(join(partial, 'work'), { recursive: true });
  renameSync(partial, root);
  // a Windows 10 prefix: with Wine's default (Windows 7) Node exits at once with 216
  if (inWineSync(root, wine64('winecfg', ['-v', 'win10'])) !== 0) throw new Error('winecfg -v win10 failed');
  stopWine(root);
  writeFileSync(ready, `${new Date().toISOString()}\n`);
  return root;
}
