/** FIIM 2019 points for one game: section 8 (8.2-8.5). */
import {
  awarded,
  bestMoveAuthor,
  blacksNamed,
  formatPoints,
  redLost,
  roundPoints,
  shotAsRed,
  sum,
  teamOf,
} from './common.ts';
import type { ChargedPlayer, ExtraAward, GameResult, PlayedGame, ScoreLine, SeatResult } from './types.ts';

export const FIIM_WIN = 1; // 8.2.1-8.2.2
export const FIIM_DISQUALIFICATION = -0.5; // 8.2.4

/** 8.3.6 / 7.10: no best move if two or more players left by the day-1 vote. */
export function fiimBestMoveAllowed(result: GameResult): boolean {
  if (bestMoveAuthor(result) === null) return false;
  const leftByDay1Vote = result.seats.filter(
    (s) => s.howLeft === 'votedOut' && s.leftAt?.phase === 'day' && s.leftAt.number === 1,
  ).length;
  return leftByDay1Vote < 2;
}

/** 8.3.4: a red player or the Sheriff gets +0.4 for three blacks named, +0.25 for two. */
export function fiimBestMovePoints(result: GameResult, seat: SeatResult): number {
  if (result.bestMove === null || result.bestMove.by !== seat.seat) return 0;
  if (!fiimBestMoveAllowed(result) || result.bestMove.noPoints) return 0; // 8.3.5: asked for a hint
  if (seat.role !== 'citizen' && seat.role !== 'sheriff') return 0;
  const blacks = blacksNamed(result, result.bestMove.seats);
  return blacks === 3 ? 0.4 : blacks === 2 ? 0.25 : 0;
}

/**
 * 8.4.6: judge extras and best-move points exclude each other; the larger counts. Returns
 * which one counts (a judge award that loses to the best move is outside the 8.4.2 limit).
 */
export function fiimPositive(
  result: GameResult,
  seat: SeatResult,
  extras: readonly ExtraAward[],
): { bestMove: number; judge: number; counted: 'bestMove' | 'judge' | null } {
  const bestMove = fiimBestMovePoints(result, seat);
  // 8.4.7: no judge extras in a draw.
  const judge = result.winner === 'draw' ? 0 : awarded(extras, seat.seat, 'judge');
  if (bestMove === 0 && judge === 0) return { bestMove, judge, counted: null };
  return { bestMove, judge, counted: judge > bestMove ? 'judge' : 'bestMove' };
}

/** 8.2.4: a disqualification from the table costs 0.5; cards carry no points in FIIM 2019. */
export const fiimSanctions = (seat: ChargedPlayer): [number, string][] =>
  seat.removed ? [[FIIM_DISQUALIFICATION, 'disqualification (8.2.4)']] : [];

/** One line per seat. Awards are taken as given: check them with validateExtras first. */
export function scoreFiim(result: GameResult, extras: readonly ExtraAward[]): ScoreLine[] {
  return result.seats.map((seat) => {
    const won = result.winner !== 'draw' && teamOf(seat) === result.winner;
    // 8.2.3: nothing for a loss or a draw.
    const main = won ? FIIM_WIN : 0;
    const notes = [
      won ? `win +${FIIM_WIN} (8.2)` : result.winner === 'draw' ? 'draw 0 (8.2.3)' : 'loss 0 (8.2.3)',
    ];
    const parts: number[] = [];
    const add = (points: number, label: string) => {
      if (points === 0) return;
      parts.push(points);
      notes.push(`${label} ${formatPoints(points)}`);
    };
    const positive = fiimPositive(result, seat, extras);
    if (positive.counted === 'bestMove') {
      const blacks = blacksNamed(result, result.bestMove?.seats ?? []);
      add(positive.bestMove, `best move, ${blacks} blacks (8.3.4)`);
      if (positive.judge > 0)
        notes.push(`judge ${formatPoints(positive.judge)} not counted: best move is larger (8.4.6)`);
    } else if (positive.counted === 'judge') {
      add(positive.judge, 'judge extras (8.4)');
      if (positive.bestMove > 0)
        notes.push(
          `best move ${formatPoints(positive.bestMove)} not counted: judge extras are larger (8.4.6)`,
        );
    }
    if (result.bestMove?.noPoints && result.bestMove.by === seat.seat)
      notes.push('best move named after asking for a hint: no points (8.3.5)');
    add(awarded(extras, seat.seat, 'penalty'), 'penalty (8.5)');
    for (const [points, label] of fiimSanctions(seat)) add(points, label);
    const extra = sum(parts);
    return { seat: seat.seat, main, extras: extra, total: sum([main, extra]), notes };
  });
}

/**
 * FIIM 8.6.1-8.6.3: i = first-night shootings as red or Sheriff on the distance, B = 40% of the
 * player's games rounded to a whole number; C = i * 0.4 / B when i <= B, else 0.4. C is added in
 * every game where the player was shot first night as red and red lost.
 */
export function fiimCompensation(games: readonly PlayedGame[]): number {
  const i = games.filter(shotAsRed).length;
  const b = Math.round(0.4 * games.length);
  const c = i <= b && b > 0 ? (i * 0.4) / b : 0.4;
  const paid = games.filter((g) => shotAsRed(g) && redLost(g)).length;
  return roundPoints(c * paid);
}
