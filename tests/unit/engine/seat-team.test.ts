import { describe, expect, it } from 'vitest';
import { project } from '../../../src/engine/index.ts';
import { club } from './club-helpers.ts';

/**
 * The team each seat plays for on the spectator view (issue 23): from the engine's own rules, so the
 * club lover playing for the mafia wears black, not the red of her role's usual side.
 */
describe('a seat wears its team in this game', () => {
  it('club rules, the lover plays for the mafia: her seat (5) is black on the stream, the Don 3 black, the maniac his own', () => {
    const t = club(undefined, { loverSide: 'black' });
    const seats = project(t.state, 'spectator').seats;
    expect(seats[4]).toMatchObject({ role: 'lover', team: 'black' });
    expect(seats[2]).toMatchObject({ role: 'don', team: 'black' });
    expect(seats[5]).toMatchObject({ role: 'maniac', team: 'maniac' });
    expect(seats[7]).toMatchObject({ role: 'citizen', team: 'red' });
  });

  it('club rules by default: the lover plays for the reds', () => {
    expect(project(club().state, 'spectator').seats[4]).toMatchObject({ role: 'lover', team: 'red' });
  });

  it('the table feed gets no team before the end, as it gets no role', () => {
    const seats = project(club(undefined, { loverSide: 'black' }).state, 'table').seats;
    expect(seats.some((s) => 'team' in s || 'role' in s)).toBe(false);
  });
});
