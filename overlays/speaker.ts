import type { GameView, SeatView } from '../src/protocol/index.ts';

/** Timers that belong to one player's speech: the speaker's lower third shows them. */
const SPEECHES: ReadonlySet<string> = new Set(['speech', 'tieSpeech', 'lastWord']);

/**
 * The seat whose speech the timer counts, if any. On `full` the lower third is then the one place
 * the countdown shows (docs/broadcast-design.md, "one timer"); the timer plate is for the rest.
 */
export function speakingSeat(view: GameView): SeatView | undefined {
  const timer = view.timer;
  if (!timer || timer.seat === null || !SPEECHES.has(timer.kind)) return undefined;
  return view.seats.find((s) => s.seat === timer.seat);
}
