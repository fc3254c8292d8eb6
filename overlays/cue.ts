import type { ReadableAtom } from 'nanostores';
import type { GameView, Identity, VotingView } from '../src/protocol/index.ts';
import type { Moment, MomentQueue } from './moments.ts';

/** The last decided vote of the game and its day (the vote history's last round). */
export function lastRound(view: GameView): { day: number; round: VotingView } | null {
  const day = view.voteDays?.at(-1);
  const round = day?.rounds.at(-1);
  return day && round ? { day: day.day, round } : null;
}

/**
 * A page's queue follows the director's cue (src/protocol/cue.ts, issue 38.14): the hold, the
 * skipped moments, and each replay of the last vote card asked for after the page loaded (a page
 * loaded later does not replay what was asked before it).
 */
export function followCue(
  identity: ReadableAtom<Identity | null>,
  views: ReadableAtom<GameView | null>,
  queue: MomentQueue,
): () => void {
  let replays: number | null = null;
  return identity.subscribe((id) => {
    if (!id) return;
    const cue = id.cue ?? { hold: false, skip: [], replay: 0 };
    queue.skip(cue.skip);
    queue.hold(cue.hold);
    const view = views.get();
    const last = view && lastRound(view);
    if (replays !== null && cue.replay > replays && view && last) {
      // told as on its day: who left that day is its result (overlays/vote-result.ts)
      const then: GameView = { ...view, phase: 'day', stage: 'voting', day: last.day };
      const id = `${view.gameId}:replay:${cue.replay}`;
      const again: Moment = { kind: 'vote', id, view: then, round: last.round };
      queue.push([again]);
    }
    replays = cue.replay;
  });
}
