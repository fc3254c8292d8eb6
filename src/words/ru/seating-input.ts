/** Why a tournament seating cannot be made from its input (src/engine/seating/problem.ts), in Russian. */
export const seatingInput = {
  players: 'игроков: 2..{max}',
  tables: 'столов: 1..{max}',
  seats: 'мест: 2..{max}',
  rounds: 'туров: 1..{max}',
  badPair: 'в паре неизвестный или один и тот же игрок',
  badGroup: 'в группе неизвестный игрок',
  badBan: 'запрет стола: неизвестный игрок или стол',
  badAway: 'отсутствие: неизвестный игрок или тур',
  playedTooMany: 'сыграно больше туров, чем задано',
  roundTables: 'тур {round}: столов больше {tables}',
  roundTableSize: {
    one: 'тур {round}: за столом не {n} игрок',
    few: 'тур {round}: за столом не {n} игрока',
    many: 'тур {round}: за столом не {n} игроков',
    other: 'тур {round}: за столом не {n} игрока',
  },
  roundSeated: 'тур {round}: игрок {player} дважды, неизвестен или отсутствует',
  tooFew: {
    one: 'тур {round}: {n} игрока не хватит на стол из {seats}',
    few: 'тур {round}: {n} игроков не хватит на стол из {seats}',
    many: 'тур {round}: {n} игроков не хватит на стол из {seats}',
    other: 'тур {round}: {n} игрока не хватит на стол из {seats}',
  },
} as const;
