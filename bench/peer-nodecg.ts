/**
 * NodeCG 2.6.4 as the peer (`node bench/fanout.ts --peer`, `npm run bench:peer`). Installed on demand
 * into bench/.peer (not committed): its native SQLite module builds only against the machine's own
 * Node (20 here), so NodeCG runs on that Node, found on PATH outside node_modules. One bundle with
 * one persistent replicant holding a 10-seat game; login off. A graphic socket (socket.io-client,
 * websocket transport) joins the replicant's room and declares it; the operator socket proposes a
 * one-field `update` operation, as a dashboard does when a foul is given.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { createRequire } from 'node:module';
import { spawnJsonLine, type OnUpdate, type Session, type Target } from './targets.ts';

const PEER_DIR = join(import.meta.dirname, '.peer');
const VERSION = '2.6.4';

/** The machine's own node (not the project's pinned one in node_modules/.bin). */
function machineNode(): string {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir.includes('node_modules')) continue;
    const p = join(dir, 'node');
    if (existsSync(p)) return p;
  }
  throw new Error('no node on PATH outside node_modules: NodeCG needs the machine Node');
}

function install(node: string): void {
  if (existsSync(join(PEER_DIR, 'node_modules/nodecg/package.json'))) return;
  mkdirSync(PEER_DIR, { recursive: true });
  writeFileSync(join(PEER_DIR, 'package.json'), JSON.stringify({ name: 'peer', private: true }));
  process.stderr.write(`installing NodeCG ${VERSION} into ${PEER_DIR} (once; builds its SQLite module)…\n`);
  const npm = join(node, '..', 'npm');
  const run = spawnSync(
    existsSync(npm) ? npm : 'npm',
    ['install', '--no-audit', '--no-fund', `nodecg@${VERSION}`, 'socket.io-client@4'],
    {
      cwd: PEER_DIR,
      stdio: 'inherit',
      env: { ...process.env, PATH: `${join(node, '..')}${delimiter}${process.env.PATH}` },
    },
  );
  if (run.status !== 0) throw new Error('NodeCG install failed');
}

function freePort(): Promise<number> {
  return new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

const BUNDLE = 'bench';
const REPLICANT = 'game';

function writeProject(port: number): void {
  const bundle = join(PEER_DIR, 'bundles', BUNDLE);
  mkdirSync(join(bundle, 'extension'), { recursive: true });
  mkdirSync(join(PEER_DIR, 'cfg'), { recursive: true });
  writeFileSync(
    join(bundle, 'package.json'),
    JSON.stringify({ name: BUNDLE, version: '0.0.0', nodecg: { compatibleRange: '^2.0.0' } }),
  );
  writeFileSync(
    join(bundle, 'extension', 'index.js'),
    `module.exports = (nodecg) => {
  const seats = Array.from({ length: 10 }, (_, i) => ({ seat: i + 1, nickname: 'Player ' + (i + 1), role: null, fouls: 0, status: 'alive' }));
  nodecg.Replicant('${REPLICANT}', { defaultValue: { phase: 'day', day: 1, speaker: 1, seats } });
  console.log(JSON.stringify({ url: 'http://127.0.0.1:${port}' }));
};\n`,
  );
  writeFileSync(
    join(PEER_DIR, 'cfg', 'nodecg.json'),
    JSON.stringify({
      host: '127.0.0.1',
      port,
      login: { enabled: false },
      logging: { console: { level: 'warn' } },
    }),
  );
}

interface IoSocket {
  emit(event: string, ...args: unknown[]): void;
  on(event: string, f: (...args: never[]) => void): void;
  close(): void;
}
type Io = (url: string, opts: object) => IoSocket;

export async function startNodecgTarget(): Promise<Target> {
  const node = machineNode();
  install(node);
  const port = await freePort();
  writeProject(port);
  // NodeCG takes the nearest package.json above its cwd as its project: run it in PEER_DIR
  const { child, info } = await spawnJsonLine(
    node,
    [join(PEER_DIR, 'node_modules/nodecg/index.js')],
    {},
    PEER_DIR,
  );
  // the extension prints before NodeCG listens: wait for the port
  for (let i = 0; i < 100; i++) {
    const up = await fetch(String(info.url)).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const io = (createRequire(join(PEER_DIR, 'package.json'))('socket.io-client') as { io: Io }).io;
  const url = String(info.url);
  const room = `replicant:${BUNDLE}:${REPLICANT}`;
  const opts = { persistent: true };

  const join1 = (onOps: (ev: { revision: number }) => void) =>
    new Promise<{ socket: IoSocket; revision: number }>((ok, fail) => {
      const socket = io(url, { transports: ['websocket'], forceNew: true });
      socket.on('connect_error', fail);
      socket.on('replicant:operations', onOps);
      socket.on('connect', () =>
        socket.emit('joinRoom', room, () =>
          socket.emit(
            'replicant:declare',
            { name: REPLICANT, namespace: BUNDLE, opts },
            (err: unknown, data: { revision: number }) =>
              err ? fail(new Error(String(err))) : ok({ socket, revision: data.revision }),
          ),
        ),
      );
    });

  return {
    name: 'nodecg',
    pid: child.pid!,
    async session(n: number, onUpdate: OnUpdate): Promise<Session> {
      const graphics: IoSocket[] = [];
      for (let i = 0; i < n; i += 100) {
        const batch = Array.from({ length: Math.min(100, n - i) }, () =>
          join1((ev) => onUpdate(ev.revision, performance.now())),
        );
        graphics.push(...(await Promise.all(batch)).map((g) => g.socket));
      }
      let revision = 0;
      const op = await join1((ev) => (revision = Math.max(revision, ev.revision)));
      revision = Math.max(revision, op.revision);
      return {
        send(k: number) {
          op.socket.emit('replicant:proposeOperations', {
            name: REPLICANT,
            namespace: BUNDLE,
            operations: [
              { path: '/seats/2', method: 'update', args: { prop: 'fouls', newValue: k % 2 === 0 ? 1 : 0 } },
            ],
            revision,
            opts,
          });
          revision += 1;
          return revision;
        },
        close() {
          for (const s of [op.socket, ...graphics]) s.close();
        },
      };
    },
    kill: () => child.kill('SIGTERM'),
  };
}
