/**
 * The hub in a child process of its own (src/server/main.ts, or its bundle as `npm start` runs it),
 * for the tests that kill or limit a real process and for the benchmarks. Resolves at the hub's
 * JSON line (where it listens, after the restore).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { bundleHub, root } from './bundle.ts';

export interface SpawnedHub {
  child: ChildProcess;
  pid: number;
  url: string;
  port: number;
  operatorToken: string;
  restored: { tables: number; entries: number; ms: number };
  /** SIGTERM: the hub closes as at the end of a show. */
  kill(): void;
}

export interface SpawnHubOptions {
  /** The hub's settings (HUB_DATA_DIR, HUB_LIMITS...) over this process's environment; HUB_PORT is 0 unless set. */
  env?: Record<string, string>;
  /** Run the bundle built ahead (builtHub) with npm start's Node flags instead of the TypeScript source. */
  built?: boolean;
  /** Another script to run (a bundle of an older commit, a named one for a profile): no flags added. */
  entry?: string;
  /** More Node flags (e.g. --trace-gc, --cpu-prof). */
  nodeFlags?: string[];
  /** Another Node binary (the pinned one by default). */
  node?: string;
  /** A command that runs Node (e.g. `['prlimit', '--nofile=1024']`). */
  wrapper?: string[];
  /** The hub's stderr: shown (a bench's terminal) or read and dropped (a test's output). */
  stderr?: 'inherit' | 'drop';
  /** The hub's other lines on stdout (a flag's output, a probe's). */
  onLine?: (line: string) => void;
}

/**
 * src/server/main.ts bundled ahead (scripts/bundle.ts), as `npm start` runs the hub; `named`: not
 * minified, so that a CPU profile names its functions.
 */
export function builtHub(named = false): string {
  const out = join(root, 'dist-server', named ? 'hub-main.named.js' : 'hub-main.js');
  bundleHub(join(root, 'src', 'server', 'main.ts'), out, named ? ['--minify=false'] : []);
  return out;
}

/** The Node flags `npm start` gives the hub (package.json's start script: `node <flags> scripts/start.ts`). */
export function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return (/^node ((?:--\S+ )*)scripts\/start\.ts/.exec(pkg.scripts.start)?.[1] ?? '')
    .split(' ')
    .filter(Boolean);
}

export function spawnHub(options: SpawnHubOptions = {}): Promise<SpawnedHub> {
  const { built = false, nodeFlags = [], wrapper = [], stderr = 'drop', onLine = () => {} } = options;
  const main = options.entry ?? (built ? builtHub() : join(root, 'src', 'server', 'main.ts'));
  const [command, ...args] = [...wrapper, options.node ?? process.execPath];
  const child = spawn(command!, [...args, ...(built ? startFlags() : []), ...nodeFlags, main], {
    env: {
      ...process.env,
      HUB_PORT: '0',
      // npm start keeps V8's compile cache there (scripts/start.ts)
      ...(built ? { NODE_COMPILE_CACHE: join(root, 'dist-server', '.compile-cache') } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', stderr === 'inherit' ? 'inherit' : 'pipe'],
  });
  child.stderr?.resume();
  return new Promise((ok, fail) => {
    let listening = false;
    // the first JSON line says where it listens; any other line goes to onLine
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (listening || !line.startsWith('{')) return onLine(line);
      listening = true;
      try {
        const info = JSON.parse(line) as Pick<SpawnedHub, 'url' | 'port' | 'operatorToken' | 'restored'>;
        ok({ ...info, child, pid: child.pid ?? 0, kill: () => child.kill('SIGTERM') });
      } catch (e) {
        fail(e as Error);
      }
    });
    child.once('exit', (code) => fail(new Error(`hub exited before it listened (${code})`)));
  });
}
