import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const MAIN = join(import.meta.dirname, '../../../src/server/main.ts');

export interface SpawnedHub {
  child: ChildProcess;
  url: string;
  port: number;
  operatorToken: string;
  restored: { tables: number; entries: number; ms: number };
}

/**
 * Starts src/server/main.ts in its own Node process and waits for its address line. `wrapper`: a
 * command that runs it (e.g. `['prlimit', '--nofile=1024']`).
 */
export function spawnHub(env: Record<string, string>, wrapper: string[] = []): Promise<SpawnedHub> {
  const [command, ...args] = [...wrapper, process.execPath, MAIN];
  const child = spawn(command!, args, {
    env: { ...process.env, HUB_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.resume();
  return new Promise((ok, fail) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      try {
        ok({ child, ...(JSON.parse(line) as Omit<SpawnedHub, 'child'>) });
      } catch (e) {
        fail(e as Error);
      }
    });
    child.once('exit', (code) => fail(new Error(`hub exited early (${code})`)));
  });
}
