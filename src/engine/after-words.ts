/** After the last words: the night, the day or the end; after a vote: the end check, then last words. */
import { emit, type Draft } from './draft.ts';
import { checkEnd, finish } from './end.ts';
import { openDay, queueLastWords } from './flow.ts';
import { openNight } from './night.ts';

/** Last words for those who leave now (none for a removed player), then `then`. */
export function lastWordsThen(d: Draft, seats: number[], then: 'night' | 'speeches'): void {
  if (!queueLastWords(d, seats, then)) afterLastWords(d, d.state.winner !== null ? 'finished' : then);
}

export function afterLastWords(d: Draft, then = d.state.afterLastWords): void {
  if (d.state.revengeBy !== null) {
    // Club "Психопат": no revenge taken; the vote's decisive moment is judged now (MafClub 2.7.3 alike).
    emit(d, { type: 'revengePending', seat: null });
    checkEnd(d);
  }
  if (d.state.winner !== null || then === 'finished') return finish(d);
  if (then === 'night') return openNight(d);
  return openDay(d, d.state.day);
}

/** After players were voted out: end check (MafClub 2.7.3), then their last words. */
export function afterVotedOut(d: Draft, seats: number[]): void {
  // Club "Психопат": his revenge belongs to the elimination; the table is judged after it.
  if (d.state.revengeBy === null) checkEnd(d);
  lastWordsThen(d, seats, 'night');
}
