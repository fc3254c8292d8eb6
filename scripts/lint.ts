/**
 * `npm run lint`: formatting, lint rules, types (svelte-check checks the .ts files as well as the
 * .svelte ones, so a separate `tsc` would check them twice) and two project checks. The three
 * slow ones run side by side (about 30 s instead of 50 on two cores); each one's output is printed
 * whole when it ends, and the run fails if any fails.
 */
import { spawn } from 'node:child_process';

const checks: string[][] = [
  ['prettier', '--check', '.'],
  ['eslint', '.'],
  ['svelte-check', '--tsconfig', './tsconfig.json', '--fail-on-warnings', '--threshold', 'error'],
];
const after: string[][] = [
  ['node', 'scripts/check-overlay-target.ts'],
  ['node', 'scripts/lockfile-platforms.ts', '--check'],
];

function run([bin = '', ...args]: string[]): Promise<boolean> {
  return new Promise((done) => {
    const local = bin === 'node' ? process.execPath : `node_modules/.bin/${bin}`;
    const child = spawn(local, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', (e) => {
      console.error(`${bin}: ${e.message}`);
      done(false);
    });
    child.on('close', (code) => {
      console.log(`$ ${bin} ${args.join(' ')}  (exit ${code})\n${out.trimEnd()}\n`);
      done(code === 0);
    });
  });
}

const ok = (await Promise.all(checks.map(run))).every(Boolean);
let rest = ok;
for (const c of after) rest = (await run(c)) && rest;
if (!ok || !rest) {
  console.error('lint failed: see the output above');
  process.exit(1);
}
