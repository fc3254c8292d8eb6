/** Speeches: the day's order, penalties, tie speeches, last words; pass ends a speech early. */
import type { Check } from '../../protocol/index.ts';
import { clearSpeaker, emit, startTimer, type Draft } from '../draft.ts';
import { afterLastWords } from '../after-words.ts';
import { noSuchSeat, notInGame, fault } from '../problems.ts';
import { rulesetOf } from '../rulesets/index.ts';
import { aliveSeats, isAlive, mutedToday, seatExists, seatOf } from '../seats.ts';
import type { GameState } from '../types.ts';

export { visitedToday } from '../seats.ts';

/** 3rd foul, critical case: 30 s instead of nothing with 3 or 4 at the table (MafClub 4.4.1, FIIM 7.6; not classic). */
export const criticalDay = (s: GameState) =>
  rulesetOf(s.ruleset).shortSpeechWhenFew && aliveSeats(s).length <= 4;

/** Why a seat loses its turn today, or null. */
export function losesTurn(s: GameState, seat: number): 'foul' | 'silent' | null {
  if (mutedToday(s, seat)) return 'silent';
  if (seatOf(s, seat)?.skipNextSpeech && !criticalDay(s)) return 'foul';
  return null;
}

/** Seats whose turn is still to come today, in order. */
export const pendingTurns = (s: GameState) =>
  s.today.order.filter((x) => isAlive(s, x) && !s.today.done.includes(x));

/** The next seat that actually speaks today, or null when the speeches are over. */
export const nextSpeaker = (s: GameState) => pendingTurns(s).find((x) => losesTurn(s, x) === null) ?? null;

/** One lost turn is over (passed, or his nomination made: MafClub 4.4, FIIM 6.4), consuming the penalty. */
export function passLostTurn(d: Draft, seat: number): void {
  const why = losesTurn(d.state, seat);
  emit(d, { type: 'speechTurnDone', seat, lost: true });
  if (why === 'foul') emit(d, { type: 'speechPenaltySet', seat, skip: false }); // MafClub 4.4
}

/** Mark the turns that are lost before `upTo` (or all remaining) as done, consuming the penalty. */
export function passLostTurns(d: Draft, upTo: number | null): void {
  for (const seat of pendingTurns(d.state)) {
    if (seat === upTo) return;
    if (losesTurn(d.state, seat) !== null) passLostTurn(d, seat);
  }
}

/** `speech/end` with a seat and nobody speaking: the operator passes that lost turn without a nomination. */
function passOneLostTurn(d: Draft, seat: number): Check {
  const s = d.state;
  if (s.stage !== 'speech' || pendingTurns(s)[0] !== seat || losesTurn(s, seat) === null)
    return fault('speech/not-lost-turn', { seat });
  passLostTurn(d, seat);
  return null;
}

export function startSpeech(d: Draft, wanted: number | undefined): Check {
  if (wanted !== undefined && !seatExists(d.state, wanted)) return noSuchSeat();
  const on = d.state.speaker;
  if (on !== null && d.state.stage !== 'setup') {
    // Starting another seat's speech ends the current one (one key for "next speaker").
    if (wanted === undefined || wanted === on) return fault('speech/in-progress', { seat: on });
    endSpeech(d);
  }
  const s = d.state;
  const t = d.rules.timings;
  switch (s.stage) {
    case 'setup': {
      // Manual speaker highlight before the game (walking skeleton): no rules apply yet.
      const seat = wanted ?? 1;
      emit(d, { type: 'speakerSet', seat });
      startTimer(d, 'speech', seat, t.speechMs);
      return null;
    }
    case 'speech': {
      const seat = wanted ?? nextSpeaker(s);
      if (seat === null) return fault('speech/none-left');
      if (!isAlive(s, seat)) return notInGame(seat);
      if (s.today.done.includes(seat)) return fault('speech/already-spoke', { seat });
      const why = losesTurn(s, seat);
      if (why === 'foul') return fault('speech/lost-to-fouls', { seat }, d.rules.foulClause);
      if (why === 'silent') return fault('speech/silenced', { seat }, d.rules.foulClause);
      const due = nextSpeaker(s);
      if (due !== null && seat !== due)
        // MafClub 2.3.2, FIIM 4.3.2, classic 2.4: in seat order; no silent skipping of turns.
        return fault('speech/out-of-order', { seat: due }, d.rules.clauses.speechOrder);
      passLostTurns(d, seat);
      const short = seatOf(d.state, seat)?.skipNextSpeech === true; // critical case: 30 s
      if (short) emit(d, { type: 'speechPenaltySet', seat, skip: false });
      emit(d, { type: 'speakerSet', seat });
      startTimer(d, 'speech', seat, short ? t.shortSpeechMs : t.speechMs);
      return null;
    }
    case 'tieSpeech': {
      // 30 s each in nomination order (MafClub 2.4.15, FIIM 4.4.12.1); a 3rd foul keeps it (4.4.1, FIIM 7.5).
      const seat = wanted ?? s.tieQueue[0];
      if (seat === undefined) return fault('speech/none-left#tie');
      if (!s.tieQueue.includes(seat)) return fault('speech/not-tied', { seat }, d.rules.clauses.tie);
      emit(d, { type: 'speakerSet', seat });
      startTimer(d, 'tieSpeech', seat, t.tieSpeechMs);
      return null;
    }
    case 'lastWord': {
      const seat = wanted ?? s.lastWords.queue[0];
      if (seat === undefined || !s.lastWords.queue.includes(seat)) return fault('speech/no-last-word');
      emit(d, { type: 'speakerSet', seat });
      startTimer(d, 'lastWord', seat, s.lastWords.durationMs);
      return null;
    }
    default:
      return fault('speech/not-now');
  }
}

/** End of a speech: time is up or "pass" (MafClub 2.3.3, FIIM 4.3.5). */
export function endSpeech(d: Draft, lostTurn?: number): Check {
  const s = d.state;
  const seat = s.speaker;
  if (seat === null && lostTurn !== undefined) return passOneLostTurn(d, lostTurn);
  if (lostTurn !== undefined && lostTurn !== seat) return fault('speech/not-speaking', { seat: lostTurn });
  if (seat === null) return fault('speech/none');
  clearSpeaker(d);
  if (s.stage === 'speech') emit(d, { type: 'speechTurnDone', seat, lost: false });
  if (s.stage === 'tieSpeech') emit(d, { type: 'tieSpeechDone', seat });
  if (s.stage === 'lastWord') {
    emit(d, { type: 'lastWordDone', seat });
    if (d.state.lastWords.queue.length === 0) afterLastWords(d);
  }
  return null;
}
