import type { Role } from '../src/protocol/index.ts';

/** Sample players for the demo game: a 10-seat MafClub table and a 16-seat club table. */
export const TEN: readonly [string, Role][] = [
  ['Дракон', 'citizen'],
  ['Лиса', 'sheriff'],
  ['Mr. Grey', 'mafia'],
  ['Северянин', 'citizen'],
  ['Алхимик', 'don'],
  ['Кэп', 'citizen'],
  ['Ветер', 'citizen'],
  ['Ирбис', 'mafia'],
  ['Нота', 'citizen'],
  ['Бармалей', 'citizen'],
];

/** Club table: long names on purpose (40 Cyrillic characters fit without a word cut in half). */
export const SIXTEEN: readonly [string, Role][] = [
  ['Александр Константинович Преображенский', 'citizen'],
  ['Лиса', 'sheriff'],
  ['Mr. Grey', 'mafia'],
  ['Северянин', 'citizen'],
  ['Алхимик', 'don'],
  ['Кэп', 'doctor'],
  ['Ветер', 'citizen'],
  ['Ирбис', 'mafia'],
  ['Нота', 'lover'],
  ['Бармалей', 'citizen'],
  ['Екатерина Великолепная-Неподражаемая', 'maniac'],
  ['Штирлиц', 'citizen'],
  ['Гроссмейстер', 'mafia'],
  ['Ёж', 'citizen'],
  ['Маргарита Николаевна', 'citizen'],
  ['Зорро', 'citizen'],
];

/** Fouls per seat (the same pattern repeats past seat 10). */
export const FOULS = [0, 1, 0, 2, 0, 0, 0, 3, 0, 1] as const;
