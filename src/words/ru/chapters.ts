/** VOD chapters (issue 38.15): a line per moment of the game, as YouTube lists them under a video. */
export const chapters = {
  gameStarts: 'Игра {game} начинается',
  gameStartsNoNumber: 'Игра начинается',
  day: 'День {day}',
  night: 'Ночь {night}',
  main: 'День {day}: голосование',
  tie: 'День {day}: переголосование',
  eliminateAll: 'День {day}: голосование за подъём всех',
  votedOut: 'Игрок {seat} {nick} заголосован',
  killed: 'Игрок {seat} {nick} убит ночью',
  removed: 'Игрок {seat} {nick} удалён',
  red: 'Победа красных',
  black: 'Победа чёрных',
  maniac: 'Победа маньяка',
  draw: 'Ничья',
  /** YouTube's first chapter is at 0:00: before the first moment of the game. */
  start: 'Начало',
} as const;
