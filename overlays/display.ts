import type { Display, GameView } from '../src/protocol/index.ts';
import { DISPLAY_DEFAULT } from '../src/facts/display.ts';

/**
 * The defaults (src/facts/display.ts: zod stays out of the pages): a page before the hub's identity
 * frame, or from a hub that sends none. Past nights are off until called up (an older hub's frame
 * without `nights` means off too).
 */
export const displayOf = (d: Display | undefined): Display => d ?? DISPLAY_DEFAULT;

/**
 * The view with no seat's role: the director switched roles off (src/protocol/display.ts). Only
 * ever hides: the table feed's view has none to begin with (the hub never sends them).
 */
export function withoutRoles(view: GameView): GameView {
  if (!view.seats.some((s) => s.role)) return view;
  return { ...view, seats: view.seats.map(({ role: _role, ...seat }) => seat) };
}
