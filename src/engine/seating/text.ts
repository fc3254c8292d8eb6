import type { Criterion, SeatingQuality } from './quality.ts';
import type { Schedule } from './types.ts';

/** The schedule as text, players numbered from 1: one line per table, then who sits out. */
export function scheduleText(schedule: Schedule, players: number): string {
  const lines: string[] = [];
  schedule.rounds.forEach((round, r) => {
    lines.push(`Round ${r + 1}`);
    const seated = new Set<number>();
    round.forEach((table, t) => {
      table.forEach((p) => seated.add(p));
      lines.push(`  table ${t + 1}: ${table.map((p) => String(p + 1).padStart(3)).join('')}`);
    });
    const out = Array.from({ length: players }, (_, p) => p).filter((p) => !seated.has(p));
    if (out.length > 0) lines.push(`  not playing: ${out.map((p) => p + 1).join(' ')}`);
  });
  return lines.join('\n');
}

const NAMES: Record<Exclude<keyof SeatingQuality, 'broken' | 'cost'>, string> = {
  pairs: 'pair meetings',
  seats: 'seat numbers',
  firstSeat: 'seat 1',
  seatPairs: 'seat pairs 1-2, 3-4, …',
  halves: 'halves 1-5 / 6-10',
  tables: 'tables',
  sitOuts: 'sit-outs',
};

const ideal = (c: Criterion) =>
  c.ideal.min === c.ideal.max ? `${c.ideal.min}` : `${c.ideal.min}..${c.ideal.max}`;
const histogram = (c: Criterion) =>
  Object.entries(c.histogram)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([k, v]) => `${k}:${v}`)
    .join(' ');

/**
 * The quality report as an organiser reads it: per criterion the fair target, the range of counts,
 * the worst distance from the target, how many are as close as whole numbers allow, the histogram
 * (count:how many); then what must not happen.
 */
export function qualityText(q: SeatingQuality): string {
  const lines = ['criterion                 ideal   range  worst  within ideal   histogram (count:items)'];
  for (const [key, name] of Object.entries(NAMES) as [keyof typeof NAMES, string][]) {
    const c = q[key];
    if (!c) continue;
    lines.push(
      `${name.padEnd(24)}${ideal(c).padStart(7)}${`${c.min}..${c.max}`.padStart(8)}${`±${c.worst}`.padStart(7)}${`${c.within}/${c.of}`.padStart(14)}   ${histogram(c)}`,
    );
  }
  const b = q.broken;
  lines.push(
    `constraints broken: separated pairs together ${b.separate}, banned tables ${b.notAt}, sit-outs in a row ${b.sitOutsInARow}; avoid meetings ${b.avoidMeetings}, welcome short ${b.welcomeShort}`,
    `cost ${q.cost} (weighted squared distance from every target; lower is fairer)`,
  );
  return lines.join('\n');
}
