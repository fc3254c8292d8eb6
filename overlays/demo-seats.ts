import type { Role, SeatPlayerView } from '../src/protocol/index.ts';

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
  ['Белая Королева', 'citizen'],
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
  ['Александр Великолепный', 'mafia'],
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

const CLUBS = ['Red Hall', 'Ночной дозор', 'Polar Night', 'Мафия СПб', 'Тёмная сторона'];
/** Two small sample photos (public/demo/); the other players show their initials. */
const PHOTOS: Record<number, string> = { 2: '/demo/face-a.jpg', 5: '/demo/face-b.jpg' };

/** The roster player of a demo seat: seat 9 has a name typed without a roster player. */
export function demoPlayer(seat: number): SeatPlayerView | undefined {
  if (seat === 9) return undefined;
  return {
    id: `pdemo${seat}`,
    club: seat % 4 === 3 ? null : (CLUBS[seat % CLUBS.length] ?? null),
    photo: PHOTOS[seat] ?? null,
  };
}
