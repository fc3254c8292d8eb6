import type { Countdown } from '../client/index.ts';

/**
 * The judge's cues (issue 27, optional): a short beep at 10 seconds left, a long one when the time
 * is up. Off until the judge turns them on (a tap also lets the browser play sound at all).
 */
export type Cue = 'ten' | 'end';

/** The cue a countdown's step from `before` to `now` crosses, if any (only while it runs). */
export function cueBetween(before: Countdown | null, now: Countdown): Cue | null {
  if (!before || before.ms === null || now.ms === null || !now.running) return null;
  if (before.ms > 0 && now.ms === 0) return 'end';
  if (before.ms > 10_000 && now.ms <= 10_000 && now.ms > 0) return 'ten';
  return null;
}

let audio: AudioContext | null = null;

/** Unlocks audio from the judge's tap (browsers start it only after a gesture). */
export function unlockSound(): void {
  try {
    audio ??= new AudioContext();
    void audio.resume();
  } catch {
    audio = null; // no audio on this device: the cues stay silent, the page works on
  }
}

export function play(cue: Cue): void {
  if (!audio) return;
  try {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = cue === 'ten' ? 880 : 440;
    gain.gain.value = 0.25;
    osc.connect(gain).connect(audio.destination);
    const t = audio.currentTime;
    osc.start(t);
    osc.stop(t + (cue === 'ten' ? 0.15 : 0.8));
  } catch {
    // a cue that cannot play is not worth an error on the judge's screen
  }
}
