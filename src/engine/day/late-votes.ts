/**
 * MafClub 2.4.2: the vote runs "to the end", through every candidate, even once the comment to
 * 2.4.3 decided it early. The remaining candidates' counts are recorded for the protocol only: the
 * result was applied when it became certain and none of these counts can change it.
 */
import type { Check } from '../../protocol/index.ts';
import { emit, type Draft } from '../draft.ts';
import { fault } from '../problems.ts';
import type { GameState, Voting } from '../types.ts';
import { checkCount, counted } from './vote-count.ts';

/** The next candidate still to be called after the early decision, or null. */
export const lateStep = (s: GameState): number | null =>
  s.speaker === null ? lateCandidate(s.voting) : null;

export function lateCandidate(v: Voting | null): number | null {
  if (!v || !v.decided || v.kind === 'eliminateAll') return null;
  return v.candidates[v.votes.length] ?? null;
}

export function recordLateVotes(d: Draft, candidate: number, count?: number, voters?: number[]): Check {
  const v = d.state.voting;
  const expected = lateCandidate(v);
  if (!v || expected === null)
    return fault('vote/not-decided-early', undefined, d.rules.lateCountsClause ?? null);
  const n = checkCount(d, v, candidate, expected, count, voters);
  if (typeof n !== 'number') return n;
  emit(d, { type: 'lateVotesRecorded', candidate, count: n, voters: voters ?? null });
  // 2.4.14: whoever has not voted counts for the last candidate, as in the vote itself.
  const after = d.state.voting;
  const last = after?.candidates[after.candidates.length - 1];
  if (
    after &&
    d.rules.nonVotersForLast &&
    last !== undefined &&
    after.votes.length === after.candidates.length - 1
  )
    emit(d, {
      type: 'lateVotesRecorded',
      candidate: last,
      count: after.voters.length - counted(after),
      voters: null,
    });
  return null;
}
