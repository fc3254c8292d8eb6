import type { Problem } from '../protocol/index.ts';
import { area } from '../words/format.ts';
import * as ruWords from '../words/ru/problems.ts';
import * as enWords from '../words/en/problems.ts';

/** Hub errors: permanent codes (clients and Companion buttons key off them), their words in src/words. */
const words = area(ruWords.hub, enWords.hub);

const details = area(ruWords.detail, enWords.detail);

/** What an error adds about its case, in both languages (`problem(code, detail('stranger', { name }))`). */
export const detail = details.text;

export type HubErrorCode = keyof typeof ruWords.hub;

/** `detail` is appended to both texts; give it per language when it has words, not just ids. */
export function problem(code: HubErrorCode, detail?: string | { en: string; ru: string }): Problem {
  const { en, ru } = words.text(code);
  const more = typeof detail === 'string' ? { en: detail, ru: detail } : detail;
  return {
    code,
    message: more ? { en: `${en}: ${more.en}`, ru: `${ru}: ${more.ru}` } : { en, ru },
    clause: null,
  };
}
