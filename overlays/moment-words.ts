import type { GameView, SeatView } from '../src/protocol/index.ts';
import { ROLE_TEAM } from '../src/facts/roles.ts';
import { statusLabel, ui, type Lang } from '../src/client/index.ts';
import { air } from '../src/words/air.ts';
import { momentNote } from '../src/words/moments.ts';

/** "7 · Veter" (seat 7, nickname Veter): a seat named in a moment (announcements name players, not only seats). */
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

/**
 * How a player left, as it happened: voted out, removed, killed at night, or by day taken along by
 * the psychopath voted out that day (club rules; his seat named, never his role: the venue sees it).
 */
export function leftHow(view: GameView, seat: SeatView, lang: Lang): string {
  if (seat.status === 'removed') return ui.removedFromGame[lang];
  // "Voted out", not the vote card's "leaves the table" again (issue 38.10: said twice in a row).
  if (seat.status !== 'killed') return statusLabel.votedOut[lang];
  const at = seat.leftAt;
  if (at?.phase !== 'day') return ui.killedAtNight[lang];
  const by = view.seats.find(
    (s) => s.status === 'votedOut' && s.leftAt?.phase === 'day' && s.leftAt.number === at.number,
  );
  return by ? air.t(lang, 'takenAlong', { seat: by.seat }) : ui.leavesByDay[lang];
}

/** "2 of 3 black" in the broadcast's language. */
export const verdict = (black: number, of: number, lang: Lang): string =>
  air.t(lang, 'verdict', { black, of });

/**
 * The scorer's note in the broadcast's language: the engine writes English with the clause
 * ("Prima Nota, 2 blacks (3.2) +0.5"); each opening below is said in the stream's words
 * (src/words/ru/moments.ts, en/moments.ts: the English ones are the engine's own), the clause kept.
 */
const OPENINGS: readonly [RegExp, Parameters<typeof momentNote.t>[1]][] = [
  [/^win\b/, 'win'],
  [/^loss\b/, 'loss'],
  [/^tie\b/, 'tie'],
  [/^Prima Nota before the replay/, 'primaNotaBeforeReplay'],
  [/^Prima Nota, (\d) blacks/, 'primaNotaBlacks'],
  [/^best move, (\d) blacks/, 'bestMoveBlacks'],
  [/^best move\b/, 'bestMove'],
  [/^best play\b/, 'bestPlay'],
  [/^worst move\b/, 'worstMove'],
  [/^worst play\b/, 'worstPlay'],
  [/^removal\b/, 'removal'],
  [/^yellow card x(\d+)/, 'yellowCards'],
  [/^red card\b/, 'redCard'],
  [/^disqualification\b/, 'disqualification'],
  [/^judge extras\b/, 'judgeExtras'],
  [/^penalty\b/, 'penalty'],
];
/** The note's closing points in the language's figures ("+0,5"); a clause "(3.2)" keeps its dot. */
const pointsIn = (text: string, lang: Lang) =>
  lang === 'ru' ? text.replace(/([+−]\d+)\.(\d+)$/, '$1,$2') : text;
export function noteIn(note: string, lang: Lang): string {
  const text = note.replace('-', '−');
  for (const [re, key] of OPENINGS) {
    const m = re.exec(text);
    if (m) return pointsIn(momentNote.t(lang, key, { n: m[1] ?? '' }) + text.slice(m[0].length), lang);
  }
  return pointsIn(text, lang);
}
