import { atom, type ReadableAtom } from 'nanostores';
import type { DraftRevealFrame, GameView, Role, SeatView, VotingView } from '../src/protocol/index.ts';
import { BEST_MOVE } from '../src/facts/best-move.ts';

/**
 * Moments (docs/broadcast-design.md): a vote's result, a player leaving (voted out, killed, removed),
 * the first killed's best move, the winner. Each is found by comparing the view before a change with
 * the view after it, and carries the view it happened in, so it is told as it was even when the
 * game has moved on. A moment stays on screen at least its hold time and the next waits its turn:
 * none is skipped, none cuts another short. Nothing runs between events: one timeout per moment.
 */
interface Base {
  /** Unique within a game: the same change seen twice (a resync) is queued once. */
  id: string;
  /** The view the moment happened in. */
  view: GameView;
}
export type Moment =
  | (Base & { kind: 'vote'; round: VotingView; cancelledBy?: number })
  | (Base & { kind: 'leave'; seat: SeatView })
  | (Base & { kind: 'bestMove'; seats: number[] })
  | (Base & { kind: 'winner' })
  | (Base & { kind: 'draw'; seat: number; role: Role });

/** How many times the page's hold a moment stays: the winner's card has lines to read. */
export const HOLD_FACTOR: Readonly<Record<Moment['kind'], number>> = {
  vote: 1,
  leave: 1,
  bestMove: 1.6,
  winner: 3,
  draw: 1,
};

/** A decided round as it was counted: a corrected count is another round (a moment again). */
const sameRound = (a: VotingView | undefined, b: VotingView | undefined): boolean =>
  !!a && !!b && JSON.stringify(a) === JSON.stringify(b);

/** How many of `next`'s rounds `prev` already had, as they were: the rest are new. */
function roundsKept(prev: GameView, next: GameView): number {
  const was = prev.rounds ?? [];
  const now = next.rounds ?? [];
  let kept = 0;
  while (kept < now.length && sameRound(was[kept], now[kept])) kept++;
  return kept;
}

/**
 * The moments between two views of one game, in the order they are told. Today's rounds are
 * compared by what they say, not by the day's number: the morning's view carries yesterday's
 * rounds under the new day's number until the day opens (issue 38: replayed every morning).
 */
export function momentsBetween(prev: GameView | null, next: GameView): Moment[] {
  if (!prev || prev.gameId !== next.gameId) return [];
  const found: Moment[] = [];
  const game = next.gameId;
  const kept = roundsKept(prev, next);
  (next.rounds ?? []).slice(kept).forEach((round, i) => {
    found.push({ kind: 'vote', id: `${game}:vote:${next.day}:${kept + i}`, view: next, round });
  });
  // MafClub 4.12.1: a removal while the vote is undecided (or in the tie speeches) cancels it and
  // the night falls: the card says so before the removed player's own card (issue 38.10).
  const removed = next.seats.find(
    (s) => s.status === 'removed' && prev.seats.find((p) => p.seat === s.seat)?.status === 'alive',
  );
  if (removed && prev.voting && !prev.voting.decided && prev.phase === 'day' && next.phase === 'night')
    found.push({
      kind: 'vote',
      id: `${game}:cancel:${prev.day}`,
      view: next,
      round: prev.voting,
      cancelledBy: removed.seat,
    });
  const leaves: Moment[] = [];
  for (const seat of next.seats) {
    const was = prev.seats.find((s) => s.seat === seat.seat);
    if (was?.status === 'alive' && seat.status !== 'alive')
      leaves.push({ kind: 'leave', id: `${game}:leave:${seat.seat}`, view: next, seat });
  }
  const pick: Moment[] =
    !prev.bestMove?.length && next.bestMove?.length
      ? [{ kind: 'bestMove', id: `${game}:bestMove`, view: next, seats: next.bestMove }]
      : [];
  // Told as played when one change carries both: MafClub's Prima Nota is said at night, before the
  // morning names the killed (2.6.2); FIIM's best move in his last minute, after it (8.3).
  if (BEST_MOVE[next.ruleset] === 'primaNota') found.push(...pick, ...leaves);
  else found.push(...leaves, ...pick);
  if (!prev.winner && next.winner && next.phase === 'finished')
    found.push({ kind: 'winner', id: `${game}:winner`, view: next });
  return found;
}

/**
 * The moments a correction took back (undo, a count set again): a round that changed or went, a
 * seat back in the game, the best move or the winner unsaid. Their ids are forgotten, so the
 * corrected moment is told again (issue 38: a correction is a moment too).
 */
export function momentsTakenBack(prev: GameView | null, next: GameView): string[] {
  if (!prev || prev.gameId !== next.gameId) return [];
  const game = next.gameId;
  const ids: string[] = [];
  // A new day clears its rounds: that takes nothing back.
  if (prev.day === next.day)
    for (let i = roundsKept(prev, next); i < (prev.rounds?.length ?? 0); i++)
      ids.push(`${game}:vote:${prev.day}:${i}`);
  for (const seat of next.seats)
    if (seat.status === 'alive' && prev.seats.find((s) => s.seat === seat.seat)?.status !== 'alive')
      ids.push(`${game}:leave:${seat.seat}`, `${game}:cancel:${next.day}`);
  if (prev.bestMove?.length && !next.bestMove?.length) ids.push(`${game}:bestMove`);
  if (prev.winner && !next.winner) ids.push(`${game}:winner`);
  return ids;
}

export interface MomentQueue {
  /** The moment on screen, or null. */
  current: ReadableAtom<Moment | null>;
  /** Moments still to show, in order (for tests and the panel's preview). */
  waiting(): readonly Moment[];
  push(moments: readonly Moment[]): void;
  /** A correction took these back: a waiting one is dropped, and each may be told again. */
  takeBack(ids: readonly string[]): void;
  /** A new game: what was queued of the old one is dropped. */
  clear(): void;
  /** The director holds the moment on screen (issue 38.14): the next waits until released. */
  hold(on: boolean): void;
  /** The director skips these moments: dropped while waiting, never queued later. */
  skip(ids: readonly string[]): void;
}

/**
 * Calls `then` once what was just rendered has been painted (the frame after the next one), at
 * once where there are no frames (Node). A busy page paints late: a hold counted from the render
 * showed the draft's cards 1.7-2.3 s of 2.5 (issue 36).
 */
export function afterPaint(then: () => void): void {
  if (typeof requestAnimationFrame !== 'function') return then();
  requestAnimationFrame(() => requestAnimationFrame(() => then()));
}

/**
 * A queue that shows each moment `holdMs × HOLD_FACTOR` at least, then the next, counted from its
 * paint (`painted`). `ready(m)` may return a promise (the centre card's code still loading): the
 * moment goes on screen, and its hold starts, once it settles, so a card loaded late is not cut short.
 */
export function momentQueue(
  holdMs: number,
  ready: (m: Moment) => Promise<unknown> | null = () => null,
  painted: (then: () => void) => void = afterPaint,
): MomentQueue {
  const current = atom<Moment | null>(null);
  const queue: Moment[] = [];
  const seen = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let busy = false;
  let game = 0;
  let held = false;
  /** The hold's time ran out while the director held it: released, the next comes at once. */
  let due = false;
  const skipped = new Set<string>();
  const expire = () => {
    timer = undefined;
    if (held) due = true;
    else advance();
  };
  const show = (next: Moment | null) => {
    current.set(next);
    busy = next !== null;
    if (!next) return;
    const asked = game;
    painted(() => {
      if (asked === game && current.get() === next)
        timer = setTimeout(expire, holdMs * HOLD_FACTOR[next.kind]);
    });
  };
  const advance = () => {
    timer = undefined;
    const next = queue.shift() ?? null;
    const wait = next ? ready(next) : null;
    if (!wait) return show(next);
    busy = true;
    const asked = game;
    void wait.finally(() => asked === game && show(next));
  };
  return {
    current,
    waiting: () => queue,
    push(moments) {
      for (const m of moments) {
        if (seen.has(m.id) || skipped.has(m.id)) continue;
        seen.add(m.id);
        queue.push(m);
      }
      if (!busy && queue.length > 0) advance();
    },
    takeBack(ids) {
      for (const id of ids) {
        seen.delete(id);
        const at = queue.findIndex((m) => m.id === id);
        if (at >= 0) queue.splice(at, 1);
      }
    },
    hold(on) {
      held = on;
      if (!on && due) {
        due = false;
        advance();
      }
    },
    skip(ids) {
      for (const id of ids) {
        skipped.add(id);
        const at = queue.findIndex((m) => m.id === id);
        if (at >= 0) queue.splice(at, 1);
      }
    },
    clear() {
      clearTimeout(timer);
      timer = undefined;
      due = false;
      busy = false;
      game++;
      queue.length = 0;
      seen.clear();
      current.set(null);
    },
  };
}

/** Feeds a queue from a page's views: every change is compared with the one before it. */
export function followMoments(views: ReadableAtom<GameView | null>, queue: MomentQueue): () => void {
  let prev: GameView | null = null;
  return views.subscribe((next) => {
    if (!next) return;
    if (prev && prev.gameId !== next.gameId) queue.clear();
    queue.takeBack(momentsTakenBack(prev, next));
    queue.push(momentsBetween(prev, next));
    prev = next;
  });
}

/** The role draft's cards as they are drawn (spectator feed, issue 27): one moment each, queued like the others. */
export function followDraws(
  reveals: ReadableAtom<DraftRevealFrame | null>,
  views: ReadableAtom<GameView | null>,
  queue: MomentQueue,
): () => void {
  return reveals.subscribe((r) => {
    const view = views.get();
    if (r && view)
      queue.push([{ kind: 'draw', id: `draw:${r.draft}:${r.seat}`, view, seat: r.seat, role: r.role }]);
  });
}
