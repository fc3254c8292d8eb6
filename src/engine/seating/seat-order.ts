import type { Board } from './board.ts';
import { seatCost } from './cost.ts';

/**
 * Seat numbers at one table, given every other game of its players, are an assignment problem:
 * each player takes one seat, and what a seat costs him depends on his counts elsewhere only.
 * So each table's best order is exact (Hungarian algorithm); sweeping every table until none
 * changes reaches a schedule no single table can improve.
 */
export function sweepSeats(board: Board, maxSweeps: number): void {
  const { p } = board;
  for (let sweep = 0; sweep < maxSweeps; sweep++) {
    let changed = false;
    for (let r = p.fixed; r < p.r; r++)
      for (let t = 0; t < (p.tablesIn[r] ?? 0); t++) if (reorder(board, r, t)) changed = true;
    if (!changed) return;
  }
}

/** Gives table t of round r its best seat order; true if it changed. */
function reorder(board: Board, r: number, t: number): boolean {
  const { p } = board;
  const row = board.slots[r] as Int32Array;
  const players = Array.from(row.subarray(t * p.s, t * p.s + p.s));
  for (const [seat, player] of players.entries()) board.seatCnt[player * p.s + seat]! -= 1;
  const cost: number[][] = players.map((player) =>
    Array.from({ length: p.s }, (_, seat) => {
      board.seatCnt[player * p.s + seat]! += 1;
      const c = seatCost(p, board.seatCnt, player);
      board.seatCnt[player * p.s + seat]! -= 1;
      return c;
    }),
  );
  const seatOf = assign(cost);
  let changed = false;
  players.forEach((player, i) => {
    const seat = seatOf[i] ?? i;
    board.seatCnt[player * p.s + seat]! += 1;
    if (seat !== i) changed = true;
  });
  if (!changed) return false;
  const before = players.reduce((sum, player, i) => sum + (cost[i]?.[i] ?? 0), 0);
  const after = players.reduce((sum, player, i) => sum + (cost[i]?.[seatOf[i] ?? i] ?? 0), 0);
  if (after >= before - 1e-9) {
    // no gain (a tie): keep the order as it was
    players.forEach((player, i) => {
      board.seatCnt[player * p.s + (seatOf[i] ?? i)]! -= 1;
      board.seatCnt[player * p.s + i]! += 1;
    });
    return false;
  }
  players.forEach((player, i) => {
    const slot = t * p.s + (seatOf[i] ?? i);
    row[slot] = player;
    (board.where[r] as Int32Array)[player] = slot;
  });
  board.cost += after - before;
  return true;
}

/** Minimum-cost assignment of rows to columns of a square matrix (Hungarian, O(n³)): row i gets column result[i]. */
export function assign(cost: readonly (readonly number[])[]): number[] {
  const n = cost.length;
  const u = new Float64Array(n + 1);
  const v = new Float64Array(n + 1);
  const match = new Int32Array(n + 1); // match[column] = row (1-based; 0 none)
  const way = new Int32Array(n + 1);
  for (let i = 1; i <= n; i++) {
    match[0] = i;
    let j0 = 0;
    const minv = new Float64Array(n + 1).fill(Infinity);
    const used = new Uint8Array(n + 1);
    do {
      used[j0] = 1;
      const i0 = match[j0] ?? 0;
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= n; j++) {
        if (used[j]) continue;
        const cur = (cost[i0 - 1]?.[j - 1] ?? 0) - (u[i0] ?? 0) - (v[j] ?? 0);
        if (cur < (minv[j] ?? Infinity)) {
          minv[j] = cur;
          way[j] = j0;
        }
        if ((minv[j] ?? Infinity) < delta) {
          delta = minv[j] ?? Infinity;
          j1 = j;
        }
      }
      for (let j = 0; j <= n; j++) {
        if (used[j]) {
          u[match[j] ?? 0] = (u[match[j] ?? 0] ?? 0) + delta;
          v[j] = (v[j] ?? 0) - delta;
        } else minv[j] = (minv[j] ?? 0) - delta;
      }
      j0 = j1;
    } while (match[j0] !== 0);
    do {
      const j1 = way[j0] ?? 0;
      match[j0] = match[j1] ?? 0;
      j0 = j1;
    } while (j0 !== 0);
  }
  const result = new Array<number>(n).fill(0);
  for (let j = 1; j <= n; j++) if ((match[j] ?? 0) > 0) result[(match[j] ?? 1) - 1] = j - 1;
  return result;
}
