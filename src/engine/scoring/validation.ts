/** Judge's post-game awards checked against the ruleset's limits; a Problem, never a throw. */
import { awarded, roundPoints, scoreFault, sum, teamOf } from './common.ts';
import { AWARD_LIMITS, AWARDS, FIIM_PENALTY, RULESET_AWARDS, type AwardKind } from '../../facts/index.ts';
import { fiimPositive } from './fiim.ts';
import { said } from '../../words/format.ts';
import { primaNotaPoints } from './mafclub.ts';
import type { Check, ExtraAward, GameResult, ValidateOptions } from './types.ts';

export const MAFCLUB_KINDS: ReadonlySet<ExtraAward['kind']> = new Set(RULESET_AWARDS['mafclub-2023']);
export const FIIM_KINDS: ReadonlySet<ExtraAward['kind']> = new Set(RULESET_AWARDS['fiim-2019']);

const seatsWith = (extras: readonly ExtraAward[], kind: ExtraAward['kind']): number[] => [
  ...new Set(extras.filter((e) => e.kind === kind).map((e) => e.seat)),
];

function isWinner(result: GameResult, seat: number): boolean {
  const s = result.seats.find((x) => x.seat === seat);
  return s !== undefined && result.winner !== 'draw' && teamOf(s) === result.winner;
}

export function checkCommon(result: GameResult, extras: readonly ExtraAward[]): Check {
  for (const e of extras) {
    if (!result.seats.some((s) => s.seat === e.seat)) {
      return scoreFault('score/unknown-seat', { seat: e.seat }, null);
    }
    if (!Number.isFinite(e.points)) {
      return scoreFault('score/bad-points', undefined, null);
    }
  }
  return null;
}

/** Per-seat sums of one kind must be one of the values its text lists (src/facts/awards.ts). */
function checkValues(extras: readonly ExtraAward[], kind: AwardKind): Check {
  const { values: allowed = [], clause } = AWARDS[kind];
  for (const seat of seatsWith(extras, kind)) {
    const total = awarded(extras, seat, kind);
    if (!allowed.includes(total)) {
      const values = { award: said(`award.${kind}`), seat, total, allowed: allowed.join(', ') };
      return scoreFault('score/award-value', values, clause, `score/${kind}-value`);
    }
  }
  return null;
}

export function validateMafClub(
  result: GameResult,
  extras: readonly ExtraAward[],
  opts: ValidateOptions,
): Check {
  const values =
    checkValues(extras, 'bestMove') ??
    checkValues(extras, 'bestPlay') ??
    checkValues(extras, 'worstMove') ??
    checkValues(extras, 'worstPlay');
  if (values) return values;

  const bestPlay = seatsWith(extras, 'bestPlay');
  const worstPlay = seatsWith(extras, 'worstPlay');
  const draw = result.winner === 'draw';
  if (draw && bestPlay.length > 0) {
    return scoreFault('score/best-play-in-tie', undefined, '3.7');
  }
  if (draw && worstPlay.length > 0) {
    return scoreFault('score/worst-play-in-tie', undefined, '3.16');
  }
  if (bestPlay.length > 1) {
    return scoreFault('score/best-play-one-player', undefined, '3.6');
  }
  if (worstPlay.length > 1) {
    return scoreFault('score/worst-play-one-player', undefined, '3.15');
  }
  for (const seat of bestPlay) {
    if (!isWinner(result, seat)) {
      return scoreFault('score/best-play-loser', { seat }, '3.6');
    }
  }
  for (const seat of worstPlay) {
    if (isWinner(result, seat)) {
      return scoreFault('score/worst-play-winner', { seat }, '3.15');
    }
  }
  const bestMove = seatsWith(extras, 'bestMove');
  if (bestMove.some((s) => bestPlay.includes(s))) {
    return scoreFault('score/best-move-and-best-play', undefined, '3.9');
  }
  if (seatsWith(extras, 'worstMove').some((s) => worstPlay.includes(s))) {
    return scoreFault('score/worst-move-and-worst-play', undefined, '3.18');
  }
  const maxBestMoves = bestPlay.length > 0 ? 3 : 4; // 3.8
  if (bestMove.length > maxBestMoves) {
    return scoreFault('score/too-many-best-moves', { n: maxBestMoves }, '3.8');
  }
  // 3.3-3.4 count every positive extra of 3.2, the Prima Nota included (without it 3.8 alone
  // would already keep the judge's awards within four players and five points).
  const positive = result.seats
    .map((seat) => ({
      seat: seat.seat,
      points: sum([
        primaNotaPoints(result, seat),
        awarded(extras, seat.seat, 'bestMove'),
        awarded(extras, seat.seat, 'bestPlay'),
      ]),
    }))
    .filter((x) => x.points > 0);
  const limit = AWARD_LIMITS[opts.extendedLimits ? 'extended' : 'standard'];
  const players = positive.length;
  if (players > limit.players) {
    const values = { n: limit.players, given: players };
    return scoreFault('score/too-many-players', values, limit.playersClause);
  }
  const total = sum(positive.map((e) => e.points));
  if (total > limit.points) {
    return scoreFault('score/too-many-points', { n: limit.points, given: total }, limit.pointsClause);
  }
  return null;
}

const FIIM_WINNER_RANGE = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7]; // 8.4.3
const FIIM_LOSER_RANGE = [0.1, 0.2, 0.3, 0.4]; // 8.4.4

export function validateFiim(result: GameResult, extras: readonly ExtraAward[]): Check {
  for (const e of extras) {
    if (e.kind === 'penalty' && roundPoints(e.points) !== FIIM_PENALTY) {
      return scoreFault(
        'score/penalty-value',
        { penalty: FIIM_PENALTY, seat: e.seat, points: e.points },
        '8.5',
      );
    }
  }
  const judged = seatsWith(extras, 'judge');
  if (result.winner === 'draw' && judged.length > 0) {
    return scoreFault('score/judge-extras-in-draw', undefined, '8.4.7');
  }
  for (const seat of judged) {
    const points = awarded(extras, seat, 'judge');
    const winner = isWinner(result, seat);
    const range = winner ? FIIM_WINNER_RANGE : FIIM_LOSER_RANGE;
    if (!range.includes(points)) {
      const values = { seat, range: range.join(', '), points };
      return winner
        ? scoreFault('score/judge-extras-range', values, '8.4.3')
        : scoreFault('score/judge-extras-range#loser', values, '8.4.4');
    }
  }
  // 8.4.6: a judge award smaller than the seat's best move is not counted in the limits.
  const counted = result.seats
    .map((s) => ({ seat: s.seat, p: fiimPositive(result, s, extras) }))
    .filter((x) => x.p.counted === 'judge');
  if (counted.length > 4) {
    return scoreFault('score/too-many-players#judge', { given: counted.length }, '8.4.1');
  }
  const total = sum(counted.map((x) => x.p.judge));
  if (total > 1) {
    return scoreFault('score/too-many-points#judge', { given: total }, '8.4.2');
  }
  return null;
}
