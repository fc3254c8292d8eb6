/**
 * Results the judge imposes, each by its own ruleset: MafClub's surrender (comment to 2.7.1) and
 * draw (4.16), FIIM's team loss (6.8) and changed result (8.9), classic's loss (7.4).
 */
import type { GameCommand, Check } from '../protocol/index.ts';
import { announcement, emit, say, type AnnounceKey, type Draft } from './draft.ts';
import { declare, finish } from './end.ts';
import { noSuchSeat, fault } from './problems.ts';
import { resultOf } from './result.ts';
import { reviseAwards } from './revised-awards.ts';
import { seatExists, seatOf, teamIn } from './seats.ts';

type ResultCommand = Extract<GameCommand, { type: 'game/result' }>;

const running = (d: Draft) => d.state.phase === 'day' || d.state.phase === 'night';

/** `game/surrender`: what the ruleset says of a surrender, or a typed refusal where it says nothing. */
export function surrender(d: Draft): Check {
  const rule = d.rules.imposed.surrender;
  if (rule === null) return fault('game/no-surrender');
  if (!running(d)) return fault('game/not-running');
  if (d.state.winner !== null) return fault('game/finished', undefined, d.rules.clauses.resultFinal);
  declare(d, rule.winner); // MafClub comment to 2.7.1: the whole black team surrenders
  finish(d);
  return null;
}

/** The judge's result in words (MafClub 2.7.4: the winner is said). */
const RESULT_WORDS = {
  draw: 'draw',
  maniac: 'maniacWins',
  red: 'awardedRed',
  black: 'awardedBlack',
} as const satisfies Record<string, AnnounceKey>;

export function imposeResult(d: Draft, c: ResultCommand): Check {
  const s = d.state;
  const clause = d.rules.imposed[c.reason];
  if (clause === null) return fault('result/not-in-ruleset', { reason: c.reason });
  if (c.seat !== undefined && !seatExists(s, c.seat)) return noSuchSeat();
  if (c.reason !== 'changed' && s.winner !== null)
    return fault('game/finished', undefined, d.rules.clauses.resultFinal);
  // 8.9 may change a finished game's result; a team loss or a draw ends a running game.
  if (c.reason !== 'changed' && !running(d)) return fault('game/not-running');
  if (c.reason === 'draw' && (c.winner !== 'draw' || !s.replays.some((r) => r.kind !== 'appeal')))
    return fault('result/draw-after-replay', undefined, clause);
  if (c.reason === 'teamLoss') {
    const offender = c.seat === undefined ? null : teamIn(s, seatOf(s, c.seat)?.role ?? null);
    if ((c.winner !== 'red' && c.winner !== 'black') || offender === c.winner)
      return fault('result/team-loss-winner', undefined, clause);
    const was = c.seat === undefined ? undefined : seatOf(s, c.seat);
    if (was)
      // FIIM 6.8: the offender is disqualified as well (scoring learns of it).
      emit(d, {
        type: 'seatLeft',
        seat: was.seat,
        how: was.status === 'alive' ? 'removed' : was.status,
        at: was.leftAt ?? {
          phase: s.phase === 'night' ? 'night' : 'day',
          number: s.phase === 'night' ? s.night : s.day,
        },
        disqualified: true,
      });
  }
  if (s.winner === c.winner && c.reason === 'changed') return fault('result/same', undefined, clause);
  emit(d, { type: 'resultImposed', winner: c.winner, reason: c.reason, clause });
  if (c.reason === 'changed') reviseAwards(d, resultOf(d.state), clause); // MafClub 4.20.2 comment, FIIM 8.9
  if (s.phase !== 'finished') finish(d); // says the winner (MafClub 2.7.4); the judge's words follow
  const result = announcement(RESULT_WORDS[c.winner]);
  say(d, c.reason === 'changed' ? 'judgeChanged' : 'judgeDecision', { result });
  return null;
}
