import { describe, expect, it } from 'vitest';
import { counted, words } from '../../../src/client/plural.ts';

describe('counted words follow the language plural rules (1 игра, 2 игры, 5 игр; 1 game, 2 games)', () => {
  it('ru: 1, 2, 5, 11, 21, 22, 25 games and fouls', () => {
    const games = [1, 2, 5, 11, 21, 22, 25].map((n) => counted(n, words.game, 'ru'));
    expect(games).toEqual(['1 игра', '2 игры', '5 игр', '11 игр', '21 игра', '22 игры', '25 игр']);
    const fouls = [0, 1, 2, 4, 5, 21].map((n) => counted(n, words.foul, 'ru'));
    expect(fouls).toEqual(['0 фолов', '1 фол', '2 фола', '4 фола', '5 фолов', '21 фол']);
  });
  it('en: 1, 2, 5, 21 games and fouls', () => {
    expect([0, 1, 2, 5, 21].map((n) => counted(n, words.game, 'en'))).toEqual([
      '0 games',
      '1 game',
      '2 games',
      '5 games',
      '21 games',
    ]);
    expect(counted(1, words.foul, 'en')).toBe('1 foul');
    expect(counted(3, words.foul, 'en')).toBe('3 fouls');
  });
});
