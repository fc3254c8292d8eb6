import type { Schedule, SeatingInput } from './types.ts';

/**
 * mafiaratings' own score of a schedule (szotin/mafiaratings include/seating.php, SeatingDef::
 * calculatePlayersScore, calculateNumbersScore, calculateTablesScore), written anew from its
 * formulas so that our schedules are compared on their criteria (issue 40). Lower is better; each
 * part is 0 when every count is within 1 of its target ("perfect" there). With G games a player:
 * - pairs: Σ over pairs (meetings − 9G/(players−1))²; a separated pair ((meetings − 0)·10)²,
 *   its players' other pairs against 9G/(players−1−their separated partners);
 * - numbers: Σ over players and seats (G/10 − count)²·4, seat 1 ×4, seat 2 ×3, seat 10 ×2; seat
 *   pairs 1-2, 3-4, …: (G/5 − count)²·2; halves: (G/2 − count)²;
 * - tables (from three tables on): Σ over players and tables (G/tables − count)².
 * Their shapes are players/tables/G: the day has ⌈players·G/(10·tables)⌉ rounds, the last with
 * fewer tables when the games do not fill it.
 */
export interface MafiaratingsScore {
  pairs: number;
  numbers: number;
  tables: number;
  total: number;
}

const SEATS = 10;

/** Their seat weights: seat 1 ×4, seat 2 ×3, seat 10 ×2 (then ×4 for every seat). */
const SEAT_WEIGHT = [4, 3, 1, 1, 1, 1, 1, 1, 1, 2];

/**
 * The day of their shape players/tables/games in our terms: full rounds, then the last one's
 * tables; null when the games do not fill whole tables (they refuse it too).
 */
export function mafiaratingsDay(players: number, tables: number, games: number): SeatingInput | null {
  if ((players * games) % SEATS !== 0) return null;
  const total = (players * games) / SEATS;
  const rounds = Math.ceil(total / tables);
  const last = total - (rounds - 1) * tables;
  return {
    players,
    tables,
    seats: SEATS,
    rounds,
    ...(last < tables ? { roundTables: [...new Array<number>(rounds - 1).fill(tables), last] } : {}),
  };
}

export function mafiaratingsScore(
  schedule: Schedule,
  players: number,
  tables: number,
  separate: readonly (readonly number[])[] = [],
): MafiaratingsScore {
  const n = players;
  const meet = new Int32Array(n * n);
  const seat = new Int32Array(n * SEATS);
  const at = new Int32Array(n * tables);
  let seats = 0;
  for (const round of schedule.rounds)
    round.forEach((table, t) => {
      table.forEach((a, i) => {
        seats++;
        seat[a * SEATS + i]!++;
        at[a * tables + t]!++;
        for (const b of table.slice(i + 1)) {
          meet[a * n + b]!++;
          meet[b * n + a]!++;
        }
      });
    });
  const games = seats / n;
  const partners = new Map<number, Set<number>>();
  for (const g of separate)
    for (const a of g) for (const b of g) if (a !== b) partners.set(a, (partners.get(a) ?? new Set()).add(b));
  const sum = (terms: Iterable<[diff: number, weight: number]>) => {
    let score = 0;
    let perfect = true;
    for (const [diff, weight] of terms) {
      if (diff * diff >= 1) perfect = false;
      score += diff * diff * weight;
    }
    return perfect ? 0 : score;
  };
  const pairs = sum(
    (function* () {
      for (let a = 0; a < n; a++) {
        const mine = partners.get(a);
        const fair = (games * 9) / (n - 1 - (mine?.size ?? 0));
        for (let b = a + 1; b < n; b++) {
          const m = meet[a * n + b] ?? 0;
          // a separated pair: ten times its meetings, so the square is a hundred (their "much stronger")
          yield mine?.has(b) ? [m * 10, 1] : [m - (mine ? fair : (games * 9) / (n - 1)), 1];
        }
      }
    })(),
  );
  const numbers = sum(
    (function* () {
      const c = (a: number, s: number) => seat[a * SEATS + s] ?? 0;
      for (let a = 0; a < n; a++)
        for (let s = 0; s < SEATS; s++) yield [games / 10 - c(a, s), 4 * (SEAT_WEIGHT[s] ?? 1)];
      for (let a = 0; a < n; a++)
        for (let s = 0; s < SEATS; s += 2) yield [games / 5 - c(a, s) - c(a, s + 1), 2];
      for (let a = 0; a < n; a++)
        for (let h = 0; h < SEATS; h += 5) {
          let half = 0;
          for (let s = h; s < h + 5; s++) half += c(a, s);
          yield [games / 2 - half, 1];
        }
    })(),
  );
  const tablesScore =
    tables < 3
      ? 0
      : sum(
          (function* () {
            for (let a = 0; a < n; a++)
              for (let t = 0; t < tables; t++) yield [games / tables - (at[a * tables + t] ?? 0), 1];
          })(),
        );
  const r = (x: number) => Math.round(x * 10) / 10;
  return {
    pairs: r(pairs),
    numbers: r(numbers),
    tables: r(tablesScore),
    total: r(pairs + numbers + tablesScore),
  };
}
