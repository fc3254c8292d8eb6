import type { Result } from '../../protocol/index.ts';
import * as ru from '../../words/ru/seating-input.ts';
import { MAFIARATINGS, WEIGHTS, type Weights } from './weights.ts';
import { sayer, type SaidValues } from '../words.ts';
import { LIMITS, type SeatedRound, type SeatingInput, type SeatingRefusal } from './types.ts';

/**
 * The input checked and turned into what the optimiser and the quality report both measure
 * against: who is there each round, how many tables each round fills, and every fair target.
 *
 * The targets are expectations of a fair random draw. In round r, with n players present and k
 * seats (tables·seats), a player plays with probability k/n and two present players meet with
 * probability k(S−1)/(n(n−1)); with everyone always there this is the issue's
 * rounds·(seats−1)/(players−1) meetings per pair.
 */
export interface Problem {
  n: number;
  t: number;
  s: number;
  r: number;
  /** present[r * n + p]. */
  present: Uint8Array;
  /** Tables filled in each round: min(tables, present / seats). */
  tablesIn: number[];
  /** Rounds kept as played. */
  fixed: number;
  played: SeatedRound[];
  /** Fair meetings of each pair, pairTarget[a * n + b]. */
  pairTarget: Float64Array;
  /** 0 none, 1 separate (never), 2 avoid (fewer), 3 welcome (more). */
  pairRule: Uint8Array;
  /** Fair number of games each player plays. */
  games: Float64Array;
  /** Fair games at each table: tableTarget[p * t + table]. */
  tableTarget: Float64Array;
  sitTarget: Float64Array;
  /** forbidden[p * t + table]: 1 if the player must not sit there. */
  forbidden: Uint8Array;
  hasBans: boolean;
  /** Rounds both players are present (welcome's ceiling). */
  together: Uint16Array;
  /** The cost's weights: ours or mafiaratings' (cost.ts). */
  w: Weights;
}

export const SEPARATE = 1;
export const AVOID = 2;
export const WELCOME = 3;

const say = sayer('seatingInput', ru.seatingInput);

/** A refusal: its code, its words from the catalog (src/words/*\/seating-input.ts). */
const refuse = (
  key: keyof typeof ru.seatingInput,
  values?: SaidValues,
  code: SeatingRefusal['code'] = 'seating/invalid',
): SeatingRefusal => ({ code, message: say(key, values) });

const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

function checkShape(i: SeatingInput): SeatingRefusal | null {
  if (!isInt(i.players, 2, LIMITS.players)) return refuse('players', { max: LIMITS.players });
  if (!isInt(i.tables, 1, LIMITS.tables)) return refuse('tables', { max: LIMITS.tables });
  if (!isInt(i.seats, 2, LIMITS.seats)) return refuse('seats', { max: LIMITS.seats });
  if (!isInt(i.rounds, 1, LIMITS.rounds)) return refuse('rounds', { max: LIMITS.rounds });
  const p = (v: unknown) => isInt(v, 0, i.players - 1);
  const pairs = [...(i.avoid ?? []), ...(i.welcome ?? [])];
  if (!pairs.every(([a, b]) => p(a) && p(b) && a !== b)) return refuse('badPair');
  if (!(i.separate ?? []).every((g) => g.every(p))) return refuse('badGroup');
  if (!(i.notAt ?? []).every((x) => p(x.player) && x.tables.every((t) => isInt(t, 0, i.tables - 1))))
    return refuse('badBan');
  if (!(i.away ?? []).every((x) => p(x.player) && x.rounds.every((r) => isInt(r, 0, i.rounds - 1))))
    return refuse('badAway');
  if ((i.played ?? []).length > i.rounds) return refuse('playedTooMany');
  const bad = (i.roundTables ?? []).findIndex((k) => !isInt(k, 1, i.tables));
  if (bad >= 0 || (i.roundTables ?? []).length > i.rounds)
    return refuse('roundTables', { round: (bad >= 0 ? bad : i.rounds) + 1, tables: i.tables });
  return null;
}

/** A played round: tables of `seats` distinct known players, present that round, each seated once. */
function checkPlayed(i: SeatingInput, present: Uint8Array): SeatingRefusal | null {
  for (const [r, round] of (i.played ?? []).entries()) {
    const seen = new Set<number>();
    if (round.length > i.tables) return refuse('roundTables', { round: r + 1, tables: i.tables });
    for (const table of round) {
      if (table.length !== i.seats) return refuse('roundTableSize', { round: r + 1, n: i.seats });
      for (const p of table) {
        if (!isInt(p, 0, i.players - 1) || seen.has(p) || !present[r * i.players + p])
          return refuse('roundSeated', { round: r + 1, player: p + 1 });
        seen.add(p);
      }
    }
  }
  return null;
}

export function problemOf(i: SeatingInput): Result<{ problem: Problem }, SeatingRefusal> {
  const bad = checkShape(i);
  if (bad) return { ok: false, error: bad };
  const { players: n, tables: t, seats: s, rounds: r } = i;
  const present = new Uint8Array(r * n).fill(1);
  for (const a of i.away ?? []) for (const round of a.rounds) present[round * n + a.player] = 0;
  const badPlayed = checkPlayed(i, present);
  if (badPlayed) return { ok: false, error: badPlayed };
  const here = Array.from({ length: r }, (_, round) =>
    present.subarray(round * n, round * n + n).reduce((x, y) => x + y, 0),
  );
  const played = i.played ?? [];
  const tablesIn = here.map(
    (h, round) => played[round]?.length ?? Math.min(t, i.roundTables?.[round] ?? t, Math.floor(h / s)),
  );
  const empty = tablesIn.findIndex((k) => k === 0);
  if (empty >= 0)
    return {
      ok: false,
      error: refuse('tooFew', { round: empty + 1, n: here[empty] ?? 0, seats: s }, 'seating/too-few-players'),
    };
  const pairTarget = new Float64Array(n * n);
  const together = new Uint16Array(n * n);
  const games = new Float64Array(n);
  const tableTarget = new Float64Array(n * t);
  const sitTarget = new Float64Array(n);
  for (let round = 0; round < r; round++) {
    const h = here[round] ?? 0;
    const k = (tablesIn[round] ?? 0) * s;
    const meet = h > 1 ? (k * (s - 1)) / (h * (h - 1)) : 0;
    for (let a = 0; a < n; a++) {
      if (!present[round * n + a]) continue;
      games[a] = (games[a] ?? 0) + k / h;
      sitTarget[a] = (sitTarget[a] ?? 0) + 1 - k / h;
      for (let tb = 0; tb < (tablesIn[round] ?? 0); tb++)
        tableTarget[a * t + tb] = (tableTarget[a * t + tb] ?? 0) + k / h / (tablesIn[round] ?? 1);
      for (let b = a + 1; b < n; b++) {
        if (!present[round * n + b]) continue;
        pairTarget[a * n + b] = (pairTarget[a * n + b] ?? 0) + meet;
        together[a * n + b] = (together[a * n + b] ?? 0) + 1;
      }
    }
  }
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      pairTarget[b * n + a] = pairTarget[a * n + b] ?? 0;
      together[b * n + a] = together[a * n + b] ?? 0;
    }
  const pairRule = new Uint8Array(n * n);
  const mark = (a: number, b: number, rule: number) => {
    pairRule[a * n + b] = rule;
    pairRule[b * n + a] = rule;
  };
  for (const [a, b] of i.welcome ?? []) mark(a, b, WELCOME);
  for (const [a, b] of i.avoid ?? []) mark(a, b, AVOID);
  for (const g of i.separate ?? []) for (const a of g) for (const b of g) if (a !== b) mark(a, b, SEPARATE);
  const forbidden = new Uint8Array(n * t);
  for (const x of i.notAt ?? []) for (const tb of x.tables) forbidden[x.player * t + tb] = 1;
  return {
    ok: true,
    problem: {
      n,
      t,
      s,
      r,
      present,
      tablesIn,
      fixed: played.length,
      played,
      pairTarget,
      pairRule,
      games,
      tableTarget,
      sitTarget,
      forbidden,
      hasBans: (i.notAt ?? []).some((x) => x.tables.length > 0),
      together,
      w: i.weigh === 'mafiaratings' ? MAFIARATINGS : WEIGHTS,
    },
  };
}

/** What a welcome pair aims at: about twice the fair number, at least once, at most every round together. */
export function welcomeTarget(p: Problem, a: number, b: number): number {
  const fair = p.pairTarget[a * p.n + b] ?? 0;
  return Math.min(p.together[a * p.n + b] ?? 0, Math.max(1, Math.round(2 * fair)));
}
