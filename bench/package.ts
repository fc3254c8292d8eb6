/**
 * The venue program: size of each file in release/ and start-to-listening time of the Linux one
 * (spawn to the first accepted HTTP request, fresh data folder each run). Goals: start < 300 ms,
 * file < 80 MB. Run `npm run package` first.
 *   node_modules/.bin/node bench/package.ts [--runs 15]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { TARGETS } from '../scripts/package.ts';

const release = resolve(import.meta.dirname, '../release');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '15' } } });
const runs = Number(values.runs);

/** CPU time (user + system) a process has used so far, from /proc (10 ms ticks): load-independent. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Wall and CPU milliseconds from spawn to the first 200 from the panel page (own port and data). */
async function startOnce(program: string, port: number): Promise<{ wall: number; cpu: number }> {
  const data = mkdtempSync(join(tmpdir(), 'venue-bench-'));
  const t0 = performance.now();
  const child = spawn(program, ['--port', String(port), '--data', data, '--no-open'], {
    env: { PATH: '/usr/bin:/bin', HOME: data },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let exited = false;
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += String(c)));
  child.once('exit', () => (exited = true));
  try {
    // poll the socket every millisecond: the listen moment, not a printed line
    for (;;) {
      if (exited) throw new Error(`the program exited before listening: ${stderr}`);
      if (performance.now() - t0 > 10_000) throw new Error('not listening within 10 s');
      const ok = await fetch(`http://127.0.0.1:${port}/panel/`, {
        headers: { 'accept-encoding': 'identity' },
      }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { wall: performance.now() - t0, cpu: cpuMs(child.pid ?? 0) };
      await new Promise((r) => setTimeout(r, 1));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (exited ? r(null) : child.once('exit', r)));
    rmSync(data, { recursive: true, force: true });
  }
}

/** A port nothing listens on right now (the program gets it on its command line). */
function freePort(): Promise<number> {
  return new Promise((done) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => done(port));
    });
  });
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0] ?? NaN, median: s[Math.floor(s.length / 2)] ?? NaN, max: s[s.length - 1] ?? NaN };
};
const ms = (x: number) => `${x.toFixed(0)} ms`;

console.log('| program | size | goal < 80 MB |');
console.log('| ------- | ---- | ------------ |');
for (const t of Object.values(TARGETS)) {
  const path = join(release, t.file);
  // `npm run package -- --target linux` builds one: the start is measured on the Linux one
  if (!existsSync(path)) {
    console.log(`| ${t.file} | not built | |`);
    continue;
  }
  const mb = statSync(path).size / 2 ** 20;
  console.log(`| ${t.file} | ${mb.toFixed(1)} MB | ${mb < 80 ? 'met' : '**missed**'} |`);
}

const linux = join(release, TARGETS.linux.file);
if (!existsSync(linux)) throw new Error(`${linux} is missing: run npm run package first`);
const runsDone: Array<{ wall: number; cpu: number }> = [];
for (let i = 0; i < runs; i++) runsDone.push(await startOnce(linux, await freePort()));
const wall = stats(runsDone.map((r) => r.wall));
const cpu = stats(runsDone.map((r) => r.cpu));
console.log(
  `\n| start to listening, ${TARGETS.linux.file} (${runs} runs) | min | median | max | goal < 300 ms |`,
);
console.log('| --- | --- | --- | --- | --- |');
console.log(
  `| wall clock | ${ms(wall.min)} | ${ms(wall.median)} | ${ms(wall.max)} | ${wall.median < 300 ? 'met' : '**missed**'} |`,
);
console.log(`| CPU time used (user + system) | ${ms(cpu.min)} | ${ms(cpu.median)} | ${ms(cpu.max)} | |`);
console.log(
  `\nload average at the end: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (${cpus().length} cores)`,
);
