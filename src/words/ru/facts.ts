/**
 * The names of the rule facts (src/facts), in Russian: rulesets, tournament variants and their
 * values, the judge's awards, the overlay pages. The facts build their `{ ru, en }` names from here.
 */

/** The rulesets a table can play (src/facts/rulesets.ts RULESET_IDS). */
export const ruleset = {
  'mafclub-2023': 'МафКлуб 2023',
  'fiim-2019': 'ФИИМ 2019',
  'club-mafia': 'Клубная мафия',
  'classic-mafia': 'Классическая мафия',
} as const;

/** The tournament variants (VARIANT_VALUES). */
export const variant = {
  firstDay: 'Первый день',
  firstKilledPick: 'Прима Нота / лучший ход',
  loneNominee: 'Одна кандидатура',
  awardLimits: 'Лимит допбаллов',
} as const;

/** A variant's first choice that sends nothing: the ruleset's own default. */
export const variantUnset = {
  loneNominee: 'по правилам',
} as const;

/** The values of each variant. */
export const variantFirstDay = {
  vote: 'с голосованием',
  noVote: 'без голосования',
  liftOnly: 'только подъём',
} as const;

export const variantFirstKilledPick = {
  seats: 'чёрные места',
  colours: 'цвета',
} as const;

export const variantLoneNominee = {
  leaves: 'уходит',
  vote: 'голосование',
} as const;

/** An award limits variant by its numbers (src/facts/award-limits.ts): "4 игрока, 5 баллов". */
export const variantAwardLimits = {
  players: { one: '{n} игрок', few: '{n} игрока', many: '{n} игроков', other: '{n} игрока' },
  points: { one: '{n} балл', few: '{n} балла', many: '{n} баллов', other: '{n} балла' },
} as const;

/** The judge's post-game awards (src/facts/awards.ts). */
export const award = {
  bestPlay: 'Лучшая игра',
  bestMove: 'Лучший ход',
  worstMove: 'Худший ход',
  worstPlay: 'Худшая игра',
  judge: 'Допбаллы судьи',
  penalty: 'Штраф',
} as const;

/** The overlay pages as the start page names them (src/facts/overlay-pages.ts). */
export const overlayPage = {
  seats: 'Игроки',
  timer: 'Таймер',
  speaker: 'Говорящий (нижняя плашка)',
  voting: 'Голосование',
  night: 'Итоги ночи',
  scores: 'Итоги игры и турнира',
  full: 'Всё вместе',
} as const;
