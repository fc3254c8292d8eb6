/**
 * Issue 28, plurals right: the engine's counted sentences take the count's plural form in each
 * language ("Осталось только 1 голосов", "Не больше 1 лучших ходов" were said before).
 */
import { describe, expect, it } from 'vitest';
import { execute } from '../../../src/engine/index.ts';
import { validateExtras, type ExtraAward } from '../../../src/engine/scoring/index.ts';
import { SHERIFF, table } from '../scoring/table.ts';
import { t } from '../../../src/words/index.ts';
import { dayOne, type Table } from './helpers.ts';
import { en, ru } from '../../said.ts';

/** Day 1, candidates 8, 5, 2; seat 8 gets `first` of 10 votes and leaves at once (MafClub 2.4.2). */
const decidedEarly = (first: number): Table =>
  dayOne()
    .speeches({ 1: 8, 2: 5, 3: 2 })
    .run({ type: 'vote/start' }, { type: 'vote/record', candidate: 8, count: first });

/** The words of the refusal of a late count on seat 5 that is one vote more than is left. */
function tooMany(first: number): { en: string | undefined; ru: string | undefined } {
  const table = decidedEarly(first);
  const r = execute(table.game, { type: 'vote/late', candidate: 5, count: 11 - first }, table.at + 1);
  if (r.ok) throw new Error('accepted');
  expect(r.error.code).toBe('vote/too-many');
  return { ru: ru(r.error.message), en: en(r.error.message) };
}

describe('votes left are counted in words (MafClub 2.4.14: a player votes once)', () => {
  it('9 of 10 on seat 8, then 2 on seat 5 -> "Остался только 1 голос", "Only 1 vote is left"', () => {
    expect(tooMany(9)).toEqual({ ru: 'Остался только 1 голос', en: 'Only 1 vote is left' });
  });

  it('8 of 10, then 3 -> "Осталось только 2 голоса"; 6 of 10, then 5 -> "Осталось только 4 голоса"', () => {
    expect(tooMany(8)).toEqual({ ru: 'Осталось только 2 голоса', en: 'Only 2 votes are left' });
    expect(tooMany(6).ru).toBe('Осталось только 4 голоса');
  });

  it('the same words for 5 and 21 votes: "5 голосов", "21 голос"', () => {
    expect([1, 2, 5, 21].map((n) => t('ru', 'rule.vote/too-many', { n }))).toEqual([
      'Остался только 1 голос',
      'Осталось только 2 голоса',
      'Осталось только 5 голосов',
      'Остался только 21 голос',
    ]);
    expect([1, 2].map((n) => t('en', 'rule.vote/too-many', { n }))).toEqual([
      'Only 1 vote is left',
      'Only 2 votes are left',
    ]);
  });
});

describe('best moves are counted in words (MafClub 3.8: at most 4, or 3 with a best play)', () => {
  it('3.8: four best moves next to a best play -> "Не больше 3 лучших ходов за игру", as before', () => {
    const extras: ExtraAward[] = [
      { seat: SHERIFF, kind: 'bestPlay', points: 1.5 },
      ...[1, 3, 4, 6].map((seat) => ({ seat, kind: 'bestMove' as const, points: 0.5 })),
    ];
    const p = validateExtras(table({ winner: 'red' }), extras);
    expect(p?.code).toBe('score/too-many-best-moves');
    expect({ ru: ru(p?.message), en: en(p?.message) }).toEqual({
      ru: 'Не больше 3 лучших ходов за игру',
      en: 'At most 3 best moves per game',
    });
  });

  it('1, 2, 5, 21: "1 лучшего хода", "2 лучших ходов", "5 лучших ходов", "21 лучшего хода"; 1 best move', () => {
    expect([1, 2, 5, 21].map((n) => t('ru', 'score.score/too-many-best-moves', { n }))).toEqual([
      'Не больше 1 лучшего хода за игру',
      'Не больше 2 лучших ходов за игру',
      'Не больше 5 лучших ходов за игру',
      'Не больше 21 лучшего хода за игру',
    ]);
    expect([1, 2].map((n) => t('en', 'score.score/too-many-best-moves', { n }))).toEqual([
      'At most 1 best move per game',
      'At most 2 best moves per game',
    ]);
  });
});
