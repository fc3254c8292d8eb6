import { computed } from 'nanostores';
import { $view } from '../src/client/index.ts';
import type { GameView } from '../src/protocol/index.ts';

/**
 * What the stream calls each player (issue 38.5): his stage name where the roster gives one, else
 * his nickname. Put in the view once, here, so every block and every moment says the same name;
 * the panel, the exports and the standings keep the nickname.
 */
export function onStage(view: GameView): GameView {
  if (!view.seats.some((s) => s.player?.stage)) return view;
  return {
    ...view,
    seats: view.seats.map((s) => (s.player?.stage ? { ...s, nickname: s.player.stage } : s)),
  };
}

/** The table's view as the overlays show it. */
export const $stageView = computed($view, (v) => (v ? onStage(v) : null));
