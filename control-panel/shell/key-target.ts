/**
 * Where a key was typed, as the panel's key map needs it (issue 37): in a text field, which takes
 * its own keys; in the vote count box (`data-keys="digits"`), which takes digits and Enter only,
 * so a foul during a vote still has its key and ↑/↓ are seats, never a number spun; or in a row of
 * buttons (`data-keys="buttons"`, the exports after Shift+E), where Enter and Space press.
 */
export interface KeyTarget {
  field: boolean;
  /** Anything has the focus (a field, a button of the set-up column): Esc first leaves it. */
  focused: boolean;
  typing: boolean;
  inBox: boolean;
  inButtons: boolean;
}

export function keyTarget(el: HTMLElement | null, code: string): KeyTarget {
  const field = !!el && (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA');
  const inBox = el?.dataset.keys === 'digits';
  return {
    field,
    focused: !!el && el !== document.body && el !== document.documentElement,
    typing: field && (!inBox || /^(Digit|Numpad|Backspace|Delete|Enter)/.test(code)),
    inBox,
    inButtons: !!el?.closest('[data-keys="buttons"]'),
  };
}

/** What Tab reaches: shown, enabled, not taken out of the order, not under a locked (inert) form. */
const TABBABLE =
  ':is(a[href], button, input, select, textarea, summary, [tabindex]):not([tabindex="-1"], :disabled)';

/** Shift+E, Shift+T: the first field Tab would reach in `area` (issue 37: reached by a key). */
export function focusFirst(area: string): void {
  const all = document.querySelectorAll<HTMLElement>(`${area} ${TABBABLE}`);
  [...all].find((el) => !el.closest('[inert]') && el.getClientRects().length > 0)?.focus();
}
