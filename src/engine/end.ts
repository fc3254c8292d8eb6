/** End conditions: checked only at the decisive moments (MafClub 2.7.3), never changed after. */
import { emit, say, type Draft } from './draft.ts';
import { rulesetOf } from './rulesets/index.ts';
import { aliveSeats, seatOf, teamIn } from './seats.ts';
import type { GameState, Winner } from './types.ts';
import { said } from '../words/format.ts';

export function teamCounts(state: GameState) {
  const counts = { red: 0, black: 0, maniac: 0 };
  for (const seat of aliveSeats(state)) counts[teamIn(state, seatOf(state, seat)?.role ?? null)]++;
  return counts;
}

/**
 * Red wins when no black (club: no black and no maniac) is left; black wins at parity or more
 * (MafClub 2.7.1 "same number", FIIM 1.4 "equal or more": more can only follow a removal);
 * club: the maniac wins alone ("Маньяк побеждает если остается один").
 */
export function winnerOf(state: GameState): Winner | null {
  const { red, black, maniac } = teamCounts(state);
  const alive = red + black + maniac;
  if (alive === 0) return 'draw';
  if (maniac > 0 && alive <= (rulesetOf(state.ruleset).maniacWinsAlone ? 1 : 2)) return 'maniac';
  if (black === 0 && maniac === 0) return 'red';
  if (maniac === 0 && black >= red) return 'black';
  return null;
}

/** The winner is known (MafClub 2.7.3); it is announced when the game ends, after the last words (2.7.4-2.7.5). */
export function declare(d: Draft, winner: Winner): void {
  if (d.state.winner !== null) return; // never changed afterwards (MafClub 2.7.3)
  emit(d, { type: 'winnerDeclared', winner });
}

/** At a decisive moment: declare the winner if there is one. Returns whether the game is decided. */
export function checkEnd(d: Draft): boolean {
  if (d.state.winner !== null) return true;
  if (d.state.seats.some((s) => s.role === null)) return false; // roles unknown: cannot judge
  const winner = winnerOf(d.state);
  if (winner) declare(d, winner);
  return winner !== null;
}

export function finish(d: Draft): void {
  const s = d.state;
  // MafClub 2.7.4: "Stop the game. Red team wins": the result is announced now, not at the decisive moment.
  if (s.winner !== null && s.phase !== 'finished') say(d, 'winner', { winner: said(`winner.${s.winner}`) });
  if (s.speaker !== null) emit(d, { type: 'speakerSet', seat: null });
  if (s.timer !== null) emit(d, { type: 'timerSet', timer: null });
  // A vote the end cut short (a removal cancelled it) is not left open and half counted.
  if (s.voting !== null && !s.voting.decided) emit(d, { type: 'votingClosed' });
  emit(d, { type: 'stageSet', phase: 'finished', stage: 'finished', day: s.day, night: s.night });
}
