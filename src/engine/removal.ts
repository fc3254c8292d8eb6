/** The `removal` command: a disqualifying foul with its reason, FIIM 6.9 and MafClub 4.17.5. */
import type { GameCommand, Check } from '../protocol/index.ts';
import { emit, type Draft } from './draft.ts';
import { gameOver, noSuchSeat } from './problems.ts';
import { noteSanction } from './sanction-notes.ts';
import { removeSeat } from './sanctions.ts';
import { seatExists } from './seats.ts';

type Removal = Extract<GameCommand, { type: 'removal' }>;

/**
 * FIIM 6.9: once a kill or a vote decided the game, a disqualifying foul under the clauses the
 * ruleset lists carries no penalty: it is noted in the protocol and nothing else happens.
 */
function exemptAfterDecision(d: Draft, clause: string | undefined): boolean {
  const listed = d.rules.noPenaltyAfterDecision ?? [];
  const c = clause?.trim().replace(/\.$/, '');
  return c !== undefined && listed.includes(c) && d.state.winner !== null;
}

export function removal(d: Draft, c: Removal): Check {
  const exempt = exemptAfterDecision(d, c.clause);
  if (d.state.phase === 'finished' && !exempt) return gameOver(); // as before issue 21
  if (!seatExists(d.state, c.seat)) return noSuchSeat();
  if (exempt) {
    noteSanction(d, c.seat, 'removal', c, { noPenalty: true });
    return null;
  }
  noteSanction(d, c.seat, 'removal', c);
  const refused = removeSeat(d, c.seat, true);
  if (refused) return refused;
  // MafClub 4.17.5: removed again in the same tournament: a yellow card as well.
  const card = d.rules.repeatRemovalCard;
  if (c.repeat && card) {
    noteSanction(d, c.seat, 'yellowCard', { clause: card }, {}, true);
    emit(d, { type: 'yellowCardAdded', seat: c.seat });
  }
  return null;
}
