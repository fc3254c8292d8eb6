/** Why a sanction was given (issue 21): its clause and reason, kept for the game's protocol. */
import { emit, type Draft } from './draft.ts';
import type { Moment, SanctionKind, SanctionNote } from './types.ts';

export interface Why {
  reason?: string | undefined;
  clause?: string | undefined;
}

const momentOf = (d: Draft): Moment =>
  d.state.phase === 'night'
    ? { phase: 'night', number: d.state.night }
    : { phase: 'day', number: d.state.day };

/** Records the note when the command gave a reason or a clause (or `force`: a penalty the rules add). */
export function noteSanction(
  d: Draft,
  seat: number,
  kind: SanctionKind,
  why: Why,
  extra: Pick<SanctionNote, 'number' | 'noPenalty'> = {},
  force = false,
): void {
  const reason = why.reason?.trim() || undefined;
  const clause = why.clause?.trim().replace(/\.$/, '') || undefined;
  if (!reason && !clause && !force && !extra.noPenalty) return;
  emit(d, {
    type: 'sanctionNoted',
    seat,
    kind,
    at: momentOf(d),
    ...(extra.number !== undefined ? { number: extra.number } : {}),
    ...(reason ? { reason } : {}),
    ...(clause ? { clause } : {}),
    ...(extra.noPenalty ? { noPenalty: true as const } : {}),
  });
}
