import { describe, expect, it } from 'vitest';
import { nightLines } from '../../../overlays/night-lines.ts';

describe("a night's record on the stream", () => {
  it('a club night is listed as played: the lover first, then the shot, the checks, the heal, the maniac (club rules, the night)', () => {
    const lines = nightLines(
      { night: 2, shot: 4, sheriffCheck: { seat: 3, isBlack: true }, heal: 4, visit: 9, maniacShot: 'miss' },
      'ru',
    );
    expect(lines.map((l) => l.key)).toEqual(['visit', 'shot', 'sheriff', 'heal', 'maniac']);
    expect(lines[0]).toMatchObject({ what: 'Путана у', seat: 9 });
  });
  it('a sport night: the shot, the Don, the Sheriff', () => {
    const lines = nightLines(
      {
        night: 1,
        shot: 'miss',
        donCheck: { seat: 8, isSheriff: true },
        sheriffCheck: { seat: 3, isBlack: false },
      },
      'en',
    );
    expect(lines.map((l) => l.key)).toEqual(['shot', 'don', 'sheriff']);
    expect(lines[0]?.seat).toBeNull();
  });
});
