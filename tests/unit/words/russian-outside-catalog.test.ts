/**
 * Issue 28, words once: a sentence the project shows lives in the catalog (src/words), in every
 * language. Russian text in any other source file is a sentence outside it. Files that still hold
 * some are listed below with their count of lines; the list only shrinks (a file that lost lines
 * must lower its number, a file with none must leave the list). Sample data (the demo's players and
 * tournament) is content, not words: listed under DATA.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const FOLDERS = ['src', 'control-panel', 'overlays', 'draft-page'];
const SOURCE = /\.(ts|svelte|astro|mjs|js|css)$/;
/** A Russian word: two Cyrillic letters or more (a lone `ё` in the nickname folding code is a letter, not text). */
const CYRILLIC = /[А-Яа-яЁё]{2}/;

/** Sample content, not words: the demo game's nicknames and tournament. */
const DATA: Readonly<Record<string, number>> = {
  'overlays/demo-seats.ts': 25,
  'overlays/demo.ts': 4,
  'overlays/theme.ts': 3,
};

/** What is not moved yet: file → its lines with Russian text. Lower a number when you move words. */
const NOT_YET: Readonly<Record<string, number>> = {
  'control-panel/ClientList.svelte': 3,
  'control-panel/ConfirmBar.svelte': 3,
  'control-panel/DamagedFiles.svelte': 2,
  'control-panel/DisplaySwitches.svelte': 4,
  'control-panel/ExportButtons.svelte': 1,
  'control-panel/GameEnd.svelte': 8,
  'control-panel/GameSetup.svelte': 7,
  'control-panel/IdentityForm.svelte': 22,
  'control-panel/KeyGuardBar.svelte': 4,
  'control-panel/KeyMap.svelte': 1,
  'control-panel/NextSteps.svelte': 8,
  'control-panel/ObsSetup.svelte': 3,
  'control-panel/ObsStatus.svelte': 7,
  'control-panel/OnAirBadge.svelte': 1,
  'control-panel/PanelHeader.svelte': 9,
  'control-panel/PlayerCard.svelte': 5,
  'control-panel/PreShow.svelte': 13,
  'control-panel/RosterImport.svelte': 17,
  'control-panel/SanctionBar.svelte': 10,
  'control-panel/ScheduleBadge.svelte': 4,
  'control-panel/SeatControl.svelte': 4,
  'control-panel/TableState.svelte': 3,
  'control-panel/TimerControl.svelte': 5,
  'control-panel/TournamentExports.svelte': 3,
  'control-panel/VotersBox.svelte': 2,
  'control-panel/exports.ts': 4,
  'control-panel/keys.ts': 48,
  'control-panel/preshow-api.ts': 2,
  'control-panel/result-choices.ts': 6,
  'control-panel/roster-list.ts': 9,
  'draft-page/words.ts': 18,
  'overlays/moment-words.ts': 17,
  'src/engine/after-words.ts': 2,
  'src/engine/day/nominations.ts': 2,
  'src/engine/day/vote-start.ts': 3,
  'src/engine/day/voting.ts': 3,
  'src/engine/decide.ts': 1,
  'src/engine/end.ts': 1,
  'src/engine/first-killed.ts': 1,
  'src/engine/flow.ts': 1,
  'src/engine/morning.ts': 2,
  'src/engine/night.ts': 3,
  'src/engine/rulesets/classic-mafia.ts': 8,
  'src/engine/rulesets/club-mafia.ts': 21,
  'src/engine/rulesets/types.ts': 3,
  'src/engine/scoring/plain.ts': 2,
  'src/engine/types.ts': 1,
  'src/export/protocol-html.ts': 76,
  'src/export/roster-import.ts': 7,
  'src/facts/awards.ts': 6,
  'src/facts/overlay-pages.ts': 7,
  'src/facts/roles.ts': 1,
  'src/facts/rulesets.ts': 16,
  'src/judge/CountPad.svelte': 3,
  'src/judge/Fixes.svelte': 4,
  'src/judge/Journal.svelte': 6,
  'src/judge/JudgeHeader.svelte': 6,
  'src/judge/NewGame.svelte': 1,
  'src/judge/NightSecrets.svelte': 6,
  'src/judge/ReasonSheet.svelte': 5,
  'src/judge/SeatActions.svelte': 4,
  'src/judge/StepList.svelte': 2,
  'src/judge/TableMiddle.svelte': 3,
  'src/judge/say.ts': 1,
  'src/pages/index.astro': 7,
  'src/pages/seating/index.astro': 13,
  'src/protocol/commands.ts': 1,
  'src/protocol/identity.ts': 2,
  'src/protocol/players.ts': 1,
  'src/server/draft/deck.ts': 1,
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
