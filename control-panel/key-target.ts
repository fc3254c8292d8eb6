/**
 * Where a key was typed, as the panel's key map needs it (issue 37): in a text field, which takes
 * its own keys; in the vote count box (`data-keys="digits"`), which takes digits and Enter only,
 * so a foul during a vote still has its key and ↑/↓ are seats, never a number spun; or in a row of
 * buttons (`data-keys="buttons"`, the exports after Shift+E), where Enter and Space press.
 */
export interface KeyTarget {
  field: boolean;
  typing: boolean;
  inBox: boolean;
  inButtons: boolean;
}

export function keyTarget(el: HTMLElement | null, code: string): KeyTarget {
  const field = !!el && (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA');
  const inBox = el?.dataset.keys === 'digits';
  return {
    field,
    typing: field && (!inBox || /^(Digit|Numpad|Backspace|Delete|Enter)/.test(code)),
    inBox,
    inButtons: !!el?.closest('[data-keys="buttons"]'),
  };
}
