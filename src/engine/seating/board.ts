import { pairCost, seatCost, sitCost, tableCost } from './cost.ts';
import type { Problem } from './problem.ts';
import type { Schedule } from './types.ts';

const OUT = -1;
const AWAY = -2;
/** Present, not yet seated nor sitting out (while a move is half done). */
const UNSET = -3;

/**
 * A schedule being optimised, with every count its cost depends on (pair meetings, seats, tables,
 * sit-outs) kept current, so that a move costs O(seats) to price, not a recount of the day.
 */
export class Board {
  readonly p: Problem;
  /** slots[r][table * seats + seat]: the player there, or -1 (a table not used that round). */
  readonly slots: Int32Array[];
  /** where[r][player]: his slot, OUT (present, sitting out) or AWAY. */
  readonly where: Int32Array[];
  /** Present players sitting out, per round. */
  readonly out: number[][];
  readonly meet: Int32Array;
  readonly seatCnt: Int32Array;
  readonly tableCnt: Int32Array;
  readonly sitCnt: Int32Array;
  cost = 0;
  /** Whether seat numbers count in `cost` (the optimiser first places players at tables, then seats them). */
  seatsCount = true;
  /** Whether the balance of tables counts (table bans always do). */
  tablesCount = true;

  constructor(p: Problem) {
    this.p = p;
    this.slots = Array.from({ length: p.r }, () => new Int32Array(p.t * p.s).fill(-1));
    this.where = Array.from({ length: p.r }, (_, r) => {
      const w = new Int32Array(p.n);
      for (let i = 0; i < p.n; i++) w[i] = p.present[r * p.n + i] ? UNSET : AWAY;
      return w;
    });
    this.out = Array.from({ length: p.r }, () => []);
    this.meet = new Int32Array(p.n * p.n);
    this.seatCnt = new Int32Array(p.n * p.s);
    this.tableCnt = new Int32Array(p.n * p.t);
    this.sitCnt = new Int32Array(p.n);
    for (let i = 0; i < p.n; i++) this.cost += sitCost(p, i, 0) + seatCost(p, this.seatCnt, i);
    for (let i = 0; i < p.n; i++) for (let j = i + 1; j < p.n; j++) this.cost += pairCost(p, i, j, 0);
    for (let i = 0; i < p.n; i++) for (let t = 0; t < p.t; t++) this.cost += tableCost(p, i, t, 0);
  }

  /** Seats `player` (sitting out or unplaced) at an empty slot of round r. */
  place(r: number, slot: number, player: number): void {
    const { p } = this;
    const row = this.slots[r] as Int32Array;
    const table = Math.floor(slot / p.s);
    for (let k = table * p.s; k < table * p.s + p.s; k++) {
      const q = row[k] ?? -1;
      if (q < 0) continue;
      const m = this.meet[player * p.n + q] ?? 0;
      this.cost += pairCost(p, player, q, m + 1) - pairCost(p, player, q, m);
      this.meet[player * p.n + q] = m + 1;
      this.meet[q * p.n + player] = m + 1;
    }
    this.moveSeat(player, -1, slot % p.s);
    const tc = this.tableCnt[player * p.t + table] ?? 0;
    this.cost +=
      tableCost(p, player, table, tc + 1, this.tablesCount) -
      tableCost(p, player, table, tc, this.tablesCount);
    this.tableCnt[player * p.t + table] = tc + 1;
    row[slot] = player;
    (this.where[r] as Int32Array)[player] = slot;
  }

  /** Takes the player at `slot` of round r off it (then neither seated nor sitting out: UNSET). */
  lift(r: number, slot: number): number {
    const { p } = this;
    const row = this.slots[r] as Int32Array;
    const player = row[slot] ?? -1;
    row[slot] = -1;
    const table = Math.floor(slot / p.s);
    for (let k = table * p.s; k < table * p.s + p.s; k++) {
      const q = row[k] ?? -1;
      if (q < 0) continue;
      const m = this.meet[player * p.n + q] ?? 0;
      this.cost += pairCost(p, player, q, m - 1) - pairCost(p, player, q, m);
      this.meet[player * p.n + q] = m - 1;
      this.meet[q * p.n + player] = m - 1;
    }
    this.moveSeat(player, slot % p.s, -1);
    const tc = this.tableCnt[player * p.t + table] ?? 0;
    this.cost +=
      tableCost(p, player, table, tc - 1, this.tablesCount) -
      tableCost(p, player, table, tc, this.tablesCount);
    this.tableCnt[player * p.t + table] = tc - 1;
    (this.where[r] as Int32Array)[player] = UNSET;
    return player;
  }

  /** A player's seat count moves from one seat to another (-1: none). */
  moveSeat(player: number, from: number, to: number): void {
    const { p } = this;
    const before = this.seatsCount ? seatCost(p, this.seatCnt, player) : 0;
    if (from >= 0) this.seatCnt[player * p.s + from] = (this.seatCnt[player * p.s + from] ?? 0) - 1;
    if (to >= 0) this.seatCnt[player * p.s + to] = (this.seatCnt[player * p.s + to] ?? 0) + 1;
    if (this.seatsCount) this.cost += seatCost(p, this.seatCnt, player) - before;
  }

  /** The balance of tables starts or stops counting in the cost. */
  countTables(on: boolean): void {
    if (on === this.tablesCount) return;
    const { p } = this;
    let balance = 0;
    for (let i = 0; i < p.n; i++)
      for (let t = 0; t < p.t; t++) {
        const c = this.tableCnt[i * p.t + t] ?? 0;
        balance += tableCost(p, i, t, c, true) - tableCost(p, i, t, c, false);
      }
    this.cost += on ? balance : -balance;
    this.tablesCount = on;
  }

  /** Seat numbers start or stop counting in the cost. */
  countSeats(on: boolean): void {
    if (on === this.seatsCount) return;
    let seats = 0;
    for (let i = 0; i < this.p.n; i++) seats += seatCost(this.p, this.seatCnt, i);
    this.cost += on ? seats : -seats;
    this.seatsCount = on;
  }

  /** The player starts (+1) or stops (-1) sitting out round r; a second one in a row is priced hard. */
  sit(r: number, player: number, by: 1 | -1): void {
    const { p } = this;
    const c = this.sitCnt[player] ?? 0;
    this.cost += sitCost(p, player, c + by) - sitCost(p, player, c);
    this.sitCnt[player] = c + by;
    let next = 0;
    if (r > 0 && this.where[r - 1]?.[player] === OUT) next++;
    if (r + 1 < p.r && this.where[r + 1]?.[player] === OUT) next++;
    this.cost += by * next * p.w.hard;
    const out = this.out[r] as number[];
    (this.where[r] as Int32Array)[player] = by === 1 ? OUT : UNSET;
    if (by === 1) out.push(player);
    else {
      const i = out.indexOf(player);
      out[i] = out[out.length - 1] as number;
      out.pop();
    }
  }

  /** Swaps two players of round r (seats of one table, or two tables). */
  swap(r: number, x: number, y: number): void {
    const { p } = this;
    const row = this.slots[r] as Int32Array;
    const a = row[x] ?? -1;
    const b = row[y] ?? -1;
    if (Math.floor(x / p.s) === Math.floor(y / p.s)) {
      this.moveSeat(a, x % p.s, y % p.s);
      this.moveSeat(b, y % p.s, x % p.s);
      row[x] = b;
      row[y] = a;
      (this.where[r] as Int32Array)[a] = y;
      (this.where[r] as Int32Array)[b] = x;
      return;
    }
    this.lift(r, x);
    this.lift(r, y);
    this.place(r, x, b);
    this.place(r, y, a);
  }

  /**
   * Tables a and b of round r trade their games whole (which is called which): meetings and seat
   * numbers stay, only the balance of tables and table bans change.
   */
  swapTables(r: number, a: number, b: number): void {
    const { p } = this;
    const row = this.slots[r] as Int32Array;
    const where = this.where[r] as Int32Array;
    const count = (player: number, from: number, to: number) => {
      for (const [t, by] of [
        [from, -1],
        [to, 1],
      ] as const) {
        const c = this.tableCnt[player * p.t + t] ?? 0;
        this.cost +=
          tableCost(p, player, t, c + by, this.tablesCount) - tableCost(p, player, t, c, this.tablesCount);
        this.tableCnt[player * p.t + t] = c + by;
      }
    };
    for (let i = 0; i < p.s; i++) {
      const x = row[a * p.s + i] ?? -1;
      const y = row[b * p.s + i] ?? -1;
      count(x, a, b);
      count(y, b, a);
      row[a * p.s + i] = y;
      row[b * p.s + i] = x;
      where[x] = b * p.s + i;
      where[y] = a * p.s + i;
    }
  }

  /** The player at `slot` sits out and `sub` (sitting out) takes his seat. */
  substitute(r: number, slot: number, sub: number): number {
    const a = this.lift(r, slot);
    this.sit(r, sub, -1);
    this.place(r, slot, sub);
    this.sit(r, a, 1);
    return a;
  }

  schedule(): Schedule {
    const { p } = this;
    return {
      rounds: this.slots.map((row, r) =>
        Array.from({ length: p.tablesIn[r] ?? 0 }, (_, t) =>
          Array.from(row.subarray(t * p.s, t * p.s + p.s)),
        ),
      ),
    };
  }
}
