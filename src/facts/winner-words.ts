/** How a game's result is said, in ru and en: the engine's log, the panel and the overlays. */
import type { Text } from '../protocol/index.ts';
import type { Winner } from './roles.ts';

export const winnerWords: Readonly<Record<Winner, Text>> = {
  red: { en: 'Red team wins', ru: 'Победа красных' },
  black: { en: 'Black team wins', ru: 'Победа чёрных' },
  maniac: { en: 'The maniac wins', ru: 'Победа маньяка' },
  draw: { en: 'Draw', ru: 'Ничья' },
};
