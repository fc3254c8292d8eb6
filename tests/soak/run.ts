import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'vitest';
import { judge, type SoakResult } from '../../bench/soak-goals.ts';

/** Runs bench/soak.ts in its own process with these arguments (`--json` added); its result and report. */
export async function runSoak(args: string[]): Promise<{ r: SoakResult; report: string[] }> {
  const soak = spawn(
    process.execPath,
    [join(import.meta.dirname, '../../bench/soak.ts'), ...args, '--json'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  soak.stdout.on('data', (d) => (out += String(d)));
  soak.stderr.on('data', (d) => (err += String(d)));
  await new Promise((ok) => soak.once('exit', ok));
  const line = out.trim().split('\n').pop() ?? '';
  expect(line, `the soak printed no result; its stderr:\n${err.slice(-2000)}`).toMatch(/^\{/);
  const r = JSON.parse(line) as SoakResult;
  const { report } = judge(r);
  console.log(report.join('\n'));
  return { r, report };
}
