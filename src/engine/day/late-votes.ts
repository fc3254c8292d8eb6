/**
 * MafClub 2.4.2: the vote runs "to the end", through every candidate, even once the comment to
 * 2.4.3 decided it early. The remaining candidates' counts are recorded for the protocol only: the
 * result was applied when it became certain and none of these counts can change it.
 */
import type { Problem } from '../../protocol/index.ts';
import { emit, type Draft } from '../draft.ts';
import { violation } from '../problems.ts';
import type { GameState, Voting } from '../types.ts';

const counted = (v: Voting) => v.votes.reduce((a, x) => a + x.count, 0);

/** The next candidate still to be called after the early decision, or null. */
export const lateStep = (s: GameState): number | null =>
  s.speaker === null ? lateCandidate(s.voting) : null;

export function lateCandidate(v: Voting | null): number | null {
  if (!v || !v.decided || v.kind === 'eliminateAll') return null;
  return v.candidates[v.votes.length] ?? null;
}

export function recordLateVotes(
  d: Draft,
  candidate: number,
  count?: number,
  voters?: number[],
): Problem | void {
  const v = d.state.voting;
  const expected = lateCandidate(v);
  if (!v || expected === null)
    return violation(
      'vote/not-decided-early',
      'No candidate is left to call after an early decision',
      'После досрочного исхода не осталось кандидатур для подсчёта',
      d.rules.lateCountsClause ?? null,
    );
  if (candidate !== expected)
    return violation(
      'vote/out-of-order',
      `Votes go in nomination order: seat ${expected} first`,
      `Голосуем в порядке выставления: сначала ${expected}`,
      d.rules.clauses.voteOrder,
    );
  const n = count ?? voters?.length;
  if (n === undefined || (voters && voters.length !== n))
    return violation(
      'vote/count-missing',
      'Give a count or the voters',
      'Укажите число голосов или голосующих',
    );
  const already = new Set(v.votes.flatMap((x) => x.voters ?? []));
  if (voters && (new Set(voters).size !== n || voters.some((x) => already.has(x) || !v.voters.includes(x))))
    return violation(
      'vote/voted-twice',
      'A player votes once',
      'Игрок голосует один раз',
      d.rules.clauses.voteOnce,
    );
  const left = v.voters.length - counted(v);
  if (n > left)
    return violation(
      'vote/too-many',
      `Only ${left} votes are left`,
      `Осталось только ${left} голосов`,
      d.rules.clauses.voteOnce,
    );
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
}
