import type { Words } from '../format.ts';
import type * as ru from '../ru/chapters.ts';

export const chapters: Words<typeof ru.chapters> = {
  gameStarts: 'Game {game} starts',
  gameStartsNoNumber: 'The game starts',
  day: 'Day {day}',
  night: 'Night {night}',
  main: 'Day {day}: the vote',
  tie: 'Day {day}: the re-vote',
  eliminateAll: 'Day {day}: the vote to eliminate all',
  votedOut: 'Player {seat} {nick} voted out',
  killed: 'Player {seat} {nick} killed at night',
  removed: 'Player {seat} {nick} removed',
  red: 'The red team wins',
  black: 'The black team wins',
  maniac: 'The maniac wins',
  draw: 'A draw',
  start: 'Start',
};
