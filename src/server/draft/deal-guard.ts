import type { Game } from '../../engine/index.ts';
import type { DiskDraft, GameCommand, Check } from '../../protocol/index.ts';
import { problem } from '../problems.ts';

/**
 * A deal of the roles while the table's draft is open (issue 36): the players are drawing cards
 * that a random deal would silently replace, so it is refused unless it says it cancels the draft
 * (`cancelDraft`), which then voids it. The draft's own deal (its secret seed) passes.
 */
export function dealRefusal(open: DiskDraft | undefined, c: GameCommand): Check {
  if (!open || c.type !== 'deal/seeded' || c.seed === open.seed || c.cancelDraft === true) return null;
  return problem('draft/open');
}

/** Whether the command just run dealt other roles than the draft's (a cancelling deal). */
export const cancelsDraft = (open: DiskDraft, before: Game, after: Game): boolean =>
  after.state.seed !== before.state.seed && after.state.seed !== open.seed;
