import type { Result } from '../../protocol/index.ts';
import { seededRandom } from '../prng.ts';
import { Board } from './board.ts';
import { problemOf, type Problem } from './problem.ts';
import { sweepSeats } from './seat-order.ts';
import { sweepTables } from './table-order.ts';
import type { Schedule, SeatingInput, SeatingOptions, SeatingRefusal } from './types.ts';

/** Moves tried when no budget is given: about a second for a 10-round day of 40 players. */
export function defaultIterations(i: Pick<SeatingInput, 'rounds' | 'tables' | 'seats'>): number {
  return Math.min(4_000_000, 2_000 * i.rounds * i.tables * i.seats);
}

/** Most sweeps of exact seat orders, table by table (they stop when no table changes). */
const SWEEPS = 50;

/** Shares of the budget: who plays together, which table is which (from three tables), seats. */
const SHARES = { together: 0.6 } as const;

/**
 * Builds a seating schedule by simulated annealing in two phases, as organisers judge it: first
 * who plays at which table (pair meetings, tables, sit-outs: two players of different tables
 * swap, or one sitting out takes a seat), then the seat numbers at each table (two seats swap,
 * which changes nothing else). It starts from a draw that spreads sit-outs. Played rounds are
 * never touched. The same input, seed and iterations give the same schedule.
 */
export function optimiseSeating(input: SeatingInput, options: SeatingOptions): Seated {
  const steps = seatingSteps(input, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export type Seated = Result<{ schedule: Schedule; cost: number }, SeatingRefusal>;

/**
 * optimiseSeating in slices: yields the share done about 200 times, so that a server can answer
 * others between slices (the result is the same as in one go).
 */
export function* seatingSteps(input: SeatingInput, options: SeatingOptions): Generator<number, Seated, void> {
  const made = problemOf(input);
  if (!made.ok) return made;
  const p = made.problem;
  const random = seededRandom(options.seed);
  const board = initialBoard(p, random);
  if (p.r > p.fixed) {
    const iterations = Math.max(2, options.iterations ?? defaultIterations(input));
    const clock = budgetClock(options);
    const phase = (from: number, share: number, move: (r: number) => (() => void) | null) =>
      anneal(
        board,
        random,
        Math.max(1, Math.floor(iterations * share)),
        move,
        (d) => (clock(from + d * share) - from) / share,
      );
    board.countSeats(false);
    yield* phase(0, SHARES.together, (r) => tableMove(board, r, random));
    sweepTables(board, SWEEPS);
    board.countSeats(true);
    sweepSeats(board, SWEEPS);
    yield* phase(SHARES.together, 1 - SHARES.together, (r) => seatMove(board, r, random));
    sweepSeats(board, SWEEPS);
    options.onProgress?.(1, board.cost);
  }
  return { ok: true, schedule: board.schedule(), cost: board.cost };
}

/**
 * The share of the whole effort done: the iterations' share, or of the time budget if that is
 * further on; reports progress. Given the iterations' share, returns the share used for cooling.
 */
function budgetClock(options: SeatingOptions): (share: number) => number {
  const start = options.now?.() ?? 0;
  const ms = options.now && options.timeMs ? options.timeMs : 0;
  let said = -1;
  return (share) => {
    const done = ms ? Math.max(share, ((options.now?.() ?? 0) - start) / ms) : share;
    // about a hundred reports, however often the clock is read
    if (Math.floor(done * 100) > said) {
      said = Math.floor(done * 100);
      options.onProgress?.(Math.min(1, done), NaN);
    }
    return done;
  };
}

/** Moves between two readings of the clock at most (a time budget is kept within a few ms). */
const CHECK = 4096;

/**
 * Simulated annealing over `moves` moves, reporting (and yielding the share done) about 100
 * times, the clock read at least every CHECK moves. `clock` turns the moves' share into the
 * phase's share done.
 */
function* anneal(
  board: Board,
  random: () => number,
  moves: number,
  move: (r: number) => (() => void) | null,
  clock: (share: number) => number,
): Generator<number, void, void> {
  const { p } = board;
  const free = p.r - p.fixed;
  const check = Math.max(1, Math.min(CHECK, Math.ceil(moves / 100)));
  let temp = p.w.hot;
  let stop = moves;
  let yielded = -1;
  for (let k = 0; k < stop; k++) {
    if (k % check === 0) {
      const share = clock(k / moves);
      if (share >= 1) stop = k; // the time budget is spent
      temp = p.w.hot * Math.pow(p.w.cold / p.w.hot, Math.min(1, share));
      if (Math.floor(share * 100) > yielded) {
        yielded = Math.floor(share * 100);
        yield share;
      }
    }
    const before = board.cost;
    const undo = move(p.fixed + Math.floor(random() * free));
    if (!undo) continue;
    const delta = board.cost - before;
    if (delta > 0 && random() >= Math.exp(-delta / temp)) {
      undo();
      board.cost = before; // no drift from the float sums of a move and its undo
    }
  }
}

/** Share of moves that relabel two tables of a round (the rest move players). */
const RELABEL = 0.01;

/**
 * Two players of different tables swap, or one sitting out takes a seat, or two tables trade
 * their games whole; null if none to make.
 */
function tableMove(board: Board, r: number, random: () => number): (() => void) | null {
  const { p } = board;
  const count = p.tablesIn[r] ?? 0;
  const seats = count * p.s;
  const out = board.out[r] as number[];
  if (count > 1 && random() < RELABEL) {
    const a = Math.floor(random() * count);
    const b = (a + 1 + Math.floor(random() * (count - 1))) % count;
    board.swapTables(r, a, b);
    return () => board.swapTables(r, a, b);
  }
  if (out.length > 0 && (seats === p.s || random() < 0.3)) {
    const slot = Math.floor(random() * seats);
    const sub = out[Math.floor(random() * out.length)] as number;
    const gone = board.substitute(r, slot, sub);
    // and back in another round where the one gone sits out and the sub plays: sit-outs stay even
    const back = random() < 0.5 ? otherRound(board, r, gone, sub, random) : -1;
    if (back < 0) return () => board.substitute(r, slot, gone);
    const at = board.where[back]?.[sub] ?? -1;
    board.substitute(back, at, gone);
    return () => {
      board.substitute(back, at, sub);
      board.substitute(r, slot, gone);
    };
  }
  const x = Math.floor(random() * seats);
  const y = Math.floor(random() * seats);
  if (Math.floor(x / p.s) === Math.floor(y / p.s)) return null;
  board.swap(r, x, y);
  return () => board.swap(r, x, y);
}

/** A free round other than r where `out` sits out and `seated` plays (-1: none), from a random start. */
function otherRound(board: Board, r: number, out: number, seated: number, random: () => number): number {
  const { p } = board;
  const free = p.r - p.fixed;
  const start = Math.floor(random() * free);
  for (let k = 0; k < free; k++) {
    const x = p.fixed + ((start + k) % free);
    if (x !== r && board.where[x]?.[out] === -1 && (board.where[x]?.[seated] ?? -1) >= 0) return x;
  }
  return -1;
}

/** Two seats of one table swap. */
function seatMove(board: Board, r: number, random: () => number): (() => void) | null {
  const { p } = board;
  const table = Math.floor(random() * (p.tablesIn[r] ?? 0));
  const x = table * p.s + Math.floor(random() * p.s);
  const y = table * p.s + Math.floor(random() * p.s);
  if (x === y) return null;
  board.swap(r, x, y);
  return () => board.swap(r, x, y);
}

/** Seats a round exactly as `row` has it (played rounds, the best schedule found). */
function seatRound(board: Board, r: number, row: Int32Array | readonly number[]): void {
  const { p } = board;
  row.forEach((player, slot) => {
    if (player >= 0) board.place(r, slot, player);
  });
  for (let i = 0; i < p.n; i++) if (board.where[r]?.[i] === -3) board.sit(r, i, 1);
}

/**
 * Played rounds as played; each other round a seeded draw in which those who sat out the round
 * before play first, then those who sat out most (sit-outs even from the start).
 */
function initialBoard(p: Problem, random: () => number): Board {
  const board = new Board(p);
  for (let r = 0; r < p.r; r++) {
    const played = p.played[r];
    if (played) {
      seatRound(
        board,
        r,
        played.flatMap((table) => table),
      );
      continue;
    }
    const here: number[] = [];
    for (let i = 0; i < p.n; i++) if (p.present[r * p.n + i]) here.push(i);
    const key = new Map(
      here.map((i) => [i, (board.where[r - 1]?.[i] === -1 ? -1000 : 0) - (board.sitCnt[i] ?? 0) + random()]),
    );
    here.sort((a, b) => (key.get(a) ?? 0) - (key.get(b) ?? 0));
    const seats = (p.tablesIn[r] ?? 0) * p.s;
    const row = new Int32Array(p.t * p.s).fill(-1);
    here.slice(0, seats).forEach((player, slot) => (row[slot] = player));
    seatRound(board, r, row);
  }
  return board;
}
