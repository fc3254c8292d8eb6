import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREREQS, planPrereqs, systemProbe, type Probe } from '../../../scripts/prereqs.ts';
import { chooseDataDir, openCommand, privacyWarning } from '../../../scripts/program-env.ts';

/** A machine described by what is on PATH and what dpkg knows. */
function machine(over: Partial<Probe> & { commands?: string[]; packages?: string[] | null }): Probe {
  const commands = new Set(over.commands ?? []);
  const packages = over.packages === null ? null : new Set(over.packages ?? []);
  return {
    hasCommand: (c) => commands.has(c),
    dpkgInstalled: (p) => (packages ? packages.has(p) : null),
    chromiumFromEnv: false,
    isRoot: false,
    hasAptGet: true,
    ci: false,
    ...over,
  };
}

const everything = {
  commands: ['chromium', 'obs', 'xvfb-run', 'xauth'],
  packages: PREREQS.map((p) => p.pkg),
};

describe('npm test on a fresh machine: the system packages the tests need', () => {
  it('a machine with everything goes straight to the tests', () => {
    expect(planPrereqs(machine(everything))).toEqual({ action: 'ok' });
  });

  it('a fresh Debian as root (CI, a new developer machine) installs what is missing once: update, then install', () => {
    const plan = planPrereqs(machine({ isRoot: true, ci: true, commands: ['xauth'], packages: ['xauth'] }));
    expect(plan.action).toBe('install');
    if (plan.action !== 'install') return;
    expect(plan.missing.map((p) => p.pkg)).toEqual([
      'chromium',
      'obs-studio',
      'xvfb',
      'libgl1-mesa-dri',
      'fonts-dejavu-core',
      'debootstrap',
    ]);
    expect(plan.commands).toEqual([
      ['apt-get', 'update'],
      [
        'apt-get',
        'install',
        '-y',
        '--no-install-recommends',
        'chromium',
        'obs-studio',
        'xvfb',
        'libgl1-mesa-dri',
        'fonts-dejavu-core',
        'debootstrap',
      ],
    ]);
    for (const p of plan.missing) expect(p.why.length).toBeGreaterThan(5);
  });

  it('without root it stops with the one command to run, and never skips the browser tests', () => {
    const noObs = { commands: ['chromium', 'xvfb-run', 'xauth'], packages: everything.packages.slice(2) };
    expect(noObs.packages).not.toContain('obs-studio');
    const plan = planPrereqs(machine(noObs));
    expect(plan).toMatchObject({
      action: 'stop',
      command: 'sudo apt-get install -y --no-install-recommends obs-studio',
    });
  });

  it('in CI a browser that cannot be installed is a failure', () => {
    const plan = planPrereqs(
      machine({ ci: true, hasAptGet: false, packages: null, commands: ['obs', 'xvfb-run'] }),
    );
    expect(plan.action).toBe('stop');
    if (plan.action !== 'stop') return;
    expect(plan.failure).toMatch(/CI/);
    expect(plan.missing.map((p) => p.pkg)).toContain('chromium');
  });

  it('a library without a command is asked of dpkg; CHROMIUM_PATH stands in for Debian chromium', () => {
    const noGl = { ...everything, packages: everything.packages.filter((p) => p !== 'libgl1-mesa-dri') };
    const plan = planPrereqs(machine({ ...noGl, isRoot: true }));
    expect(plan.action === 'install' && plan.missing.map((p) => p.pkg)).toEqual(['libgl1-mesa-dri']);
    const own = machine({ ...everything, commands: ['obs', 'xvfb-run', 'xauth'], chromiumFromEnv: true });
    expect(planPrereqs(own)).toEqual({ action: 'ok' });
  });
});

describe('the real checks, on a fake PATH', () => {
  /** A folder of stand-in commands; dpkg-query knows only the packages given. */
  function fakePath(commands: string[], dpkgKnows: string[] | null): string {
    const dir = mkdtempSync(join(tmpdir(), 'fake-path-'));
    const put = (name: string, body: string) => {
      writeFileSync(join(dir, name), `#!/bin/sh\n${body}\n`);
      chmodSync(join(dir, name), 0o755);
    };
    for (const c of commands) put(c, 'exit 0');
    if (dpkgKnows) {
      const cases = dpkgKnows.map((p) => `${p}) printf 'install ok installed'; exit 0;;`).join(' ');
      // the last argument is the package name
      put('dpkg-query', `for a; do p=$a; done; case $p in ${cases} *) exit 1;; esac`);
    }
    return dir;
  }

  it('finds commands on PATH and asks dpkg-query for the libraries', () => {
    const dir = fakePath(
      ['chromium', 'obs', 'xvfb-run', 'xauth', 'apt-get', 'debootstrap'],
      ['libgl1-mesa-dri'],
    );
    const plan = planPrereqs(systemProbe({ PATH: dir }, true));
    rmSync(dir, { recursive: true });
    expect(plan).toMatchObject({ action: 'install', commands: [['apt-get', 'update'], expect.anything()] });
    expect(plan.action === 'install' && plan.missing.map((p) => p.pkg)).toEqual(['fonts-dejavu-core']);
  });

  it('without dpkg and apt-get it trusts the commands and names what to install', () => {
    const dir = fakePath(['xvfb-run', 'xauth'], null);
    const probe = systemProbe({ PATH: dir, CI: 'true' }, false);
    const plan = planPrereqs(probe);
    rmSync(dir, { recursive: true });
    expect(probe.dpkgInstalled('xauth')).toBeNull();
    expect(plan).toMatchObject({ action: 'stop', failure: expect.stringMatching(/CI/) });
    expect(plan.action === 'stop' && plan.command).toMatch(
      /chromium, obs-studio, libgl1-mesa-dri, fonts-dejavu-core, debootstrap/,
    );
  });
});

describe('the venue program on the operator laptop', () => {
  it('keeps its data beside the program, or in the profile when that folder is read-only', () => {
    expect(chooseDataDir('/opt/venue', {}, 'linux', () => true)).toBe('/opt/venue/data');
    expect(
      chooseDataDir('/opt/venue', { XDG_DATA_HOME: '/home/op/.local/share' }, 'linux', () => false),
    ).toBe('/home/op/.local/share/mafia-broadcast');
    expect(
      chooseDataDir('/opt/venue', { LOCALAPPDATA: 'C:/Users/op/AppData/Local' }, 'win32', () => false),
    ).toBe('C:/Users/op/AppData/Local/mafia-broadcast');
  });

  it('opens the panel with the system opener; Windows start gets its line verbatim, & escaped', () => {
    expect(openCommand('linux', 'http://127.0.0.1:4321/panel/?token=t')).toEqual({
      command: 'xdg-open',
      args: ['http://127.0.0.1:4321/panel/?token=t'],
      verbatim: false,
    });
    expect(openCommand('win32', 'http://h/?a=1&b=2')).toEqual({
      command: 'cmd',
      args: ['/d', '/c', 'start', '""', 'http://h/?a=1^&b=2'],
      verbatim: true,
    });
  });

  it('Windows: a data folder outside the user folder is said to be readable by other accounts', () => {
    const env = { USERPROFILE: 'C:\\Users\\op' };
    expect(privacyWarning('C:\\Users\\op\\Desktop\\data', env, 'win32')).toBeNull();
    expect(privacyWarning('C:\\mafia\\data', env, 'win32')).toMatch(/other accounts/);
    expect(privacyWarning('C:\\Users\\operator\\data', env, 'win32')).toMatch(/other accounts/);
    expect(privacyWarning('/srv/mafia/data', {}, 'linux')).toBeNull();
  });
});
