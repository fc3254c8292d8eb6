import type { Board } from './board.ts';
import { tableCost } from './cost.ts';
import { assign } from './seat-order.ts';

/**
 * Which table is which in a round changes no meeting and no seat number, only the balance of
 * tables and table bans; given the other rounds it is an assignment problem (each group of
 * players takes one table). Sweeping every round until none changes.
 */
export function sweepTables(board: Board, maxSweeps: number): void {
  const { p } = board;
  if (p.t < 2) return;
  for (let sweep = 0; sweep < maxSweeps; sweep++) {
    let changed = false;
    for (let r = p.fixed; r < p.r; r++) if (relabel(board, r)) changed = true;
    if (!changed) return;
  }
}

function relabel(board: Board, r: number): boolean {
  const { p } = board;
  const count = p.tablesIn[r] ?? 0;
  const row = board.slots[r] as Int32Array;
  const groups = Array.from({ length: count }, (_, g) => Array.from(row.subarray(g * p.s, g * p.s + p.s)));
  const price = (g: number, t: number, add: number) =>
    (groups[g] ?? []).reduce((sum, player) => {
      const c = (board.tableCnt[player * p.t + t] ?? 0) + add;
      return sum + tableCost(p, player, t, c, board.tablesCount);
    }, 0);
  // each group's cost at each table, its own game there taken out first
  groups.forEach((group, g) => group.forEach((player) => (board.tableCnt[player * p.t + g]! -= 1)));
  const cost = groups.map((_, g) => Array.from({ length: count }, (_, t) => price(g, t, 1) - price(g, t, 0)));
  const to = assign(cost);
  const before = groups.reduce((sum, _, g) => sum + (cost[g]?.[g] ?? 0), 0);
  const after = groups.reduce((sum, _, g) => sum + (cost[g]?.[to[g] ?? g] ?? 0), 0);
  const better = after < before - 1e-9;
  groups.forEach((group, g) => {
    const t = better ? (to[g] ?? g) : g;
    group.forEach((player, seat) => {
      board.tableCnt[player * p.t + t]! += 1;
      row[t * p.s + seat] = player;
      (board.where[r] as Int32Array)[player] = t * p.s + seat;
    });
  });
  if (better) board.cost += after - before;
  return better;
}
