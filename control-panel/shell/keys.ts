/**
 * The operator's keyboard: everything the panel does has a key, so the mouse is optional.
 * One table (`keyMap`): the parser below, the `?` help and the tests all read it.
 */
import type { Role } from '../../src/facts/index.ts';
import type { DisplaySwitch } from '../../src/protocol/display.ts';
import { speakers } from '../../src/words/obs.ts';
import { draftControl } from '../../src/words/draft.ts';
import { inEach, t, type Lang, type Values } from '../../src/words/index.ts';
import type { panelKeys } from '../../src/words/ru/panel-keys.ts';

export type KeyAction =
  | { do: 'next' }
  | { do: 'step'; index: number }
  /** A seat digit (0 = 10): selects it; in a best move it is a pick. */
  | { do: 'select'; seat: number }
  | { do: 'move'; by: 1 | -1 }
  | { do: 'foul'; delta: 1 | -1 }
  | { do: 'techFoul' }
  | { do: 'yellowCard' }
  /** Destructive: armed by the first press, sent by the same key again or Enter. */
  | { do: 'redCard' }
  | { do: 'removal' }
  | { do: 'award' }
  | { do: 'newGame' }
  /** The players' role draft on tablets: open it, then draw for the seat on turn or close its card (confirmed). */
  | { do: 'draft' }
  /** Destructive: a judge-imposed result (↑/↓ pick which), confirmed like a removal. */
  | { do: 'result' }
  /** ←/→ inside the armed new game: the ruleset option to change with ↑/↓. */
  | { do: 'option'; by: 1 | -1 }
  | { do: 'speaker' }
  | { do: 'speechEnd' }
  | { do: 'withdraw' }
  | { do: 'timerToggle' }
  | { do: 'editNickname' }
  /** The selected seat's roster player: pick a photo file (scaled in the browser, then uploaded). */
  | { do: 'photo' }
  /** The selected seat's roster player: fix his nickname or club (one player, same id). */
  | { do: 'editPlayer' }
  /** Make what is missing of this table's scenes and overlay sources in OBS (`onAir`: the shared set). */
  | { do: 'obsSetup'; onAir: boolean }
  /** OBS follows the speaker (a scene per seat) on / off. */
  | { do: 'speakerScenes' }
  /** This table goes on air: OBS follows it, `table=on-air` sources show it. */
  | { do: 'onAir' }
  /** The director's switch (roles, scores, the whole overlay, past nights) flipped on this table's overlays. */
  | { do: 'display'; what: DisplaySwitch }
  /** The last vote card again on this table's overlays (the director's cue, issue 38.15). */
  | { do: 'replayVote' }
  /** The panel's language, ru / en (the overlays keep their own `lang`). */
  | { do: 'lang' }
  /** The count box takes the voters' seats instead of a count (per table, until pressed again). */
  | { do: 'voters' }
  | { do: 'mark' }
  /** FIIM 8.3.5: the marked seats are his best move, named after asking for a hint (no points). */
  | { do: 'hintedBestMove' }
  /** The clause and reason of the selected seat's next foul, card or removal (a text field). */
  | { do: 'why' }
  /** Setup: the selected seat's role as the judge deals, then the next seat. */
  | { do: 'role'; role: Role }
  /** Names, J, Shift+N and the set-up column while the game runs: unlocked on purpose (issue 37). */
  | { do: 'unlock' }
  /** The yes of a confirmation that Enter must not give (cancel an open draft and deal). */
  | { do: 'confirmExplicit' }
  /** The exports (game end first, else the tournament's): focus their first button. */
  | { do: 'exports' }
  /** The set-up column (tournament, roster, branding, OBS): focus its first field (issue 37). */
  | { do: 'setup' }
  | { do: 'undo' }
  | { do: 'redo' }
  | { do: 'help' }
  | { do: 'escape' };

export interface KeyPress {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export interface KeyRow {
  /** As the help shows it. */
  keys: string;
  /** KeyboardEvent.code values (layout-independent: K is K on a Russian layout too). */
  codes: readonly string[];
  /** Shift must be held (true), must not be (false, the default), or either ('any'). */
  shift?: boolean | 'any';
  /** Ctrl or Cmd must be held. */
  mod?: boolean;
  /** Also while a text field has focus (undo, Escape). */
  typing?: boolean;
  /** A character that matches too, whatever the code (`?` sits elsewhere on other layouts). */
  char?: string;
  action: (code: string) => KeyAction;
  ru: string;
  en: string;
  xx: string;
}

const DIGITS = [
  'Digit1',
  'Digit2',
  'Digit3',
  'Digit4',
  'Digit5',
  'Digit6',
  'Digit7',
  'Digit8',
  'Digit9',
  'Digit0',
];
const NUMPAD = DIGITS.map((d) => d.replace('Digit', 'Numpad'));
/** Digit1 -> 1 ... Digit0 -> 10 (the numpad's too): the seat, or the position in a list. */
export const digitOf = (code: string): number => Math.max(DIGITS.indexOf(code), NUMPAD.indexOf(code)) + 1;
const is = (action: KeyAction) => () => action;
/** A row's help in each language, from the catalog (src/words/ru/panel-keys.ts). */
const help = (key: keyof typeof panelKeys, values?: (lang: Lang) => Values): Record<Lang, string> =>
  inEach((lang) => t(lang, `panelKeys.${key}`, values?.(lang)));

/** A row of one key (Shift+ when its keys say so): the action, and its help from the catalog. */
const row = (keys: string, code: string, action: KeyAction, name: keyof typeof panelKeys): KeyRow => ({
  keys,
  codes: [code],
  ...(keys.startsWith('Shift+') ? { shift: true } : {}),
  action: is(action),
  ...help(name),
});

export const keyMap: readonly KeyRow[] = [
  {
    keys: 'Space / Enter',
    codes: ['Space', 'Enter', 'NumpadEnter'],
    action: is({ do: 'next' }),
    ...help('next'),
  },
  {
    keys: 'Ctrl+Enter',
    codes: ['Enter', 'NumpadEnter'],
    mod: true,
    action: is({ do: 'confirmExplicit' }),
    ...help('confirmExplicit'),
  },
  {
    keys: 'Shift+1…9',
    codes: DIGITS.slice(0, 9),
    shift: true,
    action: (c) => ({ do: 'step', index: digitOf(c) - 1 }),
    ...help('step'),
  },
  {
    keys: '1…9, 0',
    codes: [...DIGITS, ...NUMPAD],
    action: (c) => ({ do: 'select', seat: digitOf(c) }),
    ...help('select'),
  },
  row('↓', 'ArrowDown', { do: 'move', by: 1 }, 'nextSeat'),
  row('↑', 'ArrowUp', { do: 'move', by: -1 }, 'previousSeat'),
  row('F', 'KeyF', { do: 'foul', delta: 1 }, 'foul'),
  row('Shift+F', 'KeyF', { do: 'foul', delta: -1 }, 'unfoul'),
  { keys: 'T', codes: ['KeyT'], action: is({ do: 'techFoul' }), ...help('techFoul') },
  { keys: 'Y', codes: ['KeyY'], action: is({ do: 'yellowCard' }), ...help('yellowCard') },
  row('R → R / Enter', 'KeyR', { do: 'removal' }, 'removal'),
  row('Shift+R → Shift+R / Enter', 'KeyR', { do: 'redCard' }, 'redCard'),
  row('S', 'KeyS', { do: 'speaker' }, 'speaker'),
  { keys: 'E', codes: ['KeyE'], action: is({ do: 'speechEnd' }), ...help('speechEnd') },
  row('W', 'KeyW', { do: 'withdraw' }, 'withdraw'),
  row('P', 'KeyP', { do: 'timerToggle' }, 'timerToggle'),
  row('M', 'KeyM', { do: 'mark' }, 'mark'),
  row('Shift+M', 'KeyM', { do: 'hintedBestMove' }, 'hintedBestMove'),
  row('Q → text → Enter', 'KeyQ', { do: 'why' }, 'why'),
  row('A', 'KeyA', { do: 'award' }, 'award'),
  row('N', 'KeyN', { do: 'editNickname' }, 'editNickname'),
  row('I', 'KeyI', { do: 'photo' }, 'photo'),
  row('Shift+E → Tab → Enter', 'KeyE', { do: 'exports' }, 'exports'),
  row('Shift+T → Tab', 'KeyT', { do: 'setup' }, 'setup'),
  row('Shift+U', 'KeyU', { do: 'unlock' }, 'unlock'),
  row('J', 'KeyJ', { do: 'editPlayer' }, 'editPlayer'),
  row('O', 'KeyO', { do: 'obsSetup', onAir: false }, 'obsSetup'),
  row('Shift+O', 'KeyO', { do: 'obsSetup', onAir: true }, 'obsSetupOnAir'),
  {
    keys: 'Shift+C',
    codes: ['KeyC'],
    shift: true,
    action: is({ do: 'speakerScenes' }),
    ...inEach((lang) => speakers.t(lang, 'key')),
  },
  row('Shift+L', 'KeyL', { do: 'lang' }, 'lang'),
  row('Shift+V', 'KeyV', { do: 'voters' }, 'voters'),
  row('V', 'KeyV', { do: 'onAir' }, 'onAir'),
  row('Shift+A', 'KeyA', { do: 'replayVote' }, 'replayVote'),
  ...(
    [
      ['Shift+X', 'KeyX', 'roles'],
      ['Shift+S', 'KeyS', 'scores'],
      ['Shift+H', 'KeyH', 'overlay'],
      ['Shift+P', 'KeyP', 'nights'],
      ['Shift+G', 'KeyG', 'votes'],
    ] as const
  ).map(([keys, code, what]): KeyRow => ({
    keys,
    codes: [code],
    shift: true,
    action: is({ do: 'display', what }),
    ...help('display', (lang) => ({ what: t(lang, `panelKeyShows.${what}`) })),
  })),
  ...(
    [
      ['C', 'KeyC', 'citizen'],
      ['B', 'KeyB', 'mafia'],
      ['D', 'KeyD', 'don'],
      ['K', 'KeyK', 'sheriff'],
      ['H', 'KeyH', 'doctor'],
      ['L', 'KeyL', 'lover'],
      ['X', 'KeyX', 'maniac'],
      ['U', 'KeyU', 'psychopath'],
    ] as const
  ).map(([keys, code, role]): KeyRow => ({
    keys,
    codes: [code],
    action: is({ do: 'role', role }),
    ...help(role === 'mafia' ? 'roleBlack' : 'role', (lang) => ({ role: t(lang, `panelKeyRoles.${role}`) })),
  })),
  row('Shift+N → ←/→ ↑/↓ → Shift+N / Enter', 'KeyN', { do: 'newGame' }, 'newGame'),
  {
    keys: 'Shift+D → Shift+D / Enter',
    codes: ['KeyD'],
    shift: true,
    action: is({ do: 'draft' }),
    ...draftControl.text('keyRow'),
  },
  {
    keys: '← / →',
    codes: ['ArrowLeft', 'ArrowRight'],
    action: (c) => ({ do: 'option', by: c === 'ArrowRight' ? 1 : -1 }),
    ...help('option'),
  },
  row('G → ↑/↓ → G / Enter', 'KeyG', { do: 'result' }, 'result'),
  {
    keys: 'Ctrl+Z',
    codes: ['KeyZ'],
    mod: true,
    typing: true,
    action: is({ do: 'undo' }),
    ...help('undo'),
  },
  {
    keys: 'Ctrl+Shift+Z',
    codes: ['KeyZ'],
    mod: true,
    shift: true,
    typing: true,
    action: is({ do: 'redo' }),
    ...help('redo'),
  },
  {
    keys: 'Ctrl+Y',
    codes: ['KeyY'],
    mod: true,
    typing: true,
    action: is({ do: 'redo' }),
    ...help('redo'),
  },
  {
    keys: 'Esc',
    codes: ['Escape'],
    shift: 'any',
    typing: true,
    action: is({ do: 'escape' }),
    ...help('escape'),
  },
  {
    keys: '?',
    codes: ['Slash'],
    shift: true,
    char: '?',
    action: is({ do: 'help' }),
    ...help('help'),
  },
];

function matches(row: KeyRow, e: KeyPress, typing: boolean): boolean {
  if (typing && !row.typing) return false;
  if (!!row.mod !== (e.ctrlKey || e.metaKey) || e.altKey) return false;
  if (row.char !== undefined && e.key === row.char) return true;
  if (!row.codes.includes(e.code)) return false;
  return row.shift === 'any' || !!row.shift === e.shiftKey;
}

/** Null when the key is not ours (or belongs to a text field being edited). */
export function keyAction(e: KeyPress, typing: boolean): KeyAction | null {
  const row = keyMap.find((r) => matches(r, e, typing));
  return row ? row.action(e.code) : null;
}
