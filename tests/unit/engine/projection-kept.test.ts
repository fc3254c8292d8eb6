import { describe, expect, it } from 'vitest';
import { project } from '../../../src/engine/index.ts';
import type { GameState, SeatState } from '../../../src/engine/types.ts';
import { start } from './walk.ts';

// A seat's view is kept while the seat's state is the same object (src/engine/projection.ts); what
// the rest of the game makes of that seat must still reach every feed.
const feeds = ['judge', 'spectator', 'table'] as const;
const patch = (s: GameState, seat: number, p: Partial<SeatState>): GameState => ({
  ...s,
  seats: s.seats.map((x) => (x.seat === seat ? { ...x, ...p } : x)),
});
/** Projects `before` (filling the kept views), then checks `after` against a projection made anew. */
function sameAsAnew(before: GameState, after: GameState) {
  for (const feed of feeds) {
    project(before, feed);
    expect(project(after, feed)).toEqual(project(structuredClone(after), feed));
  }
}

describe('a kept seat view follows the game around the seat', () => {
  it('club: seat 3 silent for day 1 (2 fouls) speaks again on day 2', () => {
    const game = start('club-mafia', 'kept');
    const day1 = patch({ ...game.state, phase: 'day', day: 1 }, 3, { silentOnDay: 1 });
    const day2: GameState = { ...day1, day: 2 };
    sameAsAnew(day1, day2);
    expect(project(day2, 'table').seats[2]?.silenced).toBe(false);
  });

  it("club: the lover's guest of night 1 is silent on day 2, not before", () => {
    const game = start('club-mafia', 'kept');
    const night = { ...game.state, phase: 'night' as const, day: 1, night: 1 };
    const morning: GameState = { ...night, phase: 'day', day: 2, nights: [{ night: 1, visit: 3 } as never] };
    sameAsAnew(night, morning);
    expect(project(morning, 'judge').seats[2]?.silenced).toBe(true);
  });

  it('seat 3 with a third foul: skips its speech, then with four at the table speaks 30 s (MafClub 4.4.1)', () => {
    const game = start('mafclub-2023', 'kept');
    const ten = patch({ ...game.state, phase: 'day', day: 2 }, 3, { skipNextSpeech: true });
    let four = ten;
    for (const seat of [1, 2, 4, 5, 6, 7])
      four = patch(four, seat, { status: 'removed' as SeatState['status'] });
    sameAsAnew(ten, four);
    expect(project(ten, 'table').seats[2]?.speechPenalty).toBe('skip');
    expect(project(four, 'table').seats[2]?.speechPenalty).toBe('short');
  });

  it("club: the lover's side changes the lover's team on the spectator feed", () => {
    const game = start('club-mafia', 'kept');
    const lover = game.state.seats.find((s) => s.role === 'lover');
    expect(lover).toBeDefined();
    const red: GameState = { ...game.state, options: { ...game.state.options, loverSide: 'red' } };
    const black: GameState = { ...game.state, options: { ...game.state.options, loverSide: 'black' } };
    sameAsAnew(red, black);
    sameAsAnew(black, red);
  });
});
