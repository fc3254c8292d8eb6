import type { TimerView } from './view.ts';

/** Milliseconds left on a timer at server time `serverNow` (negative once it has run out). No zod: pages use it. */
export function timerRemaining(timer: TimerView, serverNow: number): number {
  if (timer.runningSince === null) return timer.remainingMs;
  return timer.remainingMs - (serverNow - timer.runningSince);
}

/** "1:05", "0:09"; whole seconds rounded up so that 0:00 appears exactly when time is up. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
