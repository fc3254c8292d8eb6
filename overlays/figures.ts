import type { Lang } from '../src/client/index.ts';

/** A score as the broadcast's language writes it: "0,5" in Russian, "0.5" in English; a true minus. */
export function figure(n: number, lang: Lang): string {
  const text = String(Math.round(n * 100) / 100).replace('-', '−');
  return lang === 'ru' ? text.replace('.', ',') : text;
}

/** A change of score: "+0,5", "−1", "" for none. */
export const signedFigure = (n: number, lang: Lang): string =>
  n > 0 ? `+${figure(n, lang)}` : n < 0 ? figure(n, lang) : '';
