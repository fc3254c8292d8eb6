/**
 * The moment cards' words, in Russian (issue 22): the scorer's note as the Russian stream reads it.
 * The engine writes the note in English with the clause ("Prima Nota, 2 blacks (3.2) +0.5"); each
 * key below is one of its openings, said in Russian, the clause kept. Loaded with `area` by the
 * lazily loaded moment card only (src/words/moments.ts).
 */

/** The openings of the scorer's note; `{n}` is the number the English note carries. */
export const momentNote = {
  win: 'победа',
  loss: 'поражение',
  tie: 'ничья',
  primaNotaBeforeReplay: 'Прима Нота до переигровки',
  primaNotaBlacks: 'Прима Нота, чёрных: {n}',
  bestMoveBlacks: 'лучший ход, чёрных: {n}',
  bestMove: 'лучший ход',
  bestPlay: 'лучшая игра',
  worstMove: 'худший ход',
  worstPlay: 'худшая игра',
  removal: 'удаление',
  yellowCards: 'жёлтая карточка ×{n}',
  redCard: 'красная карточка',
  disqualification: 'дисквалификация',
  judgeExtras: 'доп. баллы судьи',
  penalty: 'штраф',
} as const;
