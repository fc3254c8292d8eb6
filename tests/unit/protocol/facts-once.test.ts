/**
 * Issue 28: each rule fact is written once, in src/facts (its names in the catalog's facts area).
 * This scan fails when a second copy appears in code that could import the catalog (the engine, the
 * protocol, the hub, the panel, the overlays, the pages, the exports, scripts and benchmarks).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULESET,
  OVERLAY_PAGES,
  RATING_SITE_RULESETS,
  ROLES,
  RULESET_IDS,
  WINNERS,
} from '../../../src/facts/index.ts';

const root = join(import.meta.dirname, '../../..');
const FOLDERS = ['src', 'control-panel', 'overlays', 'scripts', 'bench'];
const SOURCE = /\.(ts|svelte|astro|mjs|js)$/;

function sources(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  for (const folder of FOLDERS)
    for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !SOURCE.test(entry.name)) continue;
      const path = join(entry.parentPath, entry.name);
      const file = relative(root, path).replaceAll('\\', '/');
      // The facts' names are the catalog's words (src/words/<lang>/facts.ts): part of their one home.
      if (file.startsWith('src/facts/') || /^src\/words\/\w+\/facts\.ts$/.test(file)) continue;
      // Scripted games shared with the tests: a deal seat by seat is data, not the role list.
      if (file.startsWith('scripts/fixtures/')) continue;
      out.push({ file, text: readFileSync(path, 'utf8') });
    }
  return out;
}

/** Each place a pattern matches, as `file:line: text`. */
function places(pattern: RegExp): string[] {
  const found: string[] = [];
  for (const { file, text } of sources())
    for (const m of text.matchAll(
      new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
    )) {
      const line = text.slice(0, m.index).split('\n').length;
      found.push(`${file}:${line}: ${m[0].replace(/\s+/g, ' ').slice(0, 120)}`);
    }
  return found;
}

/** Lists (array literals or type unions) that name every one of `names`: a copy of that list. */
function listsOf(names: readonly string[]): string[] {
  const found: string[] = [];
  const lists = /\[[^[\]]*\]|(?:'[\w-]+'\s*\|\s*)+'[\w-]+'/g;
  for (const { file, text } of sources())
    for (const m of text.matchAll(lists)) {
      const named = new Set([...m[0].matchAll(/'([\w-]+)'/g)].map((x) => x[1]));
      if (names.every((n) => named.has(n)))
        found.push(
          `${file}:${text.slice(0, m.index).split('\n').length}: ${m[0].replace(/\s+/g, ' ').slice(0, 120)}`,
        );
    }
  return found;
}

describe('rule facts are written once (src/facts)', () => {
  it("a role's team: no second role → team map (club rules: the psychopath is red)", () => {
    // `role === 'mafia' || role === 'don'`, `mafia: 'black'`, `['mafia', 'don']`: use teamOf / isBlackRole.
    expect(places(/'(mafia|don)'\s*\)?\s*\|\|[^;\n]*'(don|mafia)'/)).toEqual([]);
    expect(
      places(/\b(citizen|sheriff|mafia|don|doctor|lover|maniac|psychopath)\s*:\s*'(red|black|maniac)'/),
    ).toEqual([]);
    expect(places(/\[\s*'(mafia|don)'\s*,\s*'(don|mafia)'\s*\]/)).toEqual([]);
  });

  it('the role list, the ruleset ids and the overlay pages are listed once', () => {
    expect(listsOf(ROLES)).toEqual([]);
    expect(listsOf(RULESET_IDS)).toEqual([]);
    expect(listsOf(Object.keys(OVERLAY_PAGES).filter((p) => p !== 'full'))).toEqual([]);
  });

  it('award names, points and kinds per ruleset, ruleset names and step inputs have one home', () => {
    expect(
      places(/\b(bestPlay|bestMove|worstMove|worstPlay|judge|penalty)\s*:\s*\{[^}]*\bpoints\s*:/),
    ).toEqual([]);
    expect(places(/'fiim-2019'\s*:\s*\[\s*'(judge|penalty)'/)).toEqual([]);
    expect(places(/'(МафКлуб 2023|Классическая мафия|Club mafia)'/)).toEqual([]);
    // What a step needs is the view's `step.input` (NEXT_STEP_INPUT), not a list of step ids.
    expect(places(/step\.id\s*===\s*'[\w-]+'\)?\s*return\s*'(seat|count|seats)'/)).toEqual([]);
  });

  it('the default ruleset, the game results and which rulesets the sites take are written once (issue 41)', () => {
    // `?? 'mafclub-2023'`, `= 'mafclub-2023'`, `.default('mafclub-2023')`: use DEFAULT_RULESET
    expect(places(new RegExp(`(\\?\\?|[^=!]=|default\\()\\s*'${DEFAULT_RULESET}'`))).toEqual([]);
    expect(listsOf(WINNERS)).toEqual([]);
    expect(listsOf([...RATING_SITE_RULESETS])).toEqual([]);
    // a clause looked up by ruleset id in the hub: it is the ruleset's fact (BANNED_CLAUSE, rulesetOf)
    expect(places(/\{\s*'[\w-]+-\d{4}'\s*:\s*'\d[\d.]*'/)).toEqual([]);
    // the director's switches nobody flipped: DISPLAY_DEFAULT (the overlays had their own copy)
    expect(places(/\broles:\s*true,\s*scores:\s*true\b/)).toEqual([]);
  });
});
