/**
 * The operator's keyboard: everything the panel does has a key, so the mouse is optional.
 * Pure mapping from a key press to an action; the panel carries the actions out.
 */

export type KeyAction =
  | { do: 'next' }
  | { do: 'step'; index: number }
  | { do: 'select'; seat: number }
  | { do: 'move'; by: 1 | -1 }
  | { do: 'foul'; delta: 1 | -1 }
  | { do: 'techFoul' }
  | { do: 'yellowCard' }
  /** Irreversible but for undo: the panel asks for a second press (or Enter) first. */
  | { do: 'redCard' }
  | { do: 'removal' }
  | { do: 'award' }
  | { do: 'newGame' }
  | { do: 'speaker' }
  | { do: 'speechEnd' }
  | { do: 'timerToggle' }
  | { do: 'editNickname' }
  | { do: 'mark' }
  /** Setup: the selected seat's role as the judge deals (sport roles; club roles in the row's list). */
  | { do: 'role'; role: 'citizen' | 'mafia' | 'don' | 'sheriff' }
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

/** Null when the key is not ours (or belongs to a text field being edited). */
export function keyAction(e: KeyPress, typing: boolean): KeyAction | null {
  const mod = e.ctrlKey || e.metaKey;
  if (mod && e.code === 'KeyZ') return e.shiftKey ? { do: 'redo' } : { do: 'undo' };
  if (mod && e.code === 'KeyY') return { do: 'redo' };
  if (e.key === 'Escape') return { do: 'escape' };
  if (typing || mod || e.altKey) return null;

  const digit = /^Digit(\d)$/.exec(e.code)?.[1];
  if (digit !== undefined) {
    const n = digit === '0' ? 10 : Number(digit);
    // Shift+digit takes the n-th next step; a plain digit selects a seat (0 = seat 10).
    return e.shiftKey ? { do: 'step', index: n - 1 } : { do: 'select', seat: n };
  }
  switch (e.code) {
    case 'Space':
    case 'Enter':
    case 'NumpadEnter':
      return { do: 'next' };
    case 'ArrowDown':
      return { do: 'move', by: 1 };
    case 'ArrowUp':
      return { do: 'move', by: -1 };
    case 'KeyF':
      return { do: 'foul', delta: e.shiftKey ? -1 : 1 };
    case 'KeyT':
      return { do: 'techFoul' };
    case 'KeyY':
      return { do: 'yellowCard' };
    case 'KeyR':
      return e.shiftKey ? { do: 'redCard' } : { do: 'removal' };
    case 'KeyA':
      return { do: 'award' };
    case 'KeyS':
      return { do: 'speaker' };
    case 'KeyE':
      return { do: 'speechEnd' };
    case 'KeyP':
      return { do: 'timerToggle' };
    case 'KeyN':
      return e.shiftKey ? { do: 'newGame' } : { do: 'editNickname' };
    case 'KeyM':
      return { do: 'mark' };
    case 'KeyC':
      return { do: 'role', role: 'citizen' };
    case 'KeyB':
      return { do: 'role', role: 'mafia' };
    case 'KeyD':
      return { do: 'role', role: 'don' };
    case 'KeyK':
      return { do: 'role', role: 'sheriff' };
  }
  if (e.key === '?' || (e.shiftKey && e.code === 'Slash')) return { do: 'help' };
  return null;
}

/** The key map as shown by `?` (same order as above). */
export const keyHelp: { keys: string; ru: string; en: string }[] = [
  { keys: 'Space / Enter', ru: 'Следующий шаг', en: 'Next step' },
  { keys: 'Shift+1…9', ru: 'Шаг из списка по номеру', en: 'Take listed step N' },
  { keys: '1…9, 0', ru: 'Выбрать игрока (0 = 10)', en: 'Select seat (0 = 10)' },
  { keys: '↑ / ↓', ru: 'Предыдущий / следующий игрок', en: 'Previous / next seat' },
  { keys: 'F / Shift+F', ru: 'Фол выбранному / снять фол', en: 'Foul on selected / remove one' },
  { keys: 'T / Y', ru: 'Технический фол / жёлтая карточка', en: 'Technical foul / yellow card' },
  {
    keys: 'R → R / Enter',
    ru: 'Удалить выбранного (дисквалифицирующий фол), с подтверждением',
    en: 'Remove selected (disqualifying foul), confirmed',
  },
  {
    keys: 'Shift+R → Shift+R / Enter',
    ru: 'Красная карточка (удаление из турнира), с подтверждением',
    en: 'Red card (out of the tournament), confirmed',
  },
  { keys: 'S', ru: 'Выбранный говорит', en: 'Selected seat speaks' },
  { keys: 'E', ru: 'Закончить речь', en: 'End the speech' },
  { keys: 'P', ru: 'Таймер: пауза / продолжить', en: 'Timer pause / resume' },
  { keys: 'M', ru: 'Отметить выбранного (лучший ход)', en: 'Mark selected seat (best move)' },
  { keys: 'A', ru: 'После игры: допбаллы выбранному', en: 'After the game: award extras to selected' },
  { keys: 'N', ru: 'Изменить ник выбранного', en: "Edit selected seat's nickname" },
  {
    keys: 'C / B / D / K',
    ru: 'До начала: роль выбранного — мирный / мафия (чёрный) / Дон / комиссар (шериф), и к следующему',
    en: 'Setup: role of selected — citizen / mafia (black) / Don / commissar (sheriff), then next seat',
  },
  {
    keys: 'Shift+N → ↑/↓ → Shift+N / Enter',
    ru: 'Новая игра (текущая уйдёт в архив): ↑/↓ — правила, затем подтверждение',
    en: 'New game (the current one is archived): ↑/↓ pick the rules, then confirm',
  },
  { keys: 'Ctrl+Z / Ctrl+Shift+Z', ru: 'Отменить / вернуть', en: 'Undo / redo' },
  { keys: 'Esc', ru: 'Отмена, снять выбор, выйти из поля', en: 'Cancel, deselect, leave the field' },
  { keys: '?', ru: 'Эта подсказка', en: 'This key map' },
];
