import type { Words } from '../format.ts';
import type * as ru from '../ru/facts.ts';

/** The names of the rule facts (src/facts), in English (typed by the Russian file: a missing key fails tsc). */

export const ruleset: Words<typeof ru.ruleset> = {
  'mafclub-2023': 'MafClub 2023',
  'fiim-2019': 'FIIM 2019',
  'club-mafia': 'Club mafia',
  'classic-mafia': 'Classic mafia',
};

export const variant: Words<typeof ru.variant> = {
  firstDay: 'First day',
  firstKilledPick: 'Prima Nota / best move',
  loneNominee: 'Lone nominee',
  awardLimits: 'Award limits',
};

export const variantUnset: Words<typeof ru.variantUnset> = {
  loneNominee: 'as the rules',
};

export const variantFirstDay: Words<typeof ru.variantFirstDay> = {
  vote: 'vote',
  noVote: 'no vote',
  liftOnly: 'lift only',
};

export const variantFirstKilledPick: Words<typeof ru.variantFirstKilledPick> = {
  seats: 'black seats',
  colours: 'colours',
};

export const variantLoneNominee: Words<typeof ru.variantLoneNominee> = {
  leaves: 'leaves',
  vote: 'vote',
};

export const variantAwardLimits: Words<typeof ru.variantAwardLimits> = {
  players: { one: '{n} player', other: '{n} players' },
  points: { one: '{n} point', other: '{n} points' },
};

export const award: Words<typeof ru.award> = {
  bestPlay: 'Best play',
  bestMove: 'Best move',
  worstMove: 'Worst move',
  worstPlay: 'Worst play',
  judge: 'Judge extras',
  penalty: 'Penalty',
};

export const overlayPage: Words<typeof ru.overlayPage> = {
  seats: 'Seat plates',
  timer: 'Timer',
  speaker: "Speaker's lower third",
  voting: 'Nominations and votes',
  night: 'Night results',
  scores: 'Game result and standings',
  full: 'Everything in one layout',
};
