/**
 * The overlay pages (`/overlay/<name>/`) OBS takes as browser sources, with the names the start
 * page gives them; `bug` (the corner bug, its own source across scene cuts) is listed apart.
 */
export const OVERLAY_PAGES = {
  seats: { ru: 'Игроки', en: 'Seat plates' },
  timer: { ru: 'Таймер', en: 'Timer' },
  speaker: { ru: 'Говорящий (нижняя плашка)', en: "Speaker's lower third" },
  voting: { ru: 'Голосование', en: 'Nominations and votes' },
  night: { ru: 'Итоги ночи', en: 'Night results' },
  scores: { ru: 'Итоги игры и турнира', en: 'Game result and standings' },
  full: { ru: 'Всё вместе', en: 'Everything in one layout' },
} as const;
export type OverlayName = keyof typeof OVERLAY_PAGES;
/** Every overlay page: the sources above and the corner bug. */
export type OverlayPage = OverlayName | 'bug';
