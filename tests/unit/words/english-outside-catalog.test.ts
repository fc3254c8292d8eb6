/**
 * Issue 41, words as keys: English is a language of the catalog too. Outside src/words, a
 * component's `title`, `aria-label` or `placeholder` written as a literal English phrase, a page's
 * `<title>` (or a layout's `title` prop) written as words, and a hub
 * error's detail written as a literal English phrase (`problem(code, 'some words')`), are sentences
 * outside it: their words belong in src/words (`t(lang, ...)`, `detail(...)`). What is not moved
 * yet is listed with its count; the list only shrinks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
/** A literal attribute of words (two or more letters, not an expression in braces). */
const ATTRIBUTE = /\b(?:title|aria-label|placeholder)="([^"{]*[A-Za-z]{2}[^"]*)"/g;
/** A page's `<title>` written as words (a browser tab's name): src/layouts/PageTitle.astro takes it from the catalog. */
const TITLE = /<title>([^<{]*[A-Za-z]{2}[^<]*)<\/title>/g;
/** A literal string detail given to a hub error: `problem('code', 'words')` or with a template of words. */
const DETAIL = /\bproblem\(\s*'[^']+',\s*(?:'([^']*[A-Za-z]{3}[^']*)'|`([^`$]*[A-Za-z]{3} [^`]*)`)/g;

/** What is not moved yet: file → its literal phrases. Lower a number when you move words. */
const NOT_YET: Readonly<Record<string, number>> = {
  'draft-page/DraftApp.svelte': 1,
  'src/server/players/players.ts': 1,
};

function files(folder: string, ext: RegExp): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)).replaceAll('\\', '/'))
    .filter((f) => !f.startsWith('src/words/'));
}

function phrases(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (file: string, found: string[]) => {
    if (found.length) out[file] = found;
  };
  for (const folder of ['control-panel', 'overlays', 'draft-page', 'src'])
    for (const file of files(folder, /\.(svelte|astro)$/))
      add(
        file,
        [ATTRIBUTE, TITLE].flatMap((re) =>
          [...readFileSync(join(root, file), 'utf8').matchAll(re)].map((m) => m[1] ?? ''),
        ),
      );
  for (const file of files('src/server', /\.ts$/))
    add(
      file,
      [...readFileSync(join(root, file), 'utf8').matchAll(DETAIL)].map((m) => m[1] ?? m[2] ?? ''),
    );
  return out;
}

describe('English text lives in the catalog (src/words) only', () => {
  it('no component attribute and no hub error detail outside src/words is a literal phrase, but the listed ones', () => {
    const found = Object.fromEntries(Object.entries(phrases()).map(([f, p]) => [f, p.length]));
    expect(found, JSON.stringify(phrases(), null, 1)).toEqual(NOT_YET);
  });

  it('the check finds what it looks for', () => {
    expect([...'<b title="yellow card">'.matchAll(ATTRIBUTE)].map((m) => m[1])).toEqual(['yellow card']);
    expect(
      [...`problem('player/invalid', 'the file name is bad')`.matchAll(DETAIL)].map((m) => m[1]),
    ).toEqual(['the file name is bad']);
    expect([...'<b title={t(lang, "x")}>'.matchAll(ATTRIBUTE)]).toEqual([]);
    expect([...'<title>Mafia broadcast</title>'.matchAll(TITLE)].map((m) => m[1])).toEqual([
      'Mafia broadcast',
    ]);
    expect([...'<title>{title[DEFAULT_LANG]}</title>'.matchAll(TITLE)]).toEqual([]);
  });
});
