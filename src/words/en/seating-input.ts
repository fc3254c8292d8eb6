import type { Words } from '../format.ts';
import type * as ru from '../ru/seating-input.ts';

/** Why a tournament seating cannot be made from its input, in English. */
export const seatingInput: Words<typeof ru.seatingInput> = {
  players: 'players: 2..{max}',
  tables: 'tables: 1..{max}',
  seats: 'seats: 2..{max}',
  rounds: 'rounds: 1..{max}',
  badPair: 'a pair names an unknown player or the same one twice',
  badGroup: 'a group names an unknown player',
  badBan: 'a table ban names an unknown player or table',
  badAway: 'an absence names an unknown player or round',
  playedTooMany: 'more rounds played than planned',
  roundTables: 'round {round}: more tables than {tables}',
  roundTableSize: {
    one: 'round {round}: a table without {n} player',
    other: 'round {round}: a table without {n} players',
  },
  roundSeated: 'round {round}: player {player} seated twice, unknown or away',
  tooFew: {
    one: 'round {round}: {n} player cannot fill a table of {seats}',
    other: 'round {round}: {n} players cannot fill a table of {seats}',
  },
};
