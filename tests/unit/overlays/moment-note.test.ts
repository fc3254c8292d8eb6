/**
 * Issue 28, words once: the moment card says the scorer's note (written by the engine in English
 * with its clause) in the stream's language from the catalog (src/words/{ru,en}/moments.ts).
 */
import { expect, it } from 'vitest';
import { noteIn } from '../../../overlays/moment-words.ts';
import { figure, signedFigure } from '../../../overlays/figures.ts';

it('a Prima Nota note on the Russian stream reads in Russian, the clause kept, the points with a decimal comma', () => {
  expect(noteIn('Prima Nota, 2 blacks (3.2) +0.5', 'ru')).toBe('Прима Нота, чёрных: 2 (3.2) +0,5');
  expect(noteIn('yellow card x2 -0.2', 'ru')).toBe('жёлтая карточка ×2 −0,2');
  expect(noteIn('best move +0.3', 'ru')).toBe('лучший ход +0,3');
});

it("a score in the language's figures: 0,5 in Russian, 0.5 in English, a true minus", () => {
  expect([figure(0.5, 'ru'), figure(-1.5, 'ru'), figure(2, 'ru')]).toEqual(['0,5', '−1,5', '2']);
  expect([figure(0.5, 'en'), signedFigure(0.25, 'en'), signedFigure(-0.3, 'ru')]).toEqual([
    '0.5',
    '+0.25',
    '−0,3',
  ]);
});

it('the English stream reads the engine note as written (a minus sign for the hyphen)', () => {
  expect(noteIn('Prima Nota, 2 blacks (3.2) +0.5', 'en')).toBe('Prima Nota, 2 blacks (3.2) +0.5');
  expect(noteIn('worst move -0.3', 'en')).toBe('worst move −0.3');
});

it('a note the catalog has no opening for is shown as written', () => {
  expect(noteIn('winner +1', 'ru')).toBe('winner +1');
});
