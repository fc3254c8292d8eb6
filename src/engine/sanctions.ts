/** Fouls, technical fouls, cards and removals. */
import type { Check } from '../protocol/index.ts';
import { clearSpeaker, emit, say, type Draft } from './draft.ts';
import { checkEnd, finish } from './end.ts';
import { afterLastWords } from './after-words.ts';
import { justKilled } from './first-killed.ts';
import { leave } from './flow.ts';
import { primaNotaLost, removeJustKilled } from './morning.ts';
import { openNight } from './night.ts';
import { leaveVote } from './day/voting.ts';
import { noSuchSeat, notInGame, fault } from './problems.ts';
import { isAlive, seatExists, seatOf } from './seats.ts';
import { noteSanction, type Why } from './sanction-notes.ts';

function target(d: Draft, seat: number): Check {
  if (!seatExists(d.state, seat)) return noSuchSeat();
  if (d.state.phase === 'finished') return fault('game/finished#over');
  return null;
}

/** Day number a "silent for a day" foul applies to: today if the turn is still ahead, else the next day. */
function silentDayFor(d: Draft, seat: number): number {
  const s = d.state;
  if (s.phase === 'night' || s.phase === 'setup') return s.night + 1;
  const ahead = !s.today.done.includes(seat) && s.speaker !== seat && s.stage === 'speech';
  return ahead ? s.day : s.day + 1;
}

/** Out already but still at the table for his last word: fouls, cards and removal reach him. */
const sayingLastWord = (d: Draft, seat: number) =>
  d.state.stage === 'lastWord' && d.state.lastWords.queue.includes(seat) && !isAlive(d.state, seat);

export function addFoul(d: Draft, seat: number, why: Why = {}): Check {
  const bad = target(d, seat);
  if (bad) return bad;
  const leaving = sayingLastWord(d, seat);
  if (!isAlive(d.state, seat) && !leaving) return notInGame(seat);
  const fouls = (seatOf(d.state, seat)?.fouls ?? 0) + 1;
  noteSanction(d, seat, 'foul', why, { number: fouls }); // MafClub 4.7: which warning it is
  emit(d, { type: 'foulChanged', seat, fouls });
  const effect = d.rules.foulEffect(fouls);
  if (leaving && effect !== 'remove') return null; // no speech or day left to lose
  switch (effect) {
    case 'skipNextSpeech': // MafClub 4.4, FIIM 6.4, classic 5-6: the next speech is lost
      emit(d, { type: 'speechPenaltySet', seat, skip: true });
      return null;
    case 'silentDay':
      emit(d, { type: 'silenced', seat, day: silentDayFor(d, seat), forGame: false });
      return null;
    case 'silentGame':
      emit(d, { type: 'silenced', seat, day: null, forGame: true });
      return null;
    case 'remove': // MafClub 4.5, FIIM 6.5: out at once without a last word
      return removeSeat(d, seat, false);
    case 'none':
      return null;
  }
}

/** A foul given by mistake is taken back (the counter never goes below zero). */
export function removeFoul(d: Draft, seat: number): Check {
  const bad = target(d, seat);
  if (bad) return bad;
  const s = seatOf(d.state, seat);
  if (!s || s.fouls === 0) return fault('foul/none', { seat });
  if (s.status !== 'alive') return notInGame(seat);
  emit(d, { type: 'foulChanged', seat, fouls: s.fouls - 1 });
  if (s.skipNextSpeech && d.rules.foulEffect(s.fouls - 1) !== 'skipNextSpeech')
    emit(d, { type: 'speechPenaltySet', seat, skip: false });
  return null;
}

/** MafClub 5.7-5.8: the 2nd technical foul removes without a last word. */
export function addTechFoul(d: Draft, seat: number): Check {
  const bad = target(d, seat);
  if (bad) return bad;
  if (!d.rules.techFouls) return fault('techFoul/not-in-ruleset');
  if (!isAlive(d.state, seat)) return notInGame(seat);
  emit(d, { type: 'techFoulAdded', seat });
  if ((seatOf(d.state, seat)?.techFouls ?? 0) >= d.rules.techFoulsToRemove) removeSeat(d, seat, false);
  return null;
}

export function yellowCard(d: Draft, seat: number, why: Why = {}): Check {
  if (!seatExists(d.state, seat)) return noSuchSeat();
  noteSanction(d, seat, 'yellowCard', why);
  emit(d, { type: 'yellowCardAdded', seat }); // MafClub 4.17 (scoring: 3.12)
  return null;
}

/** MafClub 4.18: a red card removes the player (and from the tournament: scoring 3.12). */
export function redCard(d: Draft, seat: number, why: Why = {}): Check {
  if (!seatExists(d.state, seat)) return noSuchSeat();
  if (seatOf(d.state, seat)?.redCard) return fault('card/already-red', undefined, d.rules.clauses.redCard);
  noteSanction(d, seat, 'redCard', why);
  emit(d, { type: 'redCardGiven', seat });
  // MafClub 3.12: the card's -2 is its whole charge; FIIM 7.3 and classic: a disqualification too.
  const disqualified = d.rules.redCardOneCharge === undefined;
  if (isAlive(d.state, seat) && d.state.phase !== 'finished') return removeSeat(d, seat, disqualified);
  return null;
}

const inVote = (stage: string) => ['voting', 'revote', 'eliminateAllVote', 'tieSpeech'].includes(stage);

/**
 * Removal (disqualifying foul, 4th foul, 2nd tech foul): out at once, no last word. It cancels the
 * nearest vote unless the player was leaving anyway (MafClub 4.12, FIIM 7.1-7.2, classic 3.5).
 */
export function removeSeat(d: Draft, seat: number, disqualified: boolean): Check {
  const bad = target(d, seat);
  if (bad) return bad;
  const s = d.state;
  const leaving = s.lastWords.queue.includes(seat) && s.stage === 'lastWord' && !isAlive(s, seat);
  const killedNow = justKilled(d, seat);
  if (!isAlive(s, seat) && !leaving && !killedNow) return notInGame(seat);
  const was = seatOf(s, seat);
  if (
    (leaving || killedNow) &&
    disqualified &&
    was?.leftAt &&
    was.status !== 'alive' &&
    was.status !== 'removed'
  )
    // Already out (killed or voted out): the status stays, scoring learns of the removal.
    emit(d, { type: 'seatLeft', seat, how: was.status, at: was.leftAt, disqualified: true });
  if (killedNow) {
    removeJustKilled(d, seat);
    return null;
  }
  if (leaving) {
    // Killed or voted out already: no cancellation; the last word is gone.
    if (s.speaker === seat) clearSpeaker(d);
    emit(d, { type: 'lastWordDone', seat });
    say(d, 'removed', { seat });
    if (d.state.lastWords.queue.length === 0) afterLastWords(d);
    return null;
  }
  // A tie is not a result: removal during tie speeches cancels the vote as well (MafClub 4.12.1).
  const undecidedVote =
    d.rules.removalCancelsVote &&
    s.phase === 'day' &&
    (s.stage === 'tieSpeech' || (inVote(s.stage) && !(s.voting?.decided ?? false)));
  leave(d, seat, 'removed', disqualified);
  // MafClub 4.11: a removal at night is announced in the morning (morning.ts), not now.
  if (s.phase !== 'night') say(d, 'removed', { seat });
  if (s.stage === 'speech' && s.speaker === seat) emit(d, { type: 'speechTurnDone', seat, lost: false });
  // A lifted player (firstDay liftOnly) removed during his second speech: it is gone too.
  if (s.stage === 'lastWord' && s.lastWords.queue.includes(seat)) emit(d, { type: 'lastWordDone', seat });
  if (undecidedVote) {
    // MafClub 4.12.1: the current vote is cancelled; only the removed player leaves.
    if (checkEnd(d)) finish(d);
    else openNight(d);
    return null;
  }
  if (d.rules.removalCancelsVote) emit(d, { type: 'votesToCancelChanged', value: d.state.votesToCancel + 1 }); // 4.12.2, 4.12.4
  if (primaNotaLost(d, seat)) return null; // 2.6.2: removed while naming the three
  // MafClub 4.11, 2.7.3: a night removal waits for the night to finish (a shot, even at one's own,
  // and the checks still come); the morning judges the table once the night's outcome is known.
  if (d.state.phase === 'night') return null;
  const decided = checkEnd(d);
  if (!decided) leaveVote(d, seat); // club: the vote goes on without him
  const st = d.state;
  if (st.stage === 'lastWord' && st.lastWords.queue.length === 0) afterLastWords(d);
  else if (decided && st.stage !== 'lastWord' && st.stage !== 'morning' && st.stage !== 'bestMove') finish(d);
  return null;
}
