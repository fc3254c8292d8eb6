/**
 * The "no motion" option (`&motion=off`, or the system's reduced motion): every animation of the
 * overlays takes its duration from here, so with motion off changes appear at once.
 */
let on = true;

export function setMotion(value: boolean): void {
  on = value;
  document.documentElement.classList.toggle('no-motion', !value);
}

/** A duration in seconds, or 0 with motion off. */
export function dur(seconds: number): number {
  return on ? seconds : 0;
}

/** Svelte transition options: the same, in milliseconds. */
export function ms(millis: number): { duration: number } {
  return { duration: on ? millis : 0 };
}
