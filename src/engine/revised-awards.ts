/**
 * MafClub 4.20.2 (its comment: "the awards are revised accordingly"), FIIM 8.9: a changed result
 * voids the judge's awards the new result forbids (MafClub 3.6 best play only to a winner, 3.15
 * worst play only to a loser; FIIM 8.4.3-8.4.4 the winners' and the losers' ranges), in the order
 * they were given; the notes say so, and the judge may give the new result's awards.
 */
import { emit, type Draft } from './draft.ts';
import { validateExtras, type GameResult, type ScoreLine } from './scoring/index.ts';
import type { GameState } from './types.ts';

type Award = GameState['extras'][number];

/** `result`: the changed result's (resultOf, which reads this file's notes: passed, not imported). */
export function reviseAwards(d: Draft, result: GameResult | null, clause: string | null): void {
  if (!result || d.state.extras.length === 0) return;
  const opts = { extendedLimits: d.state.options.awardLimits === 'extended' };
  const kept: Award[] = [];
  const voided: Award[] = [];
  for (const award of d.state.extras)
    if (validateExtras(result, [...kept, award], opts) === null) kept.push(award);
    else voided.push(award);
  if (voided.length > 0) emit(d, { type: 'extrasVoided', voided, clause });
}

/** The score lines with a note for each award the changed result voided. */
export function withVoidNotes(state: GameState, lines: ScoreLine[]): ScoreLine[] {
  const voided = state.voidedExtras ?? [];
  if (voided.length === 0) return lines;
  return lines.map((line) => {
    const mine = voided.filter((v) => v.seat === line.seat);
    const notes = mine.map(
      (v) =>
        `${v.kind} ${v.points > 0 ? '+' : ''}${v.points} void: the result was changed (${v.clause ?? '-'})`,
    );
    return notes.length ? { ...line, notes: [...line.notes, ...notes] } : line;
  });
}
