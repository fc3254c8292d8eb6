/** How a game's result is said, in ru and en (the catalog's words): the engine's log, the panel and the overlays. */
import type { Lang } from '../words/format.ts';

type Text = Record<Lang, string>;
import type { Winner } from './roles.ts';
import { winnerWords as words } from '../words/air.ts';

export const winnerWords: Readonly<Record<Winner, Text>> = words();
