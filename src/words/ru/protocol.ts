/**
 * The judges' paper protocol (src/export/protocol-html.ts), in Russian: the game's sheet and the
 * tournament's summary. Roles, how a seat left and a draw are the broadcast's words (`role`, `status`, `winner`).
 */

/** The sheet's headings and marks. */
export const sheet = {
  protocol: 'Протокол игры',
  print: 'Печать / PDF',
  tournament: 'Турнир',
  table: 'Стол',
  game: 'Игра',
  date: 'Дата',
  rules: 'Правила',
  seat: '№',
  player: 'Игрок',
  role: 'Роль',
  fouls: 'Фолы',
  left: 'Выбыл',
  main: 'Баллы',
  extras: 'Доп.',
  total: 'Итого',
  winner: 'Победившая команда',
  by: 'игрок №',
  day: 'День',
  nominated: 'Выставлены (кем)',
  votes: 'Голоса [кто]',
  eliminateAll: 'за подъём всех',
  cards: 'Т/К',
  night: 'Ночь',
  shot: 'Выстрел',
  miss: 'промах',
  legend: 'Дон: ★ нашёл шерифа, — нет. Шериф: ● чёрный, ○ красный.',
  revote: 'переголосование',
  notes: 'Пояснения к доп. баллам и штрафам',
  protest: 'Протест',
  judge: 'Судья',
  chief: 'Главный судья',
  signature: 'подпись',
  summary: 'Сводный протокол',
  games: 'Игры',
  standings: 'Турнирная таблица',
  rank: 'Место',
  played: 'Игр',
  wins: 'Побед',
  red: 'Красные',
  black: 'Чёрные',
  inProgress: 'игра не окончена',
  corrections: 'Исправления',
  undo: 'отмена',
  redo: 'возврат',
  foulBack: 'снят фол',
  bySeat: 'Баллы по местам',
  compensation: 'Компенс.',
  lot: '* равны по всем дополнительным показателям: место определяет жребий',
  banned: 'дисквалифицирован',
} as const;

/**
 * The scorer's notes: the engine writes them in English (the `en` side is its phrase, matched in
 * the note); a sheet in another language says each phrase so. Award names are the awards' own.
 */
export const sheetNote = {
  primaNotaReplay: 'Прима Нота до переигровки',
  primaNota: 'Прима Нота',
  blacks: '{n} чёрн.',
  hintBestMove: 'лучший ход назван с подсказкой: без баллов',
  judgeLarger: 'допбаллы судьи больше',
  bestMoveLarger: 'лучший ход больше',
  notCounted: 'не в зачёт',
  judge: 'судья',
  disqualification: 'дисквалификация',
  removal: 'удаление',
  yellowCard: 'жёлтая карточка ×',
  redCard: 'красная карточка',
} as const;
