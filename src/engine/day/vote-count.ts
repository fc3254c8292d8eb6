/**
 * One candidate's count, checked the same way in the vote and after an early decision (MafClub
 * 2.4.2): nomination order, a count or the voters, each voter once and at the table, no more votes
 * than are left.
 */
import type { Problem } from '../../protocol/index.ts';
import type { Draft } from '../draft.ts';
import { violation } from '../problems.ts';
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
    return violation(
      'vote/out-of-order',
      `Votes go in nomination order: seat ${expected} first`,
      `Голосуем в порядке выставления: сначала ${expected}`,
      d.rules.clauses.voteOrder,
    );
  const n = count ?? voters?.length;
  if (n === undefined)
    return violation(
      'vote/count-missing',
      'Give a count or the voters',
      'Укажите число голосов или голосующих',
    );
  if (voters) {
    if (voters.length !== n)
      return violation('vote/count-mismatch', 'Count and voters differ', 'Число и список не совпадают');
    const already = new Set(v.votes.flatMap((x) => x.voters ?? []));
    if (new Set(voters).size !== voters.length || voters.some((x) => already.has(x)))
      return violation(
        'vote/voted-twice',
        'A player votes once',
        'Игрок голосует один раз',
        d.rules.clauses.voteOnce,
      );
    if (voters.some((x) => !v.voters.includes(x)))
      return violation(
        'vote/not-a-voter',
        'Only players at the table who may vote',
        'Голосуют только игроки за столом с правом голоса',
      );
  }
  const left = Math.max(0, v.voters.length - counted(v)); // a voter removed after voting
  if (n > left)
    return violation(
      'vote/too-many',
      `Only ${left} votes are left`,
      `Осталось только ${left} голосов`,
      d.rules.clauses.voteOnce,
    );
  return n;
}
