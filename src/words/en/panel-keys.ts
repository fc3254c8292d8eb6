import type { Words } from '../format.ts';
import type * as ru from '../ru/panel-keys.ts';

/** The control panel's key map, in English (docs/operator-guide.md shows these rows). */

export const panelKeys: Words<typeof ru.panelKeys> = {
  next: 'Next step; confirm',
  step: 'Take listed step N',
  select:
    'Select seat (0 = 10); at a table over ten seats `1` then `1`-`6` within 0.6 s is seat 11-16 (`1 3 Shift+2` nominates 13); at the best move: three digits, then Enter',
  nextSeat: 'Next seat',
  previousSeat: 'Previous seat',
  foul: 'Foul on selected',
  unfoul: 'Remove a foul from selected',
  techFoul: 'Technical foul',
  yellowCard: 'Yellow card',
  removal: 'Remove selected (disqualifying foul), confirmed; at a best move by colours: "red" after a digit',
  redCard: 'Red card (out of the tournament), confirmed',
  speaker: 'Selected seat speaks',
  speechEnd: 'End the speech',
  withdraw: 'The speaker withdraws his nomination (2.3.9)',
  timerToggle: 'Timer pause / resume',
  mark: 'Mark selected seat (best move)',
  hintedBestMove: 'Best move after asking for a hint: the marked seats are recorded, no points (FIIM 8.3.5)',
  why: 'Clause and reason of the selected seat\'s next foul, card or removal ("4.3.1 talking"), then F / Y / R / Shift+R',
  award: 'After the game: award extras to selected',
  editNickname:
    'Seat a player: a few letters, ↑/↓ a suggestion from the roster, Enter seats him and goes to the next seat (a new name makes a player)',
  photo: "Photo of the selected seat's player (a file; scaled in the browser)",
  exports:
    'After the game: the exports (protocol, rating sites, CSV): Tab to one, Enter opens it, Esc leaves',
  setup:
    'The set-up column (new game, tournament, roster, branding, OBS): its first field; Tab walks it, Esc leaves',
  unlock: 'While the game runs: unlock names, J, Shift+N and the set-up column (again: lock)',
  confirmExplicit: 'Confirm what asks for an explicit yes (cancel an open draft and deal)',
  editPlayer: "Fix the selected seat's player's nickname, club or stage name (the same player; Enter saves)",
  obsSetup: "Set up OBS: make what is missing of this table's scenes and overlay sources",
  obsSetupOnAir: 'Set up OBS with one set for every table: the sources show the table on air',
  lang: "The panel's language, Russian / English (the RU/EN button); the overlays keep their own `lang`",
  voters:
    'Record the voters: in the count box their seat digits (0 = 10), "-" first for everyone left but those typed; Enter (empty: nobody). Again: counts only',
  onAir: 'Put this table on air: OBS switches scenes by it, on-air sources show it',
  replayVote: 'Replay the last vote card on air',
  display: 'Show / hide on air: {what} (at once, on every overlay of the table)',
  role: 'Setup: selected is {role}, then the next seat',
  roleBlack:
    'Setup: selected is {role}, then the next seat; at a best move by colours: "black" after a digit',
  newGame: 'New game (the current one is archived): ←/→ the rules or a variant, ↑/↓ its value, then confirm',
  option: 'In a new game: rules, first day, first-killed pick, lone nominee, award limits',
  result:
    "Judge-imposed result (team loss, changed result, draw, a replay automatic or on appeal: as the table's rules have), confirmed",
  undo: 'Undo',
  redo: 'Redo',
  escape: 'Cancel, deselect, leave the field',
  help: 'This key map',
  title: 'Keys',
};

export const panelKeyShows: Words<typeof ru.panelKeyShows> = {
  roles: 'roles and team colours on the stream',
  scores: 'points and the standings',
  overlay: "the table's whole overlay",
  nights: 'the record of past nights on the stream',
  votes: 'who voted for whom, day by day',
};

export const panelKeyRoles: Words<typeof ru.panelKeyRoles> = {
  citizen: 'citizen',
  mafia: 'mafia (black)',
  don: 'Don',
  sheriff: 'commissar (sheriff)',
  doctor: 'doctor (club)',
  lover: 'lover (club)',
  maniac: 'maniac (club)',
  psychopath: 'psychopath (club)',
};
