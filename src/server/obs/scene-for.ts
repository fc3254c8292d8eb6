import type { SceneMap, SpeakerScenes } from '../../protocol/obs.ts';
import type { GameView } from '../../protocol/view.ts';

/** The scene of a speaking seat: its own name, else the template's; null while following is off. */
export function speakerScene(seat: number, speakers: SpeakerScenes | undefined): string | null {
  if (!speakers?.enabled) return null;
  return speakers.seats?.[String(seat)] ?? speakers.template.replaceAll('{n}', String(seat));
}

/** Every seat's scene at a table of `seatCount` seats, each name once (none while off). */
export function speakerScenes(seatCount: number, speakers: SpeakerScenes | undefined): string[] {
  const names = Array.from({ length: seatCount }, (_, i) => speakerScene(i + 1, speakers));
  return [...new Set(names.filter((n): n is string => n !== null))];
}

/**
 * The scene the game's current step maps to: while a seat speaks (a speech, a tie speech, a last
 * word: the view's `speaker`) that seat's scene if OBS follows the speaker; else the stage's entry,
 * else the phase's, else none.
 */
export function sceneFor(
  view: Pick<GameView, 'stage' | 'phase' | 'speaker'>,
  scenes: SceneMap,
  speakers?: SpeakerScenes,
): string | null {
  const seat = view.speaker === null ? null : speakerScene(view.speaker, speakers);
  return seat ?? scenes[view.stage] ?? scenes[view.phase] ?? null;
}
