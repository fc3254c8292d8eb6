/**
 * Issue 28, words once: the moment card says the scorer's note (written by the engine in English
 * with its clause) in the stream's language from the catalog (src/words/{ru,en}/moments.ts).
 */
import { expect, it } from 'vitest';
import { noteIn } from '../../../overlays/moment-words.ts';

it('a Prima Nota note on the Russian stream reads in Russian, the clause and points kept', () => {
  expect(noteIn('Prima Nota, 2 blacks (3.2) +0.5', 'ru')).toBe('Прима Нота, чёрных: 2 (3.2) +0.5');
  expect(noteIn('yellow card x2 -0.2', 'ru')).toBe('жёлтая карточка ×2 −0.2');
  expect(noteIn('best move +0.3', 'ru')).toBe('лучший ход +0.3');
});

it('the English stream reads the engine note as written (a minus sign for the hyphen)', () => {
  expect(noteIn('Prima Nota, 2 blacks (3.2) +0.5', 'en')).toBe('Prima Nota, 2 blacks (3.2) +0.5');
  expect(noteIn('worst move -0.3', 'en')).toBe('worst move −0.3');
});

it('a note the catalog has no opening for is shown as written', () => {
  expect(noteIn('winner +1', 'ru')).toBe('winner +1');
});
