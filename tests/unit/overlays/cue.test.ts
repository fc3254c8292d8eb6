import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
import { demoView } from '../../../overlays/demo.ts';
import { momentQueue, momentsBetween } from '../../../overlays/moments.ts';
import { followCue } from '../../../overlays/cue.ts';
import type { GameView, Identity, VotingView } from '../../../src/protocol/index.ts';

/** Day 2 of the demo game: the vote on seat 3 decided, seat 3 voted out (a vote card, then his card). */
const before = (): GameView => demoView('spectator', 0, 'day');
const round: VotingView = {
  kind: 'main',
  candidates: [3],
  votes: [{ candidate: 3, count: 8, voters: null }],
  voterCount: 8,
  eliminateAllFor: null,
  decided: true,
};
const after = (): GameView => {
  const v = before();
  return {
    ...v,
    seats: v.seats.map((s) => (s.seat === 3 ? { ...s, status: 'votedOut' as const } : s)),
    rounds: [round],
    voteDays: [{ day: v.day, rounds: [round] }],
  };
};
const identity = (cue: Identity['cue']): Identity => ({
  tournament: null,
  name: null,
  stage: null,
  table: 'main',
  game: 1,
  logo: null,
  sponsor: null,
  theme: {
    red: '#b3202b',
    black: '#0a0a0d',
    plate: '#0e1018',
    accent: '#f2b33d',
    text: '#f4f4f6',
    font: 'roboto-condensed',
  },
  ...(cue ? { cue } : {}),
});

describe("the director's cue on a page's queue", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('held, the vote card stays past its time; released, the next comes at once', () => {
    const q = momentQueue(2500);
    q.push(momentsBetween(before(), after()));
    q.hold(true);
    vi.advanceTimersByTime(10_000);
    expect(q.current.get()?.kind).toBe('vote');
    q.hold(false);
    expect(q.current.get()?.kind).toBe('leave');
  });

  it('a skipped moment is dropped while waiting, and not queued when it comes again', () => {
    const q = momentQueue(2500);
    const found = momentsBetween(before(), after());
    q.push(found);
    const next = q.waiting()[0];
    expect(next?.kind).toBe('leave');
    q.skip([next?.id ?? '']);
    expect(q.waiting()).toEqual([]);
    q.takeBack([next?.id ?? '']);
    q.push(found);
    vi.advanceTimersByTime(2500);
    expect(q.current.get()).toBeNull();
  });

  it('a replay asked after the page loaded shows the last vote again; one asked before does not', () => {
    const views = atom<GameView | null>(after());
    const ids = atom<Identity | null>(identity({ hold: false, skip: [], replay: 2 }));
    const q = momentQueue(2500);
    followCue(ids, views, q);
    expect(q.current.get()).toBeNull();
    ids.set(identity({ hold: false, skip: [], replay: 3 }));
    const shown = q.current.get();
    expect(shown?.kind === 'vote' && shown.round).toEqual(round);
    expect(shown?.view.day).toBe(after().day);
  });
});
