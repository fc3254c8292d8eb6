/**
 * The engine's sentences come from the catalog (src/words/{ru,en}/<area>.ts) by key and values; the
 * engine still hands out both languages (`{ en, ru }`) as the protocol carries them. A value that
 * is itself words (an award's name, a winner) is given in both languages and each takes its own.
 */
import { area, type Lang, type Message, type Words } from '../words/format.ts';

/** A value of a message: a number or id said as it is, or words in each language. */
export type Said = string | number | Readonly<Record<Lang, string>>;
export type SaidValues = Readonly<Record<string, Said>>;

const inLang = (lang: Lang, values: SaidValues = {}) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'object' ? v[lang] : v]));

/** An area of the catalog as the engine says it: `say(key, values)` is `{ en, ru }`. */
export function sayer<T extends Record<string, Message>>(ru: T, en: Words<T>) {
  const words = area(ru, en);
  return (key: keyof T & string, values?: SaidValues): { en: string; ru: string } => ({
    en: words.t('en', key, inLang('en', values)),
    ru: words.t('ru', key, inLang('ru', values)),
  });
}
