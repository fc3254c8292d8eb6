/**
 * One candidate's count, checked the same way in the vote and after an early decision (MafClub
 * 2.4.2): nomination order, a count or the voters, each voter once and at the table, no more votes
 * than are left.
 */
import type { Problem } from '../../protocol/index.ts';
import type { Draft } from '../draft.ts';
import { fault } from '../problems.ts';
import type { Voting } from '../types.ts';

export const counted = (v: Voting) => v.votes.reduce((a, x) => a + x.count, 0);

/** The count to record for `candidate` (who must be `expected`), or why it cannot be. */
export function checkCount(
  d: Draft,
  v: Voting,
  candidate: number,
  expected: number | undefined,
  count?: number,
  voters?: number[],
): number | Problem {
  if (candidate !== expected)
    return fault('vote/out-of-order', { seat: expected ?? '?' }, d.rules.clauses.voteOrder);
  const n = count ?? voters?.length;
  if (n === undefined) return fault('vote/count-missing');
  if (voters) {
    if (voters.length !== n) return fault('vote/count-mismatch');
    const already = new Set(v.votes.flatMap((x) => x.voters ?? []));
    if (new Set(voters).size !== voters.length || voters.some((x) => already.has(x)))
      return fault('vote/voted-twice', undefined, d.rules.clauses.voteOnce);
    if (voters.some((x) => !v.voters.includes(x))) return fault('vote/not-a-voter');
  }
  const left = Math.max(0, v.voters.length - counted(v)); // a voter removed after voting
  if (n > left) return fault('vote/too-many', { n: left }, d.rules.clauses.voteOnce);
  return n;
}
