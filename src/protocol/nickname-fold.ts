/** The roster's nickname comparison, for the hub and the pages alike (no zod: a page pays for what it imports). */

/** Cyrillic and Greek capitals drawn like Latin ones (after upper-casing, ё as е). */
const LOOK_ALIKES: Readonly<Record<string, string>> = Object.fromEntries(
  [...'АВЕКМНОРСТУХІЈЅЁΑΒΕΖΗΙΚΜΝΟΡΤΥΧ'].map((c, i) => [c, 'ABEKMHOPCTYXIJSEABEZHIKMNOPTYX'[i]!]),
);

/**
 * Two nicknames are the same player's when this is equal (the roster's rule, every path): case,
 * ё/е, runs of spaces and letters that look alike in some case (Cyrillic `Аnna` and Latin `Anna`,
 * `НЕТ` and `HET`) are ignored: on the stream they would be one name.
 */
export const foldNickname = (s: string) =>
  s
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleUpperCase('ru')
    .replace(/[АВЕКМНОРСТУХІЈЅЁΑΒΕΖΗΙΚΜΝΟΡΤΥΧ]/g, (c) => LOOK_ALIKES[c] ?? c)
    .toLocaleLowerCase('ru');
