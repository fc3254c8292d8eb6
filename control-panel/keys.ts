/**
 * The operator's keyboard: everything the panel does has a key, so the mouse is optional.
 * One table (`keyMap`): the parser below, the `?` help and the tests all read it.
 */
import type { Role } from '../src/facts/index.ts';
import type { DisplaySwitch } from '../src/protocol/display.ts';
import { onAir } from '../src/words/panel.ts';

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
  /** This table goes on air: OBS follows it, `table=on-air` sources show it. */
  | { do: 'onAir' }
  /** The director's switch (roles, scores, the whole overlay, past nights) flipped on this table's overlays. */
  | { do: 'display'; what: DisplaySwitch }
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
/** Digit1 -> 1 ... Digit0 -> 10: the seat, or the position in a list. */
export const digitOf = (code: string): number => DIGITS.indexOf(code) + 1;
const is = (action: KeyAction) => () => action;

export const keyMap: readonly KeyRow[] = [
  {
    keys: 'Space / Enter',
    codes: ['Space', 'Enter', 'NumpadEnter'],
    action: is({ do: 'next' }),
    ru: 'Следующий шаг; подтвердить',
    en: 'Next step; confirm',
  },
  {
    keys: 'Shift+1…9',
    codes: DIGITS.slice(0, 9),
    shift: true,
    action: (c) => ({ do: 'step', index: digitOf(c) - 1 }),
    ru: 'Шаг из списка по номеру',
    en: 'Take listed step N',
  },
  {
    keys: '1…9, 0',
    codes: DIGITS,
    action: (c) => ({ do: 'select', seat: digitOf(c) }),
    ru: 'Выбрать игрока (0 = 10); за столом больше десяти мест `1`, затем `1`-`6` в пределах 0,6 с — места 11-16 (`1 3 Shift+2` выставляет 13); при лучшем ходе — три цифры и Enter',
    en: 'Select seat (0 = 10); at a table over ten seats `1` then `1`-`6` within 0.6 s is seat 11-16 (`1 3 Shift+2` nominates 13); at the best move: three digits, then Enter',
  },
  {
    keys: '↓',
    codes: ['ArrowDown'],
    action: is({ do: 'move', by: 1 }),
    ru: 'Следующий игрок',
    en: 'Next seat',
  },
  {
    keys: '↑',
    codes: ['ArrowUp'],
    action: is({ do: 'move', by: -1 }),
    ru: 'Предыдущий игрок',
    en: 'Previous seat',
  },
  {
    keys: 'F',
    codes: ['KeyF'],
    action: is({ do: 'foul', delta: 1 }),
    ru: 'Фол выбранному',
    en: 'Foul on selected',
  },
  {
    keys: 'Shift+F',
    codes: ['KeyF'],
    shift: true,
    action: is({ do: 'foul', delta: -1 }),
    ru: 'Снять фол выбранному',
    en: 'Remove a foul from selected',
  },
  { keys: 'T', codes: ['KeyT'], action: is({ do: 'techFoul' }), ru: 'Технический фол', en: 'Technical foul' },
  { keys: 'Y', codes: ['KeyY'], action: is({ do: 'yellowCard' }), ru: 'Жёлтая карточка', en: 'Yellow card' },
  {
    keys: 'R → R / Enter',
    codes: ['KeyR'],
    action: is({ do: 'removal' }),
    ru: 'Удалить выбранного (дисквалифицирующий фол), с подтверждением; при лучшем ходе с цветами — «красный» после цифры',
    en: 'Remove selected (disqualifying foul), confirmed; at a best move by colours: "red" after a digit',
  },
  {
    keys: 'Shift+R → Shift+R / Enter',
    codes: ['KeyR'],
    shift: true,
    action: is({ do: 'redCard' }),
    ru: 'Красная карточка (удаление из турнира), с подтверждением',
    en: 'Red card (out of the tournament), confirmed',
  },
  {
    keys: 'S',
    codes: ['KeyS'],
    action: is({ do: 'speaker' }),
    ru: 'Выбранный говорит',
    en: 'Selected seat speaks',
  },
  { keys: 'E', codes: ['KeyE'], action: is({ do: 'speechEnd' }), ru: 'Закончить речь', en: 'End the speech' },
  {
    keys: 'W',
    codes: ['KeyW'],
    action: is({ do: 'withdraw' }),
    ru: 'Говорящий снимает свою кандидатуру (2.3.9)',
    en: 'The speaker withdraws his nomination (2.3.9)',
  },
  {
    keys: 'P',
    codes: ['KeyP'],
    action: is({ do: 'timerToggle' }),
    ru: 'Таймер: пауза / продолжить',
    en: 'Timer pause / resume',
  },
  {
    keys: 'M',
    codes: ['KeyM'],
    action: is({ do: 'mark' }),
    ru: 'Отметить выбранного (лучший ход)',
    en: 'Mark selected seat (best move)',
  },
  {
    keys: 'Shift+M',
    codes: ['KeyM'],
    shift: true,
    action: is({ do: 'hintedBestMove' }),
    ru: 'Лучший ход после просьбы о подсказке: отмеченные записываются без баллов (ФИИМ 8.3.5)',
    en: 'Best move after asking for a hint: the marked seats are recorded, no points (FIIM 8.3.5)',
  },
  {
    keys: 'Q → text → Enter',
    codes: ['KeyQ'],
    action: is({ do: 'why' }),
    ru: 'Пункт и причина следующего фола, карточки или удаления выбранного («4.3.1 реплика»), затем F / Y / R / Shift+R',
    en: 'Clause and reason of the selected seat\'s next foul, card or removal ("4.3.1 talking"), then F / Y / R / Shift+R',
  },
  {
    keys: 'A',
    codes: ['KeyA'],
    action: is({ do: 'award' }),
    ru: 'После игры: допбаллы выбранному',
    en: 'After the game: award extras to selected',
  },
  {
    keys: 'N',
    codes: ['KeyN'],
    action: is({ do: 'editNickname' }),
    ru: 'Посадить игрока: несколько букв, ↑/↓ — подсказка из состава, Enter — посадить и к следующему месту (новое имя — новый игрок)',
    en: 'Seat a player: a few letters, ↑/↓ a suggestion from the roster, Enter seats him and goes to the next seat (a new name makes a player)',
  },
  {
    keys: 'I',
    codes: ['KeyI'],
    action: is({ do: 'photo' }),
    ru: 'Фото игрока на выбранном месте (файл; уменьшается в браузере)',
    en: "Photo of the selected seat's player (a file; scaled in the browser)",
  },
  {
    keys: 'J',
    codes: ['KeyJ'],
    action: is({ do: 'editPlayer' }),
    ru: 'Исправить ник или клуб игрока на выбранном месте (тот же игрок; Enter — сохранить)',
    en: "Fix the selected seat's player's nickname or club (the same player; Enter saves)",
  },
  {
    keys: 'O',
    codes: ['KeyO'],
    action: is({ do: 'obsSetup', onAir: false }),
    ru: 'Настроить OBS: создать недостающие сцены и источники оверлеев этого стола',
    en: "Set up OBS: make what is missing of this table's scenes and overlay sources",
  },
  {
    keys: 'Shift+O',
    codes: ['KeyO'],
    shift: true,
    action: is({ do: 'obsSetup', onAir: true }),
    ru: 'Настроить OBS одним набором для всех столов: источники показывают стол в эфире',
    en: 'Set up OBS with one set for every table: the sources show the table on air',
  },
  {
    keys: 'Shift+L',
    codes: ['KeyL'],
    shift: true,
    action: is({ do: 'lang' }),
    ru: 'Язык пульта, русский / английский (кнопка RU/EN); оверлеи сохраняют свой `lang`',
    en: "The panel's language, Russian / English (the RU/EN button); the overlays keep their own `lang`",
  },
  {
    keys: 'Shift+V',
    codes: ['KeyV'],
    shift: true,
    action: is({ do: 'voters' }),
    ru: 'Записывать голосующих: в окне голосов цифры мест (0 = 10), «-» первым — все оставшиеся, кроме набранных; Enter (пустое — никто). Ещё раз — только число',
    en: 'Record the voters: in the count box their seat digits (0 = 10), "-" first for everyone left but those typed; Enter (empty: nobody). Again: counts only',
  },
  {
    keys: 'V',
    codes: ['KeyV'],
    action: is({ do: 'onAir' }),
    ru: 'Этот стол — в эфир: OBS переключает сцены по нему, источники «в эфире» показывают его',
    en: 'Put this table on air: OBS switches scenes by it, on-air sources show it',
  },
  ...(
    [
      ['Shift+X', 'KeyX', 'roles'],
      ['Shift+S', 'KeyS', 'scores'],
      ['Shift+H', 'KeyH', 'overlay'],
      ['Shift+P', 'KeyP', 'nights'],
    ] as const
  ).map(([keys, code, what]): KeyRow => {
    const help = (lang: 'ru' | 'en') => onAir.t(lang, 'keyHelp', { what: onAir.t(lang, `${what}Help`) });
    return {
      keys,
      codes: [code],
      shift: true,
      action: is({ do: 'display', what }),
      ru: help('ru'),
      en: help('en'),
    };
  }),
  ...(
    [
      ['C', 'KeyC', 'citizen', 'мирный', 'citizen'],
      ['B', 'KeyB', 'mafia', 'мафия (чёрный)', 'mafia (black)'],
      ['D', 'KeyD', 'don', 'Дон', 'Don'],
      ['K', 'KeyK', 'sheriff', 'комиссар (шериф)', 'commissar (sheriff)'],
      ['H', 'KeyH', 'doctor', 'доктор (клуб)', 'doctor (club)'],
      ['L', 'KeyL', 'lover', 'путана (клуб)', 'lover (club)'],
      ['X', 'KeyX', 'maniac', 'маньяк (клуб)', 'maniac (club)'],
      ['U', 'KeyU', 'psychopath', 'психопат (клуб)', 'psychopath (club)'],
    ] as const
  ).map(([keys, code, role, ru, en]): KeyRow => ({
    keys,
    codes: [code],
    action: is({ do: 'role', role }),
    ru: `До начала: выбранный — ${ru}, и к следующему${role === 'mafia' ? '; при лучшем ходе с цветами — «чёрный» после цифры' : ''}`,
    en: `Setup: selected is ${en}, then the next seat${role === 'mafia' ? '; at a best move by colours: "black" after a digit' : ''}`,
  })),
  {
    keys: 'Shift+N → ←/→ ↑/↓ → Shift+N / Enter',
    codes: ['KeyN'],
    shift: true,
    action: is({ do: 'newGame' }),
    ru: 'Новая игра (текущая уйдёт в архив): ←/→ — правила или вариант, ↑/↓ — значение, затем подтверждение',
    en: 'New game (the current one is archived): ←/→ the rules or a variant, ↑/↓ its value, then confirm',
  },
  {
    keys: '← / →',
    codes: ['ArrowLeft', 'ArrowRight'],
    action: (c) => ({ do: 'option', by: c === 'ArrowRight' ? 1 : -1 }),
    ru: 'В новой игре: правила, первый день, лучший ход, одна кандидатура, лимит допбаллов',
    en: 'In a new game: rules, first day, first-killed pick, lone nominee, award limits',
  },
  {
    keys: 'G → ↑/↓ → G / Enter',
    codes: ['KeyG'],
    action: is({ do: 'result' }),
    ru: 'Решение судьи (поражение команды, изменённый результат, ничья, переигровка автоматическая или по апелляции — как в правилах стола), с подтверждением',
    en: "Judge-imposed result (team loss, changed result, draw, a replay automatic or on appeal: as the table's rules have), confirmed",
  },
  {
    keys: 'Ctrl+Z',
    codes: ['KeyZ'],
    mod: true,
    typing: true,
    action: is({ do: 'undo' }),
    ru: 'Отменить',
    en: 'Undo',
  },
  {
    keys: 'Ctrl+Shift+Z',
    codes: ['KeyZ'],
    mod: true,
    shift: true,
    typing: true,
    action: is({ do: 'redo' }),
    ru: 'Вернуть',
    en: 'Redo',
  },
  {
    keys: 'Ctrl+Y',
    codes: ['KeyY'],
    mod: true,
    typing: true,
    action: is({ do: 'redo' }),
    ru: 'Вернуть',
    en: 'Redo',
  },
  {
    keys: 'Esc',
    codes: ['Escape'],
    shift: 'any',
    typing: true,
    action: is({ do: 'escape' }),
    ru: 'Отмена, снять выбор, выйти из поля',
    en: 'Cancel, deselect, leave the field',
  },
  {
    keys: '?',
    codes: ['Slash'],
    shift: true,
    char: '?',
    action: is({ do: 'help' }),
    ru: 'Эта подсказка',
    en: 'This key map',
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
