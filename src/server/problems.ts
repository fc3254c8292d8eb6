import type { Problem } from '../protocol/index.ts';
import { said, type Lang, type Said, type SaidValue } from '../words/format.ts';
import { render } from '../words/index.ts';
import type * as ruWords from '../words/ru/problems.ts';
import { DEFAULT_LANG, isLang, isWritten } from '../words/languages.ts';

/** Hub errors: permanent codes (clients and Companion buttons key off them), their words in src/words. */
export type HubErrorCode = keyof typeof ruWords.hub;

export type DetailKey = keyof typeof ruWords.detail;

/** What an error adds about its case, as words (`problem(code, detail('stranger', { name }))`). */
export const detail = (key: DetailKey, values?: Readonly<Record<string, SaidValue>>): Said =>
  said(`detail.${key}`, values);

/**
 * An error by its code, its words the catalog's (`hub.<code>`). `detail`: an id or a number as it
 * is, or words (`detail(...)`); each screen shows it after the sentence, in its language.
 */
export function problem(code: HubErrorCode, more?: string | Said): Problem {
  return {
    code,
    message: said(`hub.${code}`, more === undefined ? undefined : { detail: more }),
    clause: null,
  };
}

/** An HTTP request's language: `?lang=` (src/words/languages.ts), else the first of Accept-Language the catalog has, else ru. */
export function langOf(req: { url?: string; headers: { 'accept-language'?: string } } | undefined): Lang {
  const asked = /[?&]lang=([a-z]{2})(?:&|$)/.exec(req?.url ?? '')?.[1];
  if (isLang(asked)) return asked;
  for (const tag of (req?.headers['accept-language'] ?? '').split(',')) {
    const primary = tag.trim().slice(0, 2).toLowerCase();
    if (isWritten(primary)) return primary;
  }
  return DEFAULT_LANG;
}

/**
 * An error as an HTTP answer carries it (docs/protocol.md "Errors"): the code, the words by key
 * (`message`), and `text`: the sentence rendered in the request's language, for scripts and logs.
 */
export const told = (p: Problem, lang: Lang): Problem & { text: string } => ({
  ...p,
  text: render(lang, p.message),
});
