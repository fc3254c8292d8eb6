import type { GameView, SeatView } from '../src/protocol/index.ts';
import { ROLE_TEAM } from '../src/facts/roles.ts';
import { ui, type Lang } from '../src/client/index.ts';
import { air } from '../src/words/air.ts';

/** "7 · Ветер": a seat named in a moment (announcements name players, not only seats). */
export const named = (view: GameView, seat: number, lang: Lang): string => {
  const nick = view.seats.find((s) => s.seat === seat)?.nickname;
  return nick ? `${seat} · ${nick}` : `${ui.seat[lang]} ${seat}`;
};

/**
 * The team colour a seat wears on screen (the spectator feed, or the table's after the game): the
 * team the seat plays for in this game (club: the lover may play for the mafia), else its role's
 * usual one (an older hub's view); none without a role.
 */
export const teamOf = (
  seat: Pick<SeatView, 'role' | 'team'> | undefined,
): 'red' | 'black' | 'maniac' | null => (seat?.role ? (seat.team ?? ROLE_TEAM[seat.role]) : null);

/**
 * How many of the first killed's guesses were black: null while this feed does not know every
 * guessed seat's role (the table feed before the game ends).
 */
export function blacksNamed(view: GameView, seats: readonly number[]): number | null {
  const picked = seats.map((s) => view.seats[s - 1]);
  if (picked.some((s) => s?.role === undefined)) return null;
  return picked.filter((s) => teamOf(s) === 'black').length;
}

/** "2 of 3 black" in the broadcast's language. */
export const verdict = (black: number, of: number, lang: Lang): string =>
  air.t(lang, 'verdict', { black, of });

/**
 * The scorer's note in the broadcast's language: the engine writes English with the clause
 * ("Prima Nota, 2 blacks (3.2) +0.5"); the Russian stream gets its words, the clause kept.
 */
const RU: readonly [RegExp, string][] = [
  [/^win\b/, 'победа'],
  [/^loss\b/, 'поражение'],
  [/^tie\b/, 'ничья'],
  [/^Prima Nota before the replay/, 'Прима Нота до переигровки'],
  [/^Prima Nota, (\d) blacks/, 'Прима Нота, чёрных: $1'],
  [/^best move, (\d) blacks/, 'лучший ход, чёрных: $1'],
  [/^best move\b/, 'лучший ход'],
  [/^best play\b/, 'лучшая игра'],
  [/^worst move\b/, 'худший ход'],
  [/^worst play\b/, 'худшая игра'],
  [/^removal\b/, 'удаление'],
  [/^yellow card x(\d+)/, 'жёлтая карточка ×$1'],
  [/^red card\b/, 'красная карточка'],
  [/^disqualification\b/, 'дисквалификация'],
  [/^judge extras\b/, 'доп. баллы судьи'],
  [/^penalty\b/, 'штраф'],
];
export function noteIn(note: string, lang: Lang): string {
  const text = note.replace('-', '−');
  if (lang === 'en') return text;
  for (const [re, ru] of RU) if (re.test(text)) return text.replace(re, ru);
  return text;
}
