/** Nominations during one's own speech (MafClub 2.3.5-2.3.12, FIIM 4.4.2-4.4.3, classic 3.1). */
import type { Check, Problem } from '../../protocol/index.ts';
import { emit, type Draft } from '../draft.ts';
import { noSuchSeat, fault } from '../problems.ts';
import { isAlive, seatExists, seatOf } from '../seats.ts';
import type { GameState } from '../types.ts';
import { losesTurn, passLostTurn, pendingTurns, visitedToday } from './speeches.ts';

/**
 * A 3rd-foul player keeps the right to nominate, once, at his turn (MafClub 4.4, FIIM 6.4): when
 * nobody speaks and his lost turn is the next one (also when he is the day's last).
 */
export const atLostTurn = (s: GameState, seat: number): boolean =>
  s.stage === 'speech' && s.speaker === null && pendingTurns(s)[0] === seat && losesTurn(s, seat) !== null; // club 2 fouls too ("может выставить кандидатуру"); 3 fouls: nominator() refuses

/** Not silenced for it: club 3 fouls ("ни выставлять"), the lover's visit. */
export const canNominate = (s: GameState, seat: number) =>
  !seatOf(s, seat)?.silentForGame && !visitedToday(s, seat);

/** Who nominates: the speaker, or a 3rd-foul player at his lost turn (MafClub 4.4, FIIM 6.4). */
function nominator(d: Draft, by: number | undefined): number | Problem {
  const s = d.state;
  if (s.phase !== 'day' || s.stage !== 'speech')
    return fault('nomination/not-now', undefined, d.rules.clauses.nominate);
  const seat = by ?? s.speaker;
  if (seat === null) return fault('nomination/no-speaker', undefined, d.rules.clauses.nominate);
  if (seat !== s.speaker && !atLostTurn(s, seat))
    return fault('nomination/not-own-speech', undefined, d.rules.clauses.nominate);
  if (!canNominate(s, seat)) return fault('nomination/silenced', undefined, d.rules.foulClause);
  return seat;
}

export function nominate(d: Draft, by: number | undefined, seat: number): Check {
  const s = d.state;
  if (!seatExists(s, seat)) return noSuchSeat();
  const who = nominator(d, by);
  if (typeof who !== 'number') return who;
  if (!isAlive(s, seat)) return fault('nomination/not-in-game', { seat }, d.rules.clauses.nominate);
  if (s.today.nominations.some((n) => n.seat === seat))
    return fault('nomination/already', { seat }, d.rules.clauses.nominatedAlready);
  const own = s.today.nominations.filter((n) => n.by === who);
  if (d.rules.nominations === 'onePerDay' && own.length > 0)
    return fault('nomination/one-per-day', undefined, d.rules.nominationClause);
  // MafClub 2.3.12: naming another in the same speech replaces the earlier one.
  const earlier = own.find((n) => n.speech === s.today.speechNo);
  if (earlier) emit(d, { type: 'nominationWithdrawn', seat: earlier.seat });
  emit(d, { type: 'nominated', seat, by: who });
  // MafClub 4.4, FIIM 6.4: his one nomination is his lost turn; the next lost turn gets its own.
  if (who !== d.state.speaker) passLostTurn(d, who);
  return null;
}

/** Withdrawal of one's own nomination made in the current speech only (MafClub 2.3.9-2.3.10). */
export function withdraw(d: Draft, by: number | undefined): Check {
  if (d.rules.noWithdrawal) return fault('nomination/no-withdrawal', undefined, d.rules.noWithdrawal);
  const who = nominator(d, by);
  if (typeof who !== 'number') return who;
  const mine = d.state.today.nominations.find((n) => n.by === who && n.speech === d.state.today.speechNo);
  if (!mine) return fault('nomination/withdraw-not-own', undefined, d.rules.clauses.withdraw);
  emit(d, { type: 'nominationWithdrawn', seat: mine.seat });
  return null;
}
