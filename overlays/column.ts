import type { GameView } from '../src/protocol/index.ts';

/**
 * More than ten seats (club tables of 11-16): the plates stand in a side column on the right, one
 * line each, and keep the picture's height; two rows and the lower third above them covered about
 * 40 % of it (issue 38.7). The lower third and the timer plate then share the bottom centre (never
 * both at once: one timer), the past nights' record stands left of the column.
 */
export const inColumn = (view: Pick<GameView, 'seats'>): boolean => view.seats.length > 10;
