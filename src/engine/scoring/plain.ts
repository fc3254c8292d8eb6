/**
 * Club mafia and classic mafia: their texts (../shared/rules/club-mafia-ru.txt,
 * classic-mafia-ru.txt) define who wins but give no points, so a game scores a plain 1 for a win
 * and 0 for a loss or a draw, with no extras. The maniac wins alone (club rules, "Маньяк
 * побеждает если остается один").
 */
import { teamOf } from './common.ts';
import type { GameResult, ScoreLine } from './types.ts';

export const PLAIN_WIN = 1;

export function scorePlain(result: GameResult): ScoreLine[] {
  return result.seats.map((seat) => {
    const won = result.winner !== 'draw' && teamOf(seat) === result.winner;
    const main = won ? PLAIN_WIN : 0;
    const note = won ? 'win +1' : result.winner === 'draw' ? 'draw 0' : 'loss 0';
    return {
      seat: seat.seat,
      main,
      extras: 0,
      total: main,
      notes: [`${note} (no points in the rules text)`],
    };
  });
}
