/**
 * Issue 28, words once: a sentence the project shows lives in the catalog (src/words), in every
 * language. Russian text in any other source file is a sentence outside it. Files that still hold
 * some are listed below with their count of lines; the list only shrinks (a file that lost lines
 * must lower its number, a file with none must leave the list). Sample data (the demo's players and
 * tournament) is content, not words, and so is what an input file may say (a roster's column names
 * in Russian): listed under DATA.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const FOLDERS = ['src', 'control-panel', 'overlays', 'draft-page'];
const SOURCE = /\.(ts|svelte|astro|mjs|js|css)$/;
/** A Russian word: two Cyrillic letters or more (a lone `ё` in the nickname folding code is a letter, not text). */
const CYRILLIC = /[А-Яа-яЁё]{2}/;

/**
 * Content, not words: the demo game's nicknames and tournament; what an input file may say; the
 * Cyrillic alphabet a tournament's id is transliterated from (with its example).
 */
const DATA: Readonly<Record<string, number>> = {
  // a roster's header names a spreadsheet may carry (имя, ник, клуб...), matched, never shown
  'src/export/roster-import.ts': 6,
  // Cyrillic letters drawn like Latin ones (the nickname fold), matched, never shown
  'src/protocol/nickname-fold.ts': 3,
  'control-panel/tournament/preshow-api.ts': 2,
  'overlays/demo-seats.ts': 25,
  'overlays/demo.ts': 3,
  'overlays/theme.ts': 3,
};

/** What is not moved yet: file → its lines with Russian text. Lower a number when you move words. */
const NOT_YET: Readonly<Record<string, number>> = {
  'src/engine/after-words.ts': 2,
  'src/engine/day/nominations.ts': 2,
  'src/engine/day/vote-start.ts': 3,
  'src/engine/day/voting.ts': 3,
  'src/engine/end.ts': 1,
  'src/engine/first-killed.ts': 1,
  'src/engine/flow.ts': 1,
  'src/engine/morning.ts': 2,
  'src/engine/rulesets/classic-mafia.ts': 8,
  'src/engine/rulesets/club-mafia.ts': 24,
  'src/engine/rulesets/types.ts': 3,
  'src/engine/scoring/plain.ts': 2,
  'src/engine/types.ts': 1,
};

function russianLines(): Map<string, number> {
  const out = new Map<string, number>();
  for (const folder of FOLDERS)
    for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !SOURCE.test(entry.name)) continue;
      const path = join(entry.parentPath, entry.name);
      const file = relative(root, path).replaceAll('\\', '/');
      if (file.startsWith('src/words/')) continue;
      const n = readFileSync(path, 'utf8')
        .split('\n')
        .filter((l) => CYRILLIC.test(l)).length;
      if (n > 0) out.set(file, n);
    }
  return out;
}

describe('Russian text lives in the catalog (src/words) only', () => {
  it('no source file outside src/words has Russian text, but the listed ones, each at its count', () => {
    const found = Object.fromEntries([...russianLines()].sort(([a], [b]) => a.localeCompare(b)));
    expect(found).toEqual({ ...DATA, ...NOT_YET });
  });
});
