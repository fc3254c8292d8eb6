import type { GameView } from '../protocol/index.ts';

/**
 * The seats a tap at the table does something on (issue 35): a vote's voters only among those who
 * may vote (the judge feed's `eligible`); in the game a seat that left is offered nothing, but a
 * foul in his last word (he is the speaker); at night every seat, as the engine decides there (a
 * check may name a seat that left; a shot at one removed that night stands, MafClub 4.11); before and
 * after the game, every seat (a name, a card, the extras).
 */
export function tappableSeats(view: GameView | null, votersMode: boolean): ReadonlySet<number> {
  if (!view) return new Set();
  const eligible = view.voting?.eligible;
  const open = view.phase === 'setup' || view.phase === 'finished' || view.phase === 'night';
  const offered = (s: GameView['seats'][number]) =>
    votersMode && eligible
      ? eligible.includes(s.seat)
      : open || s.status === 'alive' || view.speaker === s.seat;
  return new Set(view.seats.filter(offered).map((s) => s.seat));
}
