import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoView } from '../../../overlays/demo.ts';
import { followMoments, momentQueue, momentsBetween } from '../../../overlays/moments.ts';
import { atom } from 'nanostores';
import type { GameView } from '../../../src/protocol/index.ts';

/** A day-2 speech of the demo game, changed as the hub would change it. */
const base = (): GameView => demoView('spectator', 0, 'day');
const leaving = (v: GameView, seat: number): GameView => ({
  ...v,
  seats: v.seats.map((s) => (s.seat === seat ? { ...s, status: 'votedOut' as const } : s)),
});

describe('moments held and queued', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('a vote round and a player leaving in one change queue in that order, each held its time', () => {
    const before = base();
    const round = { kind: 'main' as const, candidates: [3], votes: [], voterCount: 8, eliminateAllFor: null };
    const after = { ...leaving(before, 3), rounds: [{ ...round, decided: true }] };
    const found = momentsBetween(before, after);
    expect(found.map((m) => m.kind)).toEqual(['vote', 'leave']);
    const q = momentQueue(2500);
    q.push(found);
    q.push(found); // the same change again (a resync) queues nothing
    expect(q.current.get()?.kind).toBe('vote');
    vi.advanceTimersByTime(2499);
    expect(q.current.get()?.kind).toBe('vote');
    vi.advanceTimersByTime(1);
    expect(q.current.get()?.kind).toBe('leave');
    vi.advanceTimersByTime(2500);
    expect(q.current.get()).toBeNull();
    expect(vi.getTimerCount()).toBe(0); // nothing runs between events
  });

  it('a centre card whose code is still loading goes on screen when it is here, then is held its whole time', async () => {
    let loaded!: () => void;
    const code = new Promise<void>((done) => (loaded = done));
    const q = momentQueue(1000, (m) => (m.kind === 'leave' ? code : null));
    const before = base();
    q.push(momentsBetween(before, leaving(before, 3)));
    expect(q.current.get()).toBeNull(); // not shown before its card can be
    vi.advanceTimersByTime(5000); // a slow load does not eat the hold
    loaded();
    await vi.advanceTimersByTimeAsync(0);
    expect(q.current.get()?.kind).toBe('leave');
    vi.advanceTimersByTime(999);
    expect(q.current.get()?.kind).toBe('leave');
    vi.advanceTimersByTime(1);
    expect(q.current.get()).toBeNull();
  });

  it('the first view of a page and a new game tell no moment', () => {
    const v = base();
    expect(momentsBetween(null, leaving(v, 3))).toEqual([]);
    expect(momentsBetween(v, { ...leaving(v, 3), gameId: 'next' })).toEqual([]);
  });

  it("MafClub 2.6.2: the Prima Nota named and the morning's kill in one change tell the Prima Nota first, as played", () => {
    const night = { ...base(), ruleset: 'mafclub-2023' as const, bestMove: null, firstKilled: 1 };
    const morning = {
      ...night,
      bestMove: [3, 6, 7],
      seats: night.seats.map((s) => (s.seat === 1 ? { ...s, status: 'killed' as const } : s)),
    };
    expect(momentsBetween(night, morning).map((m) => m.kind)).toEqual(['bestMove', 'leave']);
  });

  it('FIIM 8.3: the best move is said in the last minute, after the morning names the killed', () => {
    const night = { ...base(), ruleset: 'fiim-2019' as const, bestMove: null, firstKilled: 1 };
    const morning = {
      ...night,
      bestMove: [3, 6, 7],
      seats: night.seats.map((s) => (s.seat === 1 ? { ...s, status: 'killed' as const } : s)),
    };
    expect(momentsBetween(night, morning).map((m) => m.kind)).toEqual(['leave', 'bestMove']);
  });

  const decided = (count: number) => ({
    kind: 'main' as const,
    candidates: [3, 4],
    votes: [{ candidate: 3, count, voters: [] }],
    voterCount: 8,
    eliminateAllFor: null,
    decided: true,
  });

  it("the morning carries yesterday's rounds under the new day's number: nothing is told again", () => {
    const night = { ...base(), phase: 'night' as const, stage: 'shot' as const, rounds: [decided(5)] };
    const morning = { ...night, phase: 'day' as const, stage: 'morning' as const, day: night.day + 1 };
    expect(momentsBetween(night, morning)).toEqual([]);
    // The day opens and clears them: still nothing; its own first vote is news.
    const opened = { ...morning, stage: 'speech' as const, rounds: [] };
    expect(momentsBetween(morning, opened)).toEqual([]);
    expect(momentsBetween(opened, { ...opened, rounds: [decided(5)] }).map((m) => m.kind)).toEqual(['vote']);
  });

  it('a corrected count (undo, the vote recorded again) is told again with its new figures', () => {
    const views = atom<GameView | null>(null);
    const q = momentQueue(0);
    const told: number[] = [];
    q.current.subscribe((m) => m?.kind === 'vote' && told.push(m.round.votes[0]?.count ?? -1));
    followMoments(views, q);
    const day = { ...base(), rounds: [] };
    views.set(day);
    views.set({ ...day, rounds: [decided(5)] });
    views.set(day); // undo
    views.set({ ...day, rounds: [decided(6)] }); // recorded again, corrected
    views.set({ ...day, rounds: [decided(6)] }); // a resync: nothing twice
    vi.advanceTimersByTime(10);
    expect(told).toEqual([5, 6]);
  });
});
