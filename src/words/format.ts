/**
 * The message catalog's grammar, zod-free and free of browser and Node code so the hub, the engine,
 * the panel and the overlays all use it. A message is a sentence with `{name}` placeholders, or one
 * sentence per plural category of its count `{n}` (CLDR categories, chosen by `Intl.PluralRules`).
 */
export type Lang = Written | typeof TEST_LANG;
/** The languages the catalog is written in: a folder each (`ru/`, `en/`), the same files and keys. */
export type Written = 'ru' | 'en';

/**
 * The test locale (issue 41): every message says its key, `⟦area.key⟧` (`⟦key⟧` where a screen's
 * group of words does not know its area), so a page shown in it that still reads as Russian or
 * English prose has words outside the catalog (tests/e2e/test-locale.e2e.ts).
 */
export const TEST_LANG = 'xx';
export const keyed = (key: string): string => `⟦${key}⟧`;

/** A screen's label in each language, said by `say` in each (the test locale's keys included). */
export const inEach = (say: (lang: Lang) => string): Readonly<Record<Lang, string>> => ({
  ru: say('ru'),
  en: say('en'),
  xx: say(TEST_LANG),
});

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

/** Each word of a group in both languages, by its key: `both(ru.role, en.role).don` is `{ ru: 'Дон', en: 'Don' }`. */
export function both<K extends string>(
  ruGroup: Readonly<Record<K, string>>,
  enGroup: Readonly<Record<K, string>>,
): Record<K, Record<Lang, string>> {
  const out: Partial<Record<K, Record<Lang, string>>> = {};
  for (const key of Object.keys(ruGroup) as K[])
    out[key] = { ru: ruGroup[key], en: enGroup[key], xx: keyed(key) };
  return out as Record<K, Record<Lang, string>>;
}

/** An area of the catalog in both languages: `t` says a key in one, `text` in both (`{ ru, en }`). */
export function area<T extends Record<string, Message>>(ru: T, en: Words<T>) {
  const by: Record<Written, Readonly<Record<string, Message>>> = { ru, en };
  const t = (lang: Lang, key: keyof T & string, values?: Values): string =>
    lang === TEST_LANG ? keyed(key) : format(by[lang][key] ?? key, lang, values);
  return {
    t,
    text: (key: keyof T & string, values?: Values): Record<Lang, string> => ({
      ru: t('ru', key, values),
      en: t('en', key, values),
      xx: keyed(key),
    }),
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
function renderWith(look: (lang: Lang, key: string) => Message | undefined, lang: Lang, s: Said): string {
  const message = look(lang, s.key) ?? s.key;
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
  const look = (lang: Lang, key: string): Message | undefined => {
    if (lang === TEST_LANG) return keyed(key);
    const dot = key.indexOf('.');
    const areas = catalogs[lang];
    const area = Object.hasOwn(areas, key.slice(0, dot)) ? areas[key.slice(0, dot)] : undefined;
    return area && Object.hasOwn(area, key.slice(dot + 1)) ? area[key.slice(dot + 1)] : undefined;
  };
  return (lang, s) => renderWith(look, lang, s);
}
