/**
 * The message catalog's grammar, zod-free and free of browser and Node code so the hub, the engine,
 * the panel and the overlays all use it. A message is a sentence with `{name}` placeholders, or one
 * sentence per plural category of its count `{n}` (CLDR categories, chosen by `Intl.PluralRules`).
 */
import { inEach, isWritten, keyed, type Lang, type Written } from './languages.ts';

export { inEach, keyed, TEST_LANG, type Lang, type Written } from './languages.ts';

/** One form per plural category the language has (ru: one, few, many, other; en: one, other). */
export type Plural = { readonly other: string } & {
  readonly [C in Exclude<Intl.LDMLPluralRule, 'other'>]?: string;
};
export type Message = string | Plural;

/** A screen's own label in each language (the wire carries keys: `Said` below). */
export type Text = Readonly<Record<Lang, string>>;

/** Another language's slice of an area: exactly the same keys (tsc fails on a missing one). */
export type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : Plural };

export type Values = Readonly<Record<string, string | number>>;

const rules: Partial<Record<Lang, Intl.PluralRules>> = {};

/** The plural category of `n` in `lang` (ru: 1 and 21 one, 2 few, 5 and 11 many). */
export const pluralOf = (lang: Lang, n: number): Intl.LDMLPluralRule =>
  (rules[lang] ??= new Intl.PluralRules(lang)).select(n);

/** A message in words: the count `n` picks the plural form, then each `{name}` takes its value. */
export function format(message: Message, lang: Lang, values: Values = {}): string {
  const n = values['n'];
  const template =
    typeof message === 'string'
      ? message
      : (message[typeof n === 'number' ? pluralOf(lang, n) : 'other'] ?? message.other);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = values[name];
    return v === undefined ? whole : String(v);
  });
}

/** A message of a written language, the test locale's key for any other. */
const sayIn = <M>(lang: Lang, key: string, look: (written: Written) => M | undefined): M | string =>
  isWritten(lang) ? (look(lang) ?? key) : keyed(key);

/** Each word of a group in each language, by its key: `both({ ru: ru.role, en: en.role }).don.en` is `'Don'`. */
export function both<K extends string>(
  by: Readonly<Record<Written, Readonly<Record<K, string>>>>,
): Record<K, Readonly<Record<Lang, string>>> {
  const out: Partial<Record<K, Readonly<Record<Lang, string>>>> = {};
  for (const key of Object.keys(by.ru) as K[])
    out[key] = inEach((lang) => sayIn(lang, key, (w) => by[w][key]));
  return out as Record<K, Readonly<Record<Lang, string>>>;
}

/** An area of the catalog in each language: `t` says a key in one, `text` in each (`{ ru, en, xx }`). */
export function area<T extends Record<string, Message>>(
  by: { readonly ru: T } & Readonly<Record<Written, Words<T>>>,
) {
  const t = (lang: Lang, key: keyof T & string, values?: Values): string =>
    isWritten(lang) ? format((by[lang] as Words<T>)[key] ?? key, lang, values) : keyed(key);
  return {
    t,
    text: (key: keyof T & string, values?: Values): Readonly<Record<Lang, string>> =>
      inEach((lang) => t(lang, key, values)),
  };
}

/**
 * Words as the wire and the logs carry them (issue 41): a catalog key (`area.name`) and its values;
 * each screen renders them in its own language (`render` in ./index.ts). A value that is itself
 * words (a winner, "or") is keyed too, so it is said in the screen's language as well.
 */
export interface Said {
  readonly key: string;
  readonly values?: Readonly<Record<string, SaidValue>>;
}
export type SaidValue = string | number | Said;

/** Words by key, values omitted when there are none (keeps frames and log lines short). */
export const said = (key: string, values?: Readonly<Record<string, SaidValue>>): Said =>
  values && Object.keys(values).length > 0 ? { key, values } : { key };

/**
 * A keyed sentence in one language, its word values rendered first. A `detail` value the sentence
 * does not place is what an error adds about its case: it follows the sentence after a colon.
 */
function renderWith(look: (lang: Lang, key: string) => Message, lang: Lang, s: Said): string {
  const message = look(lang, s.key);
  const values: Record<string, string | number> = {};
  for (const [name, v] of Object.entries(s.values ?? {}))
    values[name] = typeof v === 'object' ? renderWith(look, lang, v) : v;
  const text = format(message, lang, values);
  const detail = values['detail'];
  const placed =
    typeof message === 'string' ? message.includes('{detail}') : message.other.includes('{detail}');
  return detail !== undefined && !placed ? `${text}: ${detail}` : text;
}

type Areas = Readonly<Record<string, Readonly<Record<string, Message>>>>;

/** Renders keyed words from these catalogs (by language, then area); an unknown key is shown as it is. */
export function renderer(catalogs: Readonly<Record<Written, Areas>>): (lang: Lang, s: Said) => string {
  const look = (lang: Lang, key: string): Message =>
    sayIn(lang, key, (w) => {
      const dot = key.indexOf('.');
      const areas = catalogs[w];
      const area = Object.hasOwn(areas, key.slice(0, dot)) ? areas[key.slice(0, dot)] : undefined;
      return area && Object.hasOwn(area, key.slice(dot + 1)) ? area[key.slice(dot + 1)] : undefined;
    });
  return (lang, s) => renderWith(look, lang, s);
}
