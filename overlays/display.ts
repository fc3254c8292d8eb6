import type { Display, GameView } from '../src/protocol/index.ts';

/** Everything on: a page before the hub's identity frame, or from a hub without the switches. */
const ALL: Display = { roles: true, scores: true, overlay: true };
export const displayOf = (d: Display | undefined): Display => d ?? ALL;

/**
 * The view with no seat's role: the director switched roles off (src/protocol/display.ts). Only
 * ever hides: the table feed's view has none to begin with (the hub never sends them).
 */
export function withoutRoles(view: GameView): GameView {
  if (!view.seats.some((s) => s.role)) return view;
  return { ...view, seats: view.seats.map(({ role: _role, ...seat }) => seat) };
}
