/** Judge's post-game awards checked against the ruleset's limits; a Problem, never a throw. */
import { awarded, problem, roundPoints, sum, teamOf } from './common.ts';
import { AWARDS, FIIM_PENALTY, RULESET_AWARDS, type AwardKind } from '../../facts/index.ts';
import { fiimPositive } from './fiim.ts';
import { primaNotaPoints } from './mafclub.ts';
import type { ExtraAward, GameResult, Problem, ValidateOptions } from './types.ts';

export const MAFCLUB_KINDS: ReadonlySet<ExtraAward['kind']> = new Set(RULESET_AWARDS['mafclub-2023']);
export const FIIM_KINDS: ReadonlySet<ExtraAward['kind']> = new Set(RULESET_AWARDS['fiim-2019']);

const seatsWith = (extras: readonly ExtraAward[], kind: ExtraAward['kind']): number[] => [
  ...new Set(extras.filter((e) => e.kind === kind).map((e) => e.seat)),
];

function isWinner(result: GameResult, seat: number): boolean {
  const s = result.seats.find((x) => x.seat === seat);
  return s !== undefined && result.winner !== 'draw' && teamOf(s) === result.winner;
}

export function checkCommon(result: GameResult, extras: readonly ExtraAward[]): Problem | null {
  for (const e of extras) {
    if (!result.seats.some((s) => s.seat === e.seat)) {
      return problem(
        'score/unknown-seat',
        `Seat ${e.seat} is not in this game`,
        `Места ${e.seat} нет в этой игре`,
        null,
      );
    }
    if (!Number.isFinite(e.points)) {
      return problem('score/bad-points', `Points must be a number`, `Баллы должны быть числом`, null);
    }
  }
  return null;
}

/** Per-seat sums of one kind must be one of the values its text lists (src/facts/awards.ts). */
function checkValues(extras: readonly ExtraAward[], kind: AwardKind): Problem | null {
  const { values: allowed = [], clause, ...name } = AWARDS[kind];
  for (const seat of seatsWith(extras, kind)) {
    const total = awarded(extras, seat, kind);
    if (!allowed.includes(total)) {
      return problem(
        `score/${kind}-value`,
        `${name.en} for seat ${seat} is ${total}; allowed: ${allowed.join(', ')}`,
        `${name.ru} для места ${seat}: ${total}; допустимо: ${allowed.join(', ')}`,
        clause,
      );
    }
  }
  return null;
}

export function validateMafClub(
  result: GameResult,
  extras: readonly ExtraAward[],
  opts: ValidateOptions,
): Problem | null {
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
    return problem(
      'score/best-play-in-tie',
      'No best play in a tie: there is no winning team',
      'В ничьей нет лучшей игры: нет победившей команды',
      '3.7',
    );
  }
  if (draw && worstPlay.length > 0) {
    return problem(
      'score/worst-play-in-tie',
      'No worst play in a tie: there is no losing team',
      'В ничьей нет худшей игры: нет проигравшей команды',
      '3.16',
    );
  }
  if (bestPlay.length > 1) {
    return problem(
      'score/best-play-one-player',
      'Only one player per game can get best play',
      'Лучшую игру получает только один игрок за игру',
      '3.6',
    );
  }
  if (worstPlay.length > 1) {
    return problem(
      'score/worst-play-one-player',
      'Only one player per game can get worst play',
      'Худшую игру получает только один игрок за игру',
      '3.15',
    );
  }
  for (const seat of bestPlay) {
    if (!isWinner(result, seat)) {
      return problem(
        'score/best-play-loser',
        `Seat ${seat} is not on the winning team: no best play`,
        `Место ${seat} не в победившей команде: лучшая игра невозможна`,
        '3.6',
      );
    }
  }
  for (const seat of worstPlay) {
    if (isWinner(result, seat)) {
      return problem(
        'score/worst-play-winner',
        `Seat ${seat} is on the winning team: no worst play`,
        `Место ${seat} в победившей команде: худшая игра невозможна`,
        '3.15',
      );
    }
  }
  const bestMove = seatsWith(extras, 'bestMove');
  if (bestMove.some((s) => bestPlay.includes(s))) {
    return problem(
      'score/best-move-and-best-play',
      'One player cannot get both best move and best play',
      'Один игрок не может получить и лучший ход, и лучшую игру',
      '3.9',
    );
  }
  if (seatsWith(extras, 'worstMove').some((s) => worstPlay.includes(s))) {
    return problem(
      'score/worst-move-and-worst-play',
      'One player cannot get both worst move and worst play',
      'Один игрок не может получить и худший ход, и худшую игру',
      '3.18',
    );
  }
  const maxBestMoves = bestPlay.length > 0 ? 3 : 4; // 3.8
  if (bestMove.length > maxBestMoves) {
    return problem(
      'score/too-many-best-moves',
      `At most ${maxBestMoves} best moves per game`,
      `Не больше ${maxBestMoves} лучших ходов за игру`,
      '3.8',
    );
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
  const players = positive.length;
  const maxPlayers = opts.extendedLimits ? 5 : 4;
  if (players > maxPlayers) {
    return problem(
      'score/too-many-players',
      `Extra points (Prima Nota included) for at most ${maxPlayers} players per game (${players} given)`,
      `Дополнительные баллы (с Prima Nota) — не больше чем ${maxPlayers} игрокам за игру (указано ${players})`,
      opts.extendedLimits ? '3.3.1' : '3.3',
    );
  }
  const total = sum(positive.map((e) => e.points));
  const maxPoints = opts.extendedLimits ? 6 : 5;
  if (total > maxPoints) {
    return problem(
      'score/too-many-points',
      `At most ${maxPoints} extra points per game, Prima Nota included (${total} given)`,
      `Не больше ${maxPoints} дополнительных баллов за игру, с Prima Nota (указано ${total})`,
      opts.extendedLimits ? '3.4.1' : '3.4',
    );
  }
  return null;
}

const FIIM_WINNER_RANGE = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7]; // 8.4.3
const FIIM_LOSER_RANGE = [0.1, 0.2, 0.3, 0.4]; // 8.4.4

export function validateFiim(result: GameResult, extras: readonly ExtraAward[]): Problem | null {
  for (const e of extras) {
    if (e.kind === 'penalty' && roundPoints(e.points) !== FIIM_PENALTY) {
      return problem(
        'score/penalty-value',
        `A penalty is ${FIIM_PENALTY} (seat ${e.seat}: ${e.points})`,
        `Штраф равен ${FIIM_PENALTY} (место ${e.seat}: ${e.points})`,
        '8.5',
      );
    }
  }
  const judged = seatsWith(extras, 'judge');
  if (result.winner === 'draw' && judged.length > 0) {
    return problem(
      'score/judge-extras-in-draw',
      'No judge extras in a draw',
      'В ничьей дополнительные баллы от судьи не даются',
      '8.4.7',
    );
  }
  for (const seat of judged) {
    const points = awarded(extras, seat, 'judge');
    const winner = isWinner(result, seat);
    const range = winner ? FIIM_WINNER_RANGE : FIIM_LOSER_RANGE;
    if (!range.includes(points)) {
      const team = winner ? { en: 'winning', ru: 'победившей' } : { en: 'losing', ru: 'проигравшей' };
      return problem(
        'score/judge-extras-range',
        `Seat ${seat} (${team.en} team) may get ${range.join(', ')} from the judge, not ${points}`,
        `Место ${seat} (${team.ru} команда) может получить от судьи ${range.join(', ')}, а не ${points}`,
        winner ? '8.4.3' : '8.4.4',
      );
    }
  }
  // 8.4.6: a judge award smaller than the seat's best move is not counted in the limits.
  const counted = result.seats
    .map((s) => ({ seat: s.seat, p: fiimPositive(result, s, extras) }))
    .filter((x) => x.p.counted === 'judge');
  if (counted.length > 4) {
    return problem(
      'score/too-many-players',
      `Judge extras for at most 4 players (${counted.length} given)`,
      `Дополнительные баллы от судьи — не больше чем 4 игрокам (указано ${counted.length})`,
      '8.4.1',
    );
  }
  const total = sum(counted.map((x) => x.p.judge));
  if (total > 1) {
    return problem(
      'score/too-many-points',
      `Judge extras total at most 1 (${total} given)`,
      `Сумма дополнительных баллов от судьи — не больше 1 (указано ${total})`,
      '8.4.2',
    );
  }
  return null;
}
