import type { Words } from '../format.ts';
import type * as ru from '../ru/scoring.ts';

/** Score validation, in English, by permanent code (before a `#`). */
export const score: Words<typeof ru.score> = {
  'score/unknown-seat': 'Seat {seat} is not in this game',
  'score/bad-points': 'Points must be a number',
  'score/award-value': '{award} for seat {seat} is {total}; allowed: {allowed}',
  'score/judge-extras-range': 'Seat {seat} (winning team) may get {range} from the judge, not {points}',
  'score/judge-extras-range#loser': 'Seat {seat} (losing team) may get {range} from the judge, not {points}',
  'score/best-play-in-tie': 'No best play in a tie: there is no winning team',
  'score/worst-play-in-tie': 'No worst play in a tie: there is no losing team',
  'score/best-play-one-player': 'Only one player per game can get best play',
  'score/worst-play-one-player': 'Only one player per game can get worst play',
  'score/best-play-loser': 'Seat {seat} is not on the winning team: no best play',
  'score/worst-play-winner': 'Seat {seat} is on the winning team: no worst play',
  'score/best-move-and-best-play': 'One player cannot get both best move and best play',
  'score/worst-move-and-worst-play': 'One player cannot get both worst move and worst play',
  'score/too-many-best-moves': {
    one: 'At most {n} best move per game',
    other: 'At most {n} best moves per game',
  },
  'score/too-many-players': {
    one: 'Extra points (Prima Nota included) for at most {n} player per game ({given} given)',
    other: 'Extra points (Prima Nota included) for at most {n} players per game ({given} given)',
  },
  'score/too-many-points': {
    one: 'At most {n} extra point per game, Prima Nota included ({given} given)',
    other: 'At most {n} extra points per game, Prima Nota included ({given} given)',
  },
  'score/penalty-value': 'A penalty is {penalty} (seat {seat}: {points})',
  'score/judge-extras-in-draw': 'No judge extras in a draw',
  'score/too-many-players#judge': 'Judge extras for at most 4 players ({given} given)',
  'score/too-many-points#judge': 'Judge extras total at most 1 ({given} given)',
  'score/award-not-in-ruleset': '"{kind}" is not an award in {ruleset}',
};
