/**
 * Issue 28, words once: every area of the message catalog exists in every language with the same
 * keys, the same `{placeholders}` and every plural form the language's rules ask for.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { format, type Lang, type Message } from '../../../src/words/format.ts';
import { t, text } from '../../../src/words/index.ts';
import { LANGS, TEST_LANG, WRITTEN } from '../../../src/words/languages.ts';

const dir = join(import.meta.dirname, '../../../src/words');
const files = readdirSync(join(dir, 'ru')).filter((f) => f.endsWith('.ts'));

type Area = Record<string, Message>;
async function areas(lang: Lang, file: string): Promise<Record<string, Area>> {
  return (await import(join(dir, lang, file))) as Record<string, Area>;
}

const placeholders = (m: Message): string[] =>
  [
    ...new Set(
      (typeof m === 'string' ? [m] : Object.values(m)).flatMap((s) =>
        [...s.matchAll(/\{(\w+)\}/g)].map((x) => x[1]),
      ),
    ),
  ]
    .filter((x): x is string => x !== undefined)
    .sort();

describe('the catalog: one file per language and area, complete in each language', () => {
  it('each folder of src/words is a language of the registry (src/words/languages.ts), and each written language a folder', () => {
    const folders = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(folders.map((e) => e.name).sort()).toEqual([...WRITTEN].sort());
    expect(LANGS).toEqual([...WRITTEN, TEST_LANG]);
  });

  it('every language has every area file the Russian catalog has', () => {
    for (const lang of WRITTEN) expect(readdirSync(join(dir, lang)).sort()).toEqual([...files].sort());
  });

  for (const file of files)
    it(`${file}: the same keys, placeholders and plural forms in ru and en`, async () => {
      const ru = await areas('ru', file);
      for (const lang of WRITTEN) {
        const other = await areas(lang, file);
        expect(Object.keys(other).sort(), `${lang}/${file} areas`).toEqual(Object.keys(ru).sort());
        const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
        for (const [name, area] of Object.entries(ru)) {
          const theirs = other[name] ?? {};
          expect(Object.keys(theirs).sort(), `${lang}/${file} ${name} keys`).toEqual(
            Object.keys(area).sort(),
          );
          for (const [key, message] of Object.entries(area)) {
            const mine = theirs[key];
            if (mine === undefined) continue;
            // an old log's announcement carries each language's own text: each says its own
            if (`${name}.${key}` !== 'announce.legacy')
              expect(placeholders(mine), `${lang} ${name}.${key} placeholders`).toEqual(
                placeholders(message),
              );
            expect(typeof mine, `${lang} ${name}.${key}: a plural stays a plural`).toBe(typeof message);
            if (typeof mine !== 'string')
              for (const c of categories)
                expect(mine[c], `${lang} ${name}.${key}: the "${c}" form`).toBeTypeOf('string');
            if (typeof mine === 'string') expect(mine.trim(), `${lang} ${name}.${key}`).not.toBe('');
          }
        }
      }
    });
});

describe('counted words follow each language plural rules', () => {
  it('1 игра, 2 игры, 5 игр, 11 игр, 21 игра; 1 game, 2 games', () => {
    expect([1, 2, 5, 11, 21].map((n) => t('ru', 'air.games', { n }))).toEqual([
      '1 игра',
      '2 игры',
      '5 игр',
      '11 игр',
      '21 игра',
    ]);
    expect([1, 2, 21].map((n) => t('en', 'air.games', { n }))).toEqual(['1 game', '2 games', '21 games']);
  });

  it('a message without a count takes its values and keeps an unknown placeholder visible', () => {
    expect(format('Игра {game}', 'ru', { game: 3 })).toBe('Игра 3');
    expect(format('{black} of {of} black', 'en', { black: 2 })).toBe('2 of {of} black');
    expect(text('corner.game', { game: 7 })).toEqual({ ru: 'Игра 7', en: 'Game 7', xx: '⟦corner.game⟧' });
  });
});

describe('the hub counts in both languages (issue 28: "the tournament has 1 tables" was said)', () => {
  it('a seating refused for its table count says 1 table, 2 tables; 1 стол, 3 стола, 5 столов', () => {
    expect(t('en', 'detail.tableCount', { n: 1 })).toBe('the tournament has 1 table');
    expect(t('en', 'detail.tableCount', { n: 2 })).toBe('the tournament has 2 tables');
    expect([1, 3, 5, 21].map((n) => t('ru', 'detail.tableCount', { n }))).toEqual([
      'в турнире 1 стол',
      'в турнире 3 стола',
      'в турнире 5 столов',
      'в турнире 21 стол',
    ]);
    expect(t('en', 'detail.roundsKept', { n: 1 })).toBe('only 1 round can be kept');
  });
});
