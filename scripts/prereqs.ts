import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * What `npm test` needs from the system besides node_modules, and what to do when some is missing.
 * The decision is pure (the checks arrive as a probe), and the probe reads only PATH and dpkg-query
 * found on PATH, so both are tested with a fake PATH, without uninstalling anything.
 */

/** A Debian package the tests need, why, and how to see that it is there. */
export interface Prereq {
  pkg: string;
  why: string;
  /** A command on PATH that the package provides, or null: ask dpkg. */
  command: string | null;
}

export const PREREQS: readonly Prereq[] = [
  { pkg: 'chromium', why: 'the browser the Playwright tests drive', command: 'chromium' },
  { pkg: 'obs-studio', why: 'a real OBS for the scene-switching tests', command: 'obs' },
  { pkg: 'xvfb', why: 'a virtual display for OBS', command: 'xvfb-run' },
  { pkg: 'xauth', why: 'xvfb-run needs it', command: 'xauth' },
  { pkg: 'libgl1-mesa-dri', why: 'software OpenGL for OBS without a GPU', command: null },
  { pkg: 'fonts-dejavu-core', why: 'fonts for the overlay screenshots', command: null },
  {
    pkg: 'debootstrap',
    why: "sets up Wine 10 (Debian 13's) for the Windows program's test, once",
    command: 'debootstrap',
  },
];

export interface Probe {
  /** Is this command on PATH? */
  hasCommand(name: string): boolean;
  /** Does dpkg say this package is installed? null when there is no dpkg (not Debian). */
  dpkgInstalled(pkg: string): boolean | null;
  /** CHROMIUM_PATH points at an existing browser (the Playwright config takes it over Debian's). */
  chromiumFromEnv: boolean;
  isRoot: boolean;
  hasAptGet: boolean;
  ci: boolean;
}

export type Plan =
  | { action: 'ok' }
  | { action: 'install'; missing: Prereq[]; commands: string[][] }
  | { action: 'stop'; missing: Prereq[]; command: string; failure: string };

export function installCommand(pkgs: readonly string[]): string[] {
  return ['apt-get', 'install', '-y', '--no-install-recommends', ...pkgs];
}

export function missingPrereqs(probe: Probe): Prereq[] {
  return PREREQS.filter((p) => {
    if (p.pkg === 'chromium' && (probe.chromiumFromEnv || probe.hasCommand('chromium-browser'))) return false;
    if (p.command !== null && probe.hasCommand(p.command)) return false;
    // a library has no command: dpkg knows (null: not Debian, so trust a present command only)
    return probe.dpkgInstalled(p.pkg) !== true;
  });
}

/** Install when allowed (root with apt-get), else stop with the one command to type. Never skip. */
export function planPrereqs(probe: Probe): Plan {
  const missing = missingPrereqs(probe);
  if (missing.length === 0) return { action: 'ok' };
  const pkgs = missing.map((p) => p.pkg);
  if (probe.isRoot && probe.hasAptGet)
    return { action: 'install', missing, commands: [['apt-get', 'update'], installCommand(pkgs)] };
  const command = probe.hasAptGet
    ? `sudo ${installCommand(pkgs).join(' ')}`
    : `install ${pkgs.join(', ')} with this system's package manager (they are Debian's names)`;
  const failure = probe.ci
    ? 'CI needs them: the browser and OBS tests are never skipped.'
    : 'The browser and OBS tests need them (they are never skipped).';
  return { action: 'stop', missing, command, failure };
}

/** The probe of a real machine: commands on env.PATH, and `dpkg-query` (as found on that PATH). */
export function systemProbe(env: NodeJS.ProcessEnv, isRoot: boolean): Probe {
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
  const hasCommand = (name: string) =>
    dirs.some((dir) => {
      try {
        accessSync(join(dir, name), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
  return {
    hasCommand,
    dpkgInstalled: (pkg) => {
      if (!hasCommand('dpkg-query')) return null;
      const r = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8', env });
      return r.status === 0 && r.stdout.includes('install ok installed');
    },
    chromiumFromEnv: !!env.CHROMIUM_PATH && existsSync(env.CHROMIUM_PATH),
    isRoot,
    hasAptGet: hasCommand('apt-get'),
    ci: env.CI === 'true' || env.CI === '1',
  };
}
