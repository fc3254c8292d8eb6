/** Spawns the hub (src/server/main.ts) in its own process for the benchmarks. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { bundleHub, root } from '../scripts/bundle.ts';

export interface Spawned {
  url: string;
  operatorToken: string;
  restored: { tables: number; entries: number; ms: number };
  pid: number;
  kill(): void;
}

/**
 * The hub's limits lifted for a bench: its sockets all come from 127.0.0.1 and it measures the hub,
 * not its limits (the per-address limit would refuse the 257th overlay).
 */
export const BENCH_HUB_ENV: Record<string, string> = {
  HUB_RATE: '{"perSecond":100000,"burst":100000}',
  HUB_LIMITS: JSON.stringify({
    publicPerAddress: 100_000,
    httpPerAddress: 100_000,
    publicHttpRate: { perSecond: 100_000, burst: 100_000 },
    publicRate: { perSecond: 100_000, burst: 100_000 },
  }),
};

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

/**
 * `env`: more settings for the hub (e.g. HUB_HEARTBEAT_MS for the soak); `built`: run the bundle
 * (builtHub) with npm start's Node flags instead of the TypeScript source. `more`: Node flags of
 * the bench's own (e.g. --trace-gc), what to do with the hub's other lines on stdout, and another
 * Node binary to run the bundle on (the pinned one by default).
 */
export function spawnHub(
  dataDir: string,
  env: Record<string, string> = {},
  built = false,
  more: { nodeFlags?: string[]; onLine?: (line: string) => void; node?: string } = {},
): Promise<Spawned> {
  const main = built ? builtHub() : join(import.meta.dirname, '../src/server/main.ts');
  const flags = [...(built ? startFlags() : []), ...(more.nodeFlags ?? [])];
  const child = spawn(more.node ?? process.execPath, [...flags, main], {
    env: {
      ...process.env,
      HUB_DATA_DIR: dataDir,
      HUB_PORT: '0',
      ...BENCH_HUB_ENV,
      // npm start keeps V8's compile cache there (scripts/start.ts)
      ...(built ? { NODE_COMPILE_CACHE: join(root, 'dist-server', '.compile-cache') } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ok, fail) => {
    // the hub's JSON line says where it listens; anything else (a flag's output) goes to onLine
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('{')) return more.onLine?.(line);
      ok({
        ...(JSON.parse(line) as Omit<Spawned, 'kill' | 'pid'>),
        pid: child.pid ?? 0,
        kill: () => child.kill('SIGTERM'),
      });
    });
    child.once('exit', (code) => fail(new Error(`hub exited (${code})`)));
  });
}
