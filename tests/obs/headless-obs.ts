import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real OBS (Debian's obs-studio, with obs-websocket 5) under a virtual display, with its own
 * HOME so nothing of a person's setup is touched (../shared/obs-headless.md). A missing OBS is a
 * failure with what to install, never a skip.
 */
export interface HeadlessObs {
  url: string;
  password: string;
  stop(): Promise<void>;
}

const INSTALL = 'apt-get install obs-studio xvfb xauth libgl1-mesa-dri';

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const c = connect(port, '127.0.0.1');
    c.once('connect', () => (c.destroy(), ok(true)));
    c.once('error', () => ok(false));
  });
}

export interface StartOptions {
  port?: number;
  password?: string;
  /** A scene collection file placed in OBS's config and made current before it starts. */
  collection?: { name: string; file: string; json: string };
  /** OBS's first start: its auto-configuration wizard opens and holds scene requests ~5 s. */
  firstRun?: boolean;
}

export async function startObs(opts: StartOptions = {}): Promise<HeadlessObs> {
  for (const tool of ['obs', 'xvfb-run']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0)
      throw new Error(`The OBS tests need a real OBS: \`${tool}\` is missing. Install: ${INSTALL}`);
  }
  const home = mkdtempSync(join(tmpdir(), 'obs-home-'));
  const port = opts.port ?? (await freePort());
  const password = opts.password ?? randomBytes(12).toString('hex');
  mkdirSync(join(home, '.config/obs-studio'), { recursive: true });
  writeFileSync(
    join(home, '.config/obs-studio/global.ini'),
    [
      '[General]',
      'EnableAutoUpdates=false',
      ...(opts.firstRun ? [] : ['FirstRun=true']),
      '[OBSWebSocket]',
      'FirstLoad=false',
      'ServerEnabled=true',
      `ServerPort=${port}`,
      'AlertsEnabled=false',
      'AuthRequired=true',
      `ServerPassword=${password}`,
      ...(opts.collection
        ? [
            '[Basic]',
            `SceneCollection=${opts.collection.name}`,
            `SceneCollectionFile=${opts.collection.file}`,
          ]
        : []),
      '',
    ].join('\n'),
  );
  if (opts.collection) {
    const scenes = join(home, '.config/obs-studio/basic/scenes');
    mkdirSync(scenes, { recursive: true });
    writeFileSync(join(scenes, `${opts.collection.file}.json`), opts.collection.json);
  }
  const child: ChildProcess = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1280x720x24', 'obs', '--disable-shutdown-check', '--multi', '--minimize-to-tray'],
    { env: { ...process.env, HOME: home, LIBGL_ALWAYS_SOFTWARE: '1' }, detached: true, stdio: 'ignore' },
  );
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = async () => {
    // the whole process group we started (xvfb-run, Xvfb, obs), never by name
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const deadline = Date.now() + 5000;
      while (!exited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      if (!exited) process.kill(-child.pid, 'SIGKILL');
    }
    rmSync(home, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (!(await accepts(port))) {
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(`OBS did not open its websocket port ${port} (exited: ${exited}). Install: ${INSTALL}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `ws://127.0.0.1:${port}`, password, stop };
}
