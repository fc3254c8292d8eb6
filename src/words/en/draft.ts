import type { Words } from '../format.ts';
import type * as ru from '../ru/draft.ts';

/** The role draft's words in English (issue 27). */

export const draftPage: Words<typeof ru.draftPage> = {
  title: 'Role draft',
  seat: 'Seat',
  connecting: 'Connecting…',
  offline: 'No link to the hub — reconnecting; your card is kept',
  waitingOpen: 'Waiting for the judge to open the draft',
  yourTurn: 'Your turn',
  draw: 'Draw a card',
  drawsNow: 'Now drawing: seat',
  tapToSee: 'Tap to see your role',
  seenIt: 'Got it — close the card',
  closedCard: 'Card closed. Only you know your role.',
  handTo: 'Hand the tablet to seat',
  iAmSeat: 'I am seat',
  hideAndPass: 'Got it — hide and hand over',
  dealt: 'All cards are dealt. Good game!',
  void: 'The judge cancelled this draft',
  refused: 'This page cannot open the draft',
  noParams: 'The address lacks the table or the draft key',
};

export const draft: Words<typeof ru.draft> = {
  title: 'Role draft on tablets',
  game: '{rules}, {n} seats',
  open: 'Open the draft on the tablets',
  openAgain: 'Open a new draft',
  noGame: 'A draft opens for a new game before it starts (Shift+N: new game)',
  progress: 'Cards closed: {closed} of {n}',
  turn: 'Seat {seat} is on turn',
  dealt: 'The roles are dealt into the game',
  void: 'The draft was cancelled: the game changed. Open a new one',
  waiting: 'waiting',
  drawn: 'looking',
  closed: 'closed',
  force: 'Draw the card for seat {seat}',
  close: "Close seat {seat}'s card",
  armForce: "Draw seat {seat}'s card? His page and the stream see the role",
  armClose: "Close seat {seat}'s open card?",
  armFresh: 'Cancel this draft and open a new deck? The old pages stop working',
  key: 'Draft key',
  passAndPlay: 'One tablet handed round',
  seatPages: "Seats' pages (each with its own key)",
  keyRow:
    "Role draft on the players' tablets: open it for a game before it starts; then draw for the seat on turn or close the open card, confirmed",
  rules: 'Rules',
  seats: 'Seats',
  byHand: 'Roles by hand or a random deal',
  roleFor: "Seat {seat}'s role",
  hidden: 'Roles are hidden; hold the eye to check',
};
