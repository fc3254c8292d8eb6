/**
 * What the broadcast shows, in Russian: the overlays, the panel's view of the game and Companion's
 * stage read it. Terms follow docs/glossary.md. One export per group, so a page loads only what it uses.
 */

/** A seat out of the game. */
export const status = {
  killed: 'Убит',
  votedOut: 'Заголосован',
  removed: 'Удалён',
} as const;

/** A fouled seat's next speech. */
export const penalty = {
  skip: 'Без речи',
  short: '30 сек',
  silenced: 'Молчит',
} as const;

/** The roles. */
export const role = {
  citizen: 'Мирный',
  sheriff: 'Шериф',
  mafia: 'Мафия',
  don: 'Дон',
  doctor: 'Доктор',
  lover: 'Путана',
  maniac: 'Маньяк',
  psychopath: 'Психопат',
} as const;

/** The timers that are not named as their stage (those are `stage`'s). */
export const timer = {
  speech: 'Речь',
  tieSpeech: 'Оправдание',
  custom: 'Таймер',
} as const;

/** The stages of the game (also Companion's). */
export const stage = {
  setup: 'Подготовка',
  arrangement: 'Договорка',
  donLook: 'Дон знакомится',
  sheriffLook: 'Шериф знакомится',
  morning: 'Утро',
  speech: 'Речи',
  discussion: 'Общее время',
  voting: 'Голосование',
  tieSpeech: 'Перестрелка',
  revote: 'Переголосование',
  eliminateAllVote: 'Подъём всех',
  lastWord: 'Последнее слово',
  shot: 'Стрельба',
  donCheck: 'Проверка Дона',
  sheriffCheck: 'Проверка Шерифа',
  clubNight: 'Ночь',
  bestMove: 'Лучший ход',
  finished: 'Игра окончена',
} as const;

/** A game's result. */
export const winner = {
  red: 'Победа красных',
  black: 'Победа чёрных',
  maniac: 'Победа маньяка',
  draw: 'Ничья',
} as const;

/** The first killed's guess, by its name in the ruleset. */
export const bestMove = {
  primaNota: 'Прима Нота',
  bestMove: 'Лучший ход',
} as const;

/** The broadcast's plain words and counted words. */
export const air = {
  seat: 'Игрок',
  day: 'День',
  nominated: 'Выставлены',
  votes: 'Голоса',
  shot: 'Выстрел',
  miss: 'Промах',
  donCheck: 'Дон проверил',
  sheriffCheck: 'Шериф проверил',
  isSheriff: 'шериф',
  notSheriff: 'не шериф',
  black: 'чёрный',
  red: 'красный',
  heal: 'Доктор лечил',
  visit: 'Путана у',
  maniacShot: 'Маньяк стрелял',
  died: 'Убит ночью',
  nightRecord: 'Ночи',
  voteResult: 'Итог голосования',
  leaves: 'покидает стол',
  nobodyLeaves: 'Никто не покидает стол',
  voteCancelled: 'Голосование отменено: игрок {seat} удалён',
  allLeave: 'все покидают стол',
  allStay: 'все остаются',
  of: 'из',
  firstKilled: 'Первый убиенный',
  eliminateAll: 'За подъём всех',
  noNominations: 'Никто не выставлен',
  tieAgain: 'Снова поровну: голосуем за подъём всех',
  tieSpeeches: 'Поровну: оправдательные речи',
  killedAtNight: 'Убит ночью',
  takenAlong: 'Уходит вслед за игроком {seat}',
  leavesByDay: 'Убит днём',
  drawsRole: 'Тянет карту',
  removedFromGame: 'Удалён из игры',
  blackOfThree: 'чёрных из 3',
  points: 'Очки',
  win: 'победа',
  verdict: '{black} из {of} чёрных',
  games: { one: '{n} игра', few: '{n} игры', many: '{n} игр', other: '{n} игры' },
  fouls: { one: '{n} фол', few: '{n} фола', many: '{n} фолов', other: '{n} фола' },
  yellowCard: 'Жёлтая карточка',
  wins: { one: '{n} победа', few: '{n} победы', many: '{n} побед', other: '{n} победы' },
  /** The player's card at his first speech: his tournament place and points so far. */
  standing: '{rank} место · {points} очк.',
  /** The player's card: his wins by the role dealt in this tournament (issue 38.12). */
  byRole: 'Победы: {list}',
  roleWins: '{role} {wins} из {games}',
  nominee: 'Выст.',
  /** The team counter under the headline (the stream only): who is still at the table. */
  reds: 'Красные',
  blacks: 'Чёрные',
  paused: 'пауза',
} as const;

/** The corner bug. */
export const corner = {
  game: 'Игра {game}',
  sponsor: 'Спонсор',
} as const;

/** The scores panel. */
export const scores = {
  result: 'Итоги игры',
  main: 'Осн',
  extra: 'Доп',
  total: 'Итог',
  standings: 'Турнирная таблица',
  played: 'Игр',
  points: 'Очки',
} as const;

/** The voting panel. */
export const vote = {
  by: 'выставил',
  now: 'голосуем',
} as const;

/** An overlay that cannot connect (its URL or the hub's refusal). */
export const setup = {
  title: 'Оверлей не подключён',
  invalid: 'не подходит',
  refused: 'Хаб отказал в подключении',
  check: 'проверьте',
} as const;

/** What a bad parameter of an overlay's URL should be. */
export const hint = {
  table: 'id стола: строчные латинские буквы, цифры и дефис (например, t10)',
  feed: 'feed=table или feed=spectator',
  lang: 'lang=ru или lang=en',
} as const;

/** The vote history grid (issue 38.11): who voted for whom, day by day. */
export const voteGrid = {
  title: 'Кто за кого голосовал',
  day: 'День {day}',
  main: 'голос.',
  tie: 'перег.',
  eliminateAll: 'всех',
  /** A round whose voters were not recorded: its counts alone, honestly. */
  countsOnly: 'только числа',
  /** The eliminate-all question's count: "6 of 9 for". */
  allFor: '{n} из {of}',
  voter: 'Кто',
} as const;

/** The commentator's screen (issue 38.14): the roles, the vote grid, the moments to come. */
export const commentator = {
  title: 'Комментатор',
  roles: 'Роли',
  queue: 'Моменты',
  onAir: 'В эфире',
  next: 'Дальше',
  nothing: 'ничего',
  hold: 'Удержать',
  release: 'Отпустить',
  held: 'удержан',
  skip: 'Пропустить следующий',
  replay: 'Повторить голосование',
  /** The keys need the operator's token: a page opened with the spectator key only shows. */
  needsToken: 'Клавиши режиссёра работают со ссылкой оператора (token)',
  vote: 'Итог голосования',
  replayed: 'Повтор: итог голосования',
  leave: 'Игрок {seat} покидает стол',
  bestMove: 'Выбор первого убиенного',
  winner: 'Итог игры',
  draw: 'Игрок {seat} тянет карту',
  /** The link to the hub, as the page's header says it. */
  idle: 'не подключено',
  connecting: 'подключение…',
  live: 'на связи',
  offline: 'нет связи',
  refused: 'отказано: проверьте ссылку',
} as const;
