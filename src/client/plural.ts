import type { Lang } from './params.ts';
import { air } from '../words/air.ts';

/** A counted word: a catalog key whose message has one form per plural category (src/words). */
export type CountedWord = 'games' | 'fouls' | 'wins';

/** "1 game", "2 games" (ru: one, few, many: 1, 2, 5, 21 games): the language's own plural rules. */
export function counted(n: number, word: CountedWord, lang: Lang): string {
  return air.t(lang, word, { n });
}

/** Every counted word the overlays print (their forms are in src/words/ru/air.ts and en/air.ts). */
export const words = { game: 'games', foul: 'fouls', win: 'wins' } as const satisfies Record<
  string,
  CountedWord
>;
