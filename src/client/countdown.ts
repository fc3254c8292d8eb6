import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import type { TimerView } from '../protocol/index.ts';
import { $clockOffset, $view } from './connection.ts';
import { timerRemaining } from '../protocol/timer-clock.ts';

export { formatClock, timerRemaining } from '../protocol/timer-clock.ts';

export interface Countdown {
  /** Remaining ms, rounded up to the whole second the clock shows; null when there is no timer. */
  ms: number | null;
  running: boolean;
  durationMs: number;
}

const idle: Countdown = { ms: null, running: false, durationMs: 0 };

/** Ms until `remaining` crosses the next whole second down (when the shown digits change). */
export function msToNextSecond(remaining: number): number {
  const into = ((remaining % 1000) + 1000) % 1000;
  return into === 0 ? 1000 : into;
}

/**
 * A countdown store that wakes once a second while a timer runs, at the moment the shown digits
 * change: no per-second messages (each client counts from the timer's start and its clock offset)
 * and no animation frames in between, so a running timer costs OBS about what a blank page does.
 */
export function createCountdown(
  timerStore: ReadableAtom<TimerView | null>,
  offsetStore: ReadableAtom<number>,
): ReadableAtom<Countdown> {
  const out = atom<Countdown>(idle);
  onMount(out, () => {
    let wake: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(wake);
      wake = undefined;
      const timer = timerStore.get();
      if (!timer) {
        if (out.get() !== idle) out.set(idle);
        return;
      }
      const remaining = timerRemaining(timer, Date.now() + offsetStore.get());
      const ms = Math.ceil(remaining / 1000) * 1000;
      const running = timer.runningSince !== null;
      const prev = out.get();
      if (prev.ms !== ms || prev.running !== running || prev.durationMs !== timer.durationMs)
        out.set({ ms, running, durationMs: timer.durationMs });
      // +2 ms: a timer that fires a little early would wake to the same second
      if (running) wake = setTimeout(tick, msToNextSecond(remaining) + 2);
    };
    const stopTimer = timerStore.listen(tick);
    const stopOffset = offsetStore.listen(tick);
    tick();
    return () => {
      clearTimeout(wake);
      stopTimer();
      stopOffset();
    };
  });
  return out;
}

/** The countdown of the current table's timer. */
export const $countdown = createCountdown(
  computed($view, (v) => v?.timer ?? null),
  $clockOffset,
);
