/**
 * The catalog's languages, listed once (issue 41). Each written language is a folder of the same
 * files (`ru/`, `en/`; en typed by ru, so a missing key fails tsc); the test locale (`lang=xx`)
 * has no folder: it says every message as its key, `⟦area.key⟧`, so a page shown in it that still
 * reads as prose has words outside the catalog (tests/e2e/test-locale.e2e.ts).
 *
 * A third language: its folder, its line in `WRITTEN`, and its file in each area's record
 * (`area({ ru: ru.air, en: en.air })` in src/words/*.ts): tsc names every record it is missing
 * from. The areas import their files one by one, never a language's whole folder: an overlay's
 * bundle holds only its own area's words (tests/e2e/overlay-budget.e2e.ts).
 */
export const WRITTEN = ['ru', 'en'] as const;
export type Written = (typeof WRITTEN)[number];

export const TEST_LANG = 'xx';
/** Every language a page can be asked for: the written ones and the test locale. */
export const LANGS = [...WRITTEN, TEST_LANG] as const;
export type Lang = (typeof LANGS)[number];

/** A page's language when the address asks for none (or for one the catalog lacks). */
export const DEFAULT_LANG: Written = 'ru';

export const isLang = (v: unknown): v is Lang => LANGS.some((l) => l === v);
export const isWritten = (v: unknown): v is Written => WRITTEN.some((l) => l === v);

/** The language a page was asked for (`?lang=`), or the default. */
export const langOf = (asked: string | null | undefined): Lang => (isLang(asked) ? asked : DEFAULT_LANG);

/** The written language after this one (a page's RU / EN switch; the test locale leads to the first). */
export const nextLang = (lang: Lang): Written =>
  WRITTEN[(WRITTEN.findIndex((l) => l === lang) + 1) % WRITTEN.length] ?? DEFAULT_LANG;

/** The test locale's words for a key. */
export const keyed = (key: string): string => `⟦${key}⟧`;

/** One thing said in each language (a screen's label, a record of words): `inEach((lang) => ...)`. */
export const inEach = <V>(say: (lang: Lang) => V): Readonly<Record<Lang, V>> =>
  Object.fromEntries(LANGS.map((lang) => [lang, say(lang)])) as Record<Lang, V>;
