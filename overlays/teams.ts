import { teamOf, type Team } from '../src/facts/roles.ts';
import type { GameView } from '../src/protocol/index.ts';

/**
 * How many of each team are still at the table (issue 38.13), or null when the view has no roles:
 * the table feed's never has them before the end, and the director's roles switch takes them off
 * the stream. A seat plays for the game's team (the club lover may play for the mafia).
 */
export function teamsAtTable(view: GameView): Record<Team, number> | null {
  const count: Record<Team, number> = { red: 0, black: 0, maniac: 0 };
  for (const s of view.seats) {
    if (!s.role) return null;
    if (s.status === 'alive') count[s.team ?? teamOf(s.role)]++;
  }
  return count;
}
