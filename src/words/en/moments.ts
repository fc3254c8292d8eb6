import type { Words } from '../format.ts';
import type * as ru from '../ru/moments.ts';

/**
 * The moment cards' words, in English (typed by the Russian file: a missing key fails tsc): the
 * engine's own wording of the scorer's note, so the English stream reads the note as written.
 */

export const momentNote: Words<typeof ru.momentNote> = {
  win: 'win',
  loss: 'loss',
  tie: 'tie',
  primaNotaBeforeReplay: 'Prima Nota before the replay',
  primaNotaBlacks: 'Prima Nota, {n} blacks',
  bestMoveBlacks: 'best move, {n} blacks',
  bestMove: 'best move',
  bestPlay: 'best play',
  worstMove: 'worst move',
  worstPlay: 'worst play',
  removal: 'removal',
  yellowCards: 'yellow card x{n}',
  redCard: 'red card',
  disqualification: 'disqualification',
  judgeExtras: 'judge extras',
  penalty: 'penalty',
};
