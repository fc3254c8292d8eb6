/**
 * The top entries of a V8 CPU profile (`node --cpu-prof`, e.g. `bench/fanout.ts --cpu-prof DIR`):
 * self time by function, and the total time under a few functions of the command path.
 *   node bench/profile-top.ts FILE.cpuprofile [--top 25] [--per N] [--under NAME]
 * N: the changes the profile covers (µs per change); NAME: only samples under that function (e.g.
 * `receiverOnMessage`: a frame's handling, without the hub's start). Samples are wall time: a
 * blocking call (fdatasyncSync) counts while it waits.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: opt, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '25' },
    per: { type: 'string', default: '1' },
    under: { type: 'string' },
  },
});
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const prof = JSON.parse(readFileSync(positionals[0]!, 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const underIt = (id: number | undefined): boolean =>
  id !== undefined && (byId.get(id)?.callFrame.functionName === opt.under || underIt(parent.get(id)));
const self = new Map<number, number>();
prof.samples.forEach((id, i) => {
  if (opt.under === undefined || underIt(id)) self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0));
});
const name = (n: Node) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').slice(-1)[0] ?? ''}:${n.callFrame.lineNumber + 1}`;
const per = Number(opt.per);
const total = [...self.values()].reduce((a, b) => a + b, 0);
const bySelf = new Map<string, number>();
for (const [id, us] of self) {
  const k = name(byId.get(id)!);
  bySelf.set(k, (bySelf.get(k) ?? 0) + us);
}
const idle = bySelf.get('(idle) :0') ?? 0;
console.log(`busy ${((total - idle) / 1000).toFixed(0)} ms of ${(total / 1000).toFixed(0)} ms sampled\n`);
console.log('| self µs per change | share of busy | function |\n|---|---|---|');
for (const [k, us] of [...bySelf].sort((a, b) => b[1] - a[1]).slice(0, Number(opt.top)))
  if (k !== '(idle) :0')
    console.log(`| ${(us / per).toFixed(1)} | ${((100 * us) / (total - idle)).toFixed(1)}% | ${k} |`);

// total (self + callees) per function name, counted once per sample even when it recurses
const inclusive = new Map<string, number>();
const walk = (id: number, seen: Set<string>): number => {
  const n = byId.get(id)!;
  const k = n.callFrame.functionName;
  let us = self.get(id) ?? 0;
  const inner = seen.has(k) ? seen : new Set(seen).add(k);
  for (const c of n.children ?? []) us += walk(c, inner);
  if (!seen.has(k)) inclusive.set(k, (inclusive.get(k) ?? 0) + us);
  return us;
};
walk(prof.nodes[0]!.id, new Set());
console.log('\n| total µs per change | function (with what it calls) |\n|---|---|');
for (const [k, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(opt.top) * 2))
  if (k && !k.startsWith('(')) console.log(`| ${(us / per).toFixed(1)} | ${k} |`);
