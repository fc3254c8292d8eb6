/**
 * The site's "mafiaratings points" (`Game::get_mafiaratings_points()` in szotin/mafiaratings
 * include/game.php; constants DAMPING_COEFF, SHOOTING_REDNESS_COEFF, DECIDING_VOTE_COEFF at its
 * top), ported to TypeScript from reading that code. It is not a tournament score: every seat starts
 * at redness 0.7; sheriff checks, mafia shots, speeches on record, the first killed's legacy and
 * every day vote from round 1 move it; a red player earns points for a move that makes a black seat
 * look blacker (and its target loses them), loses points for one that makes a red seat look blacker
 * (votes: only in a critical round or against the sheriff); a winner's gains are doubled and losses
 * halved; black totals are rescaled to red ones with the site's stored statistics (a fresh database
 * uses the constants below). Our own code, for our tests; names follow the site's.
 */
import type { MrGame } from '../../../src/export/mafiaratings.ts';
import { gametimeTools, type Gt } from './mafiaratings-check.ts';

const DAMPING = 0.7;
const SHOOTING_REDNESS = 0.7;
const DECIDING_VOTE = 1.2;
/** The fallback while the site has 8 games or fewer (`VarianceUpdater(n, mean, variance)`). */
const RED_STATS = { mean: 0.799352, variance: 0.708711 };
const BLACK_STATS = { mean: -0.491751, variance: 0.196616 };

type Points = [src: number, dst: number, pts: number][];
interface Action extends Gt {
  /** What moved the points, for the tests: a vote, a speech on record or the legacy. */
  kind: 'shooting' | 'sheriff' | 'voting' | 'legacy';
  player?: number;
  record?: number[];
  voting?: Map<number, number[]>;
  killAll?: number[];
  points?: Points;
}

export interface MrPoints {
  /** Each seat's total (sum of its positive and negative points over all other seats), seat 1 first. */
  total: number[];
  /** The same, split by what earned it (before the black rescaling, which `blackShift` adds). */
  byKind: Record<'voting' | 'legacy', number[]>;
  winner: boolean[];
  blackScale: number;
  blackShift: number;
}

export function mafiaratingsPoints(g: MrGame): MrPoints {
  const P = g.players;
  const { deathTime, compare } = gametimeTools(g);
  const isMaf = (n: number) => P[n - 1]?.role === 'don' || P[n - 1]?.role === 'maf';
  const isSheriff = (n: number) => P[n - 1]?.role === 'sheriff';
  const actions: Action[] = [];
  const voting: (Action | null)[] = [];
  const shooting: (number | null)[] = [];
  let sheriffIndex = 0;

  P.forEach((p, i) => {
    if (p.sheriff !== undefined) {
      actions.push({
        kind: 'sheriff',
        round: p.sheriff,
        time: 'sheriff',
        player: isMaf(i + 1) ? -i - 1 : i + 1,
      });
      sheriffIndex = i;
    }
    if (Array.isArray(p.legacy)) {
      // the site reads `dead` here, a field the format does not have: round 1 always
      const blacks = p.legacy.filter(isMaf).length;
      if (blacks > 1) // "we don't want to penalize player who is forced to leave three black colors"
        actions.push({ kind: 'legacy', round: 1, time: 'night kill speaking', speaker: i + 1, record: p.legacy.map((l) => -l) }); // prettier-ignore
    }
    if (p.shooting) {
      const death = deathTime(i + 1);
      const alive = (round: number) =>
        death === null || compare(death, { round: round + 1, time: 'shooting' }) >= 0;
      let round = 0;
      for (; round < p.shooting.length && round < shooting.length; ++round)
        if (alive(round) && shooting[round] !== p.shooting[round]) shooting[round] = null;
      for (; round < p.shooting.length; ++round)
        shooting.push(alive(round) ? (p.shooting[round] ?? null) : null);
      for (; round < shooting.length; ++round) if (alive(round)) shooting[round] = null;
    }
    if (p.voting) {
      for (let round = voting.length; round < p.voting.length; ++round) {
        if (round === 0)
          voting.push(null); // the first day's votes earn nothing
        else {
          const v: Action = { kind: 'voting', round, time: 'voting kill all', voting: new Map() };
          voting.push(v);
          actions.push(v);
        }
      }
      for (let round = 1; round < p.voting.length; ++round) {
        const v = voting[round]!;
        const raw = p.voting[round];
        let to = 0;
        if (typeof raw === 'number') to = raw;
        else if (Array.isArray(raw) && raw.length > 0) {
          const last = raw[raw.length - 1]!;
          if (typeof last === 'boolean') {
            (v.killAll ??= []).push(last ? i + 1 : -i - 1);
            const prev = raw.length > 1 ? raw[raw.length - 2] : undefined;
            to = typeof prev === 'number' ? prev : 0;
          } else to = last;
        }
        if (to > 0) {
          if (!v.voting!.has(to)) v.voting!.set(to, []);
          v.voting!.get(to)!.push(i + 1);
        }
      }
    }
  });
  shooting.forEach((s, round) => {
    if (s !== null) actions.push({ kind: 'shooting', round: round + 1, time: 'shooting', player: s });
  });
  actions.sort((a, b) => compare(a, b)); // usort; PHP 8's sort is stable, as JS's is

  const alive = (round: number) => {
    let civs = 0;
    let mafs = 0;
    for (let n = 1; n <= 10; n++) {
      const d = deathTime(n);
      if (d === null || compare(d, { round, time: 'voting start' }) > 0) {
        if (isMaf(n)) mafs++;
        else civs++;
      }
    }
    return { civs, mafs };
  };

  let red = Array<number>(10).fill(0.7);
  for (const a of actions) {
    const next = [...red];
    const r = (n: number) => red[n - 1]!;
    const damp = (dst: number, src: number) => (next[dst - 1]! *= 1 - r(src) * DAMPING);
    if (a.kind === 'shooting') next[a.player! - 1]! += (1 - r(a.player!)) * SHOOTING_REDNESS;
    else if (a.kind === 'sheriff') {
      if (a.player! > 0) next[a.player! - 1]! += (1 - r(a.player!)) * r(sheriffIndex + 1) * DAMPING;
      else damp(-a.player!, sheriffIndex + 1);
    } else if (a.kind === 'voting') {
      const { civs, mafs } = alive(a.round!);
      const votes = [...a.voting!];
      const max = Math.max(0, ...votes.map(([, v]) => v.length));
      const pts: Points = (a.points = []);
      if (a.killAll) {
        const winners = votes.filter(([, v]) => v.length === max).map(([dst]) => dst);
        const critical = civs - winners.length - mafs <= 1;
        const killed = a.killAll.reduce((k, src) => k + (src < 0 ? -1 : 1), 0) > 0;
        const redVotes = a.killAll.filter((s) => s > 0 && !isMaf(s)).length;
        for (const src of a.killAll) if (src > 0) for (const dst of winners) if (src !== dst) damp(dst, src);
        for (const src of a.killAll) {
          if (src < 0 || isMaf(src)) continue;
          for (const dst of winners) {
            if (src === dst) continue;
            const p = ((r(dst) - next[dst - 1]!) * (killed ? DECIDING_VOTE : 1)) / redVotes;
            if (isMaf(dst)) pts.push([src, dst, p], [dst, src, -p]);
            else if (critical || isSheriff(dst)) pts.push([src, dst, -p]);
          }
        }
      } else {
        let winner = 0;
        for (const [dst, v] of votes) {
          if (v.length === max) winner = dst;
          for (const src of v) if (src !== dst) damp(dst, src);
        }
        for (const [dst, v] of votes) {
          const redVotes = v.filter((s) => !isMaf(s)).length;
          for (const src of v) {
            if (src === dst || isMaf(src)) continue;
            const p = ((r(dst) - next[dst - 1]!) * (dst === winner ? DECIDING_VOTE : 1)) / redVotes;
            if (isMaf(dst)) pts.push([src, dst, p], [dst, src, -p]);
            else if (civs <= mafs + 2) pts.push([src, dst, -p]); // critical round
          }
        }
      }
    } else {
      const pts: Points = (a.points = []);
      const src = a.speaker!;
      for (const x of a.record!) {
        const dst = Math.abs(x);
        if (x > 0) next[dst - 1]! += (1 - r(dst)) * r(src) * DAMPING;
        else damp(dst, src);
        if (isMaf(src)) continue;
        const p = r(dst) - next[dst - 1]!;
        if (isMaf(dst)) pts.push([src, dst, p], [dst, src, -p]);
        else pts.push([src, dst, -p]);
      }
    }
    red = next;
    const sum = red.reduce((s, x) => s + x, 0);
    const clamp = (x: number) => Math.min(x, Math.max(x, 0), 1); // the site's min(r, max(r, 0), 1)
    if (sum > 7.000001) red = red.map((x) => clamp(x * (7 / sum)));
    else if (sum < 6.999999) red = red.map((x) => clamp(x + (1 - x) * ((7 - sum) / (10 - sum))));
  }

  // each pair keeps its best gain and its worst loss over the game
  const zero = () => Array.from({ length: 10 }, () => Array<number>(10).fill(0));
  const pos = zero();
  const neg = zero();
  const byKind = { voting: Array<number>(10).fill(0), legacy: Array<number>(10).fill(0) };
  const kindPos = { voting: zero(), legacy: zero() };
  const kindNeg = { voting: zero(), legacy: zero() };
  for (const a of actions)
    for (const [src, dst, p] of a.points ?? []) {
      const k = a.kind === 'voting' ? 'voting' : 'legacy';
      const [all, mine] = p < 0 ? [neg, kindNeg[k]] : [pos, kindPos[k]];
      const pick = p < 0 ? Math.min : Math.max;
      all[src - 1]![dst - 1] = pick(all[src - 1]![dst - 1]!, p);
      mine[src - 1]![dst - 1] = pick(mine[src - 1]![dst - 1]!, p);
    }
  const isBlack = (i: number) => P[i]?.role === 'don' || P[i]?.role === 'maf';
  const winner = P.map((_, i) => (isBlack(i) ? g.winner === 'maf' : g.winner === 'civ'));
  for (let i = 0; i < 10; i++)
    if (winner[i]) for (const m of [pos, kindPos.voting, kindPos.legacy]) m[i] = m[i]!.map((x) => x * 2);
  for (let i = 0; i < 10; i++)
    if (winner[i]) for (const m of [neg, kindNeg.voting, kindNeg.legacy]) m[i] = m[i]!.map((x) => x / 2);
  for (const k of ['voting', 'legacy'] as const)
    for (let i = 0; i < 10; i++)
      byKind[k][i] = kindPos[k][i]!.reduce((s, x, j) => s + x + kindNeg[k][i]![j]!, 0);

  // black totals rescaled to red ones: shift/14 on each of a black's 7 positive and 7 negative red cells
  const blackScale = Math.sqrt(RED_STATS.variance / BLACK_STATS.variance);
  const blackShift = RED_STATS.mean - blackScale * BLACK_STATS.mean;
  for (let i = 0; i < 10; i++)
    if (isBlack(i))
      for (let j = 0; j < 10; j++)
        if (!isBlack(j)) {
          pos[i]![j] = blackScale * pos[i]![j]! + blackShift / 14;
          neg[i]![j] = blackScale * neg[i]![j]! + blackShift / 14;
        }
  const total = pos.map((row, i) => row.reduce((s, x, j) => s + x + neg[i]![j]!, 0));
  return { total, byKind, winner, blackScale, blackShift };
}
