import type { Words } from '../format.ts';
import type * as ru from '../ru/site.ts';

/** The site's own pages, in English (typed by the Russian file: a missing key fails tsc). */

export const start: Words<typeof ru.start> = {
  panel: 'Control panel',
  panelNote: 'open the link with the token printed in the terminal',
  seating: 'Tournament seating',
  seatingNote: 'the venue screen, an overlay and printed sheets',
  overlays: 'OBS overlays',
  params: 'parameters',
  spectator: 'for the stream with roles',
  demo: 'a sample game for placing the sources in OBS',
};

export const seating: Words<typeof ru.seating> = {
  title: 'Seating',
  round: 'Round',
  of: 'of',
  table: 'Table',
  sittingOut: 'Sitting out',
  notPlayed: 'not played',
  sitsOut: 'sits out',
  atTable: 'table',
  seat: 'seat',
  noSeating: 'No seating',
  offline: 'The hub is unreachable, retrying…',
  noTournament: 'Add ?tournament=…',
  findSeat: 'Find my seat',
  findHint: 'part of your nickname',
  noOne: 'nobody found',
  noGame: 'no games left',
  ahead: 'is ahead of the schedule: waits for',
  playsAt: 'still plays at',
  grid: 'Players by round',
  gridNote: 'each cell: table / seat',
  pairs: 'Pair meetings',
  pairsNote: "games played together; the diagonal: the player's games",
};

export const pageTitle: Words<typeof ru.pageTitle> = {
  start: 'Mafia broadcast',
  panel: 'Mafia broadcast · control panel',
  judge: 'Mafia broadcast · judge',
  commentator: 'Mafia broadcast · commentator',
  draft: 'Mafia · role draft',
  overlay: 'Overlay: {name}',
  bug: 'Overlay: corner bug',
};
