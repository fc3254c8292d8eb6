/**
 * The first killed's three: MafClub's Prima Nota (2.6), said at night before "Morning", and FIIM's
 * best move (8.3), said during his last minute.
 */
import { clearSpeaker, emit, say, startTimer, type Draft } from './draft.ts';
import type { Ruleset } from './rulesets/index.ts';
import { seatOf } from './seats.ts';
import type { GameState } from './types.ts';

/** 2.6.2: "up to 15-20 seconds" to name the three. */
const primaNotaMs = 20_000;

export const clauseOf = (rules: Ruleset, mafclub: string, fiim: string) =>
  rules.bestMove === 'primaNota' ? mafclub : fiim;

/**
 * May the first killed name three now? MafClub 2.6.1: only while all ten are at the table (he is
 * woken at night, before the morning, so he is still one of them). FIIM 8.3: in his last minute,
 * not when two or more left by the day-1 vote (8.3.6, 7.10). Removed: nothing counts (MafClub 4.11).
 */
export function bestMoveOpen(s: GameState, rules: Ruleset): boolean {
  const fk = s.firstKilled;
  if (rules.bestMove === null || fk === null || s.bestMove !== null || s.night !== 1) return false;
  if (rules.bestMove === 'primaNota')
    return s.phase === 'night' && s.seats.every((x) => x.status === 'alive');
  if (seatOf(s, fk)?.status !== 'killed') return false;
  if (s.stage !== 'lastWord' || s.lastWords.queue[0] !== fk) return false; // 8.3: "во время своей последней минуты"
  const votedOutDay1 = s.seats.filter(
    (x) => x.leftAt?.phase === 'day' && x.leftAt.number === 1 && x.status === 'votedOut',
  );
  return votedOutDay1.length < 2;
}

/**
 * MafClub 2.6.2: after the night's actions the host wakes the first killed by announcing his
 * number (public from now on: the night's result is resolved) and he names up to three.
 * Returns false when there is no Prima Nota tonight.
 */
export function callPrimaNota(d: Draft, seat: number): boolean {
  if (d.rules.bestMove !== 'primaNota') return false;
  emit(d, { type: 'firstKilledSet', seat }); // 2.6.1
  if (!bestMoveOpen(d.state, d.rules)) return false;
  clearSpeaker(d);
  const s = d.state;
  emit(d, { type: 'stageSet', phase: 'night', stage: 'bestMove', day: s.day, night: s.night });
  say(d, 'primaNota', { seat });
  startTimer(d, 'night', seat, primaNotaMs);
  return true;
}

/** Killed tonight and announced, not yet through the morning: a removal takes his last word. */
export const justKilled = (d: Draft, seat: number): boolean => {
  const s = d.state;
  const tonight = s.nights[s.nights.length - 1];
  return (
    s.stage === 'morning' && seatOf(s, seat)?.status === 'killed' && (tonight?.died ?? []).includes(seat)
  );
};
