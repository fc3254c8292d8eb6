/**
 * Who left the table, and when, as Polemica reads it from a game we send (issue 40): our own
 * reading after the rules its library applies (polemica-library GameUtils: getKilled,
 * getFinalVotes, getKickedFromTable). Polemica is told nobody's departure; it works each out:
 * - a night kill: every shot of the night at one seat, and as many shots as blacks at the table;
 * - a day's elimination: the day's last round of ballots (`num` 1, 2, ...): one top candidate goes;
 *   a tie goes when more eliminate-all ballots (`num` null) say yes than no;
 * - a disqualification: `disqual`.
 * The export compares this with the game: a game Polemica would read otherwise is refused.
 */
import type { PolemicaGame } from './polemica-model.ts';

/** `night n`, `day n` or `disqual` for every seat Polemica reads as gone. */
export type Departures = Map<number, string>;

/** Days' eliminations from the ballots of days up to `lastDay`. */
function votedOut(g: PolemicaGame, lastDay: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const [day, votes] of Map.groupBy(g.votes, (v) => v.day)) {
    if (day > lastDay) continue;
    const max = Math.max(0, ...votes.map((v) => v.num ?? 0));
    if (max === 0) continue;
    const ballots = votes.filter((v) => v.num === max);
    const tally = Map.groupBy(
      ballots.filter((v) => v.candidate !== null),
      (v) => v.candidate!,
    );
    if (tally.size === 0) continue;
    const top = Math.max(...[...tally.values()].map((l) => l.length));
    const leaders = [...tally].filter(([, l]) => l.length === top).map(([c]) => c);
    if (leaders.length === 1) {
      out.set(leaders[0]!, day);
      continue;
    }
    const yes = votes.filter((v) => v.num === null && v.candidate !== null).length;
    // the library convicts every candidate of the round when the eliminate-all vote passes
    if (yes > ballots.length - yes) for (const c of tally.keys()) out.set(c, day);
  }
  return out;
}

/** Seats Polemica reads as gone before night `night` (kills of earlier nights, days up to it). */
function goneBefore(g: PolemicaGame, night: number): Set<number> {
  const gone = new Set<number>(votedOut(g, night).keys());
  for (const [n, shots] of Map.groupBy(g.shots, (s) => s.night))
    if (n < night && new Set(shots.map((s) => s.victim)).size === 1) gone.add(shots[0]!.victim);
  for (const p of g.players) if (p.disqual && p.disqual.day <= night) gone.add(p.position);
  return gone;
}

export function polemicaDepartures(g: PolemicaGame): Departures {
  const out: Departures = new Map();
  const blacks = g.players.filter((p) => p.role === 0 || p.role === 1).map((p) => p.position);
  for (const [night, shots] of Map.groupBy(g.shots, (s) => s.night)) {
    if (new Set(shots.map((s) => s.victim)).size !== 1) continue;
    const gone = goneBefore(g, night);
    if (blacks.filter((b) => !gone.has(b)).length <= shots.length)
      out.set(shots[0]!.victim, `night ${night}`);
  }
  for (const [seat, day] of votedOut(g, Infinity)) out.set(seat, `day ${day}`);
  for (const p of g.players) if (p.disqual) out.set(p.position, 'disqual');
  return out;
}
