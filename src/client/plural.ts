import type { Lang } from './params.ts';

/** A counted word's forms by plural category (CLDR): ru needs one, few and many; en one and other. */
export interface CountedWord {
  ru: { one: string; few: string; many: string; other: string };
  en: { one: string; other: string };
}

const rules = { ru: new Intl.PluralRules('ru'), en: new Intl.PluralRules('en') };

/** "1 игра", "2 игры", "5 игр", "21 игра"; "1 game", "2 games": the language's own plural rules. */
export function counted(n: number, word: CountedWord, lang: Lang): string {
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = word[lang];
  return `${n} ${forms[rules[lang].select(n)] ?? forms.other ?? ''}`;
}

/** Every counted word the overlays print, written once. */
export const words = {
  game: { ru: { one: 'игра', few: 'игры', many: 'игр', other: 'игры' }, en: { one: 'game', other: 'games' } },
  foul: {
    ru: { one: 'фол', few: 'фола', many: 'фолов', other: 'фола' },
    en: { one: 'foul', other: 'fouls' },
  },
} satisfies Record<string, CountedWord>;
