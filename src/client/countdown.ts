import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import type { TimerView } from '../protocol/index.ts';
import { $clockOffset, $view } from './connection.ts';
import { timerRemaining } from '../protocol/timer-clock.ts';

export { formatClock, timerRemaining } from '../protocol/timer-clock.ts';

export interface Countdown {
  /** Remaining ms, rounded to 100 ms; null when there is no timer. */
  ms: number | null;
  running: boolean;
  durationMs: number;
}

const idle: Countdown = { ms: null, running: false, durationMs: 0 };

/**
 * A countdown store driven by requestAnimationFrame while subscribed: no per-second messages,
 * the hub sends the timer's start and every client computes the rest from the clock offset.
 */
export function createCountdown(
  timerStore: ReadableAtom<TimerView | null>,
  offsetStore: ReadableAtom<number>,
): ReadableAtom<Countdown> {
  const out = atom<Countdown>(idle);
  onMount(out, () => {
    let frame = 0;
    const update = () => {
      const timer = timerStore.get();
      if (!timer) {
        if (out.get() !== idle) out.set(idle);
        return;
      }
      const ms = Math.ceil(timerRemaining(timer, Date.now() + offsetStore.get()) / 100) * 100;
      const running = timer.runningSince !== null;
      const prev = out.get();
      if (prev.ms !== ms || prev.running !== running || prev.durationMs !== timer.durationMs)
        out.set({ ms, running, durationMs: timer.durationMs });
    };
    // Frames only while a timer runs: a paused or absent timer costs nothing in OBS.
    const tick = () => {
      update();
      frame = timerStore.get()?.runningSince != null ? requestAnimationFrame(tick) : 0;
    };
    const restart = () => {
      cancelAnimationFrame(frame);
      tick();
    };
    const stopTimer = timerStore.listen(restart);
    const stopOffset = offsetStore.listen(restart);
    tick();
    return () => {
      cancelAnimationFrame(frame);
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
