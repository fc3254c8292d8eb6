import type { SceneMap } from '../../protocol/obs.ts';
import type { GameView } from '../../protocol/view.ts';

/** The scene the game's current step maps to: the stage's entry, else the phase's, else none. */
export function sceneFor(view: Pick<GameView, 'stage' | 'phase'>, scenes: SceneMap): string | null {
  return scenes[view.stage] ?? scenes[view.phase] ?? null;
}
