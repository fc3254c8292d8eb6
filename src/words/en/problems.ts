import type { Words } from '../format.ts';
import type * as ru from '../ru/problems.ts';

/** Errors the hub and the browser report, in English, by their permanent code. */

export const hub: Words<typeof ru.hub> = {
  'frame/malformed-json': 'Frame is not valid JSON',
  'frame/binary': 'Binary frames are not accepted',
  'frame/invalid': 'Frame does not match the protocol',
  'frame/unknown-type': 'Unknown frame type',
  'command/unknown': 'Unknown command',
  'command/invalid': 'Command fields are invalid',
  'command/stale': 'The table has moved on since you saw it; nothing changed',
  'hello/required': 'Send hello first',
  'hello/repeated': 'Hello was already received',
  'protocol/version': 'Unsupported protocol version',
  'auth/token': 'Operator token is missing or wrong',
  'auth/spectator-key': 'Spectator key is missing or wrong',
  'auth/read-only': 'This connection is read-only',
  'table/invalid': 'Invalid table id',
  'table/unknown': 'No such table',
  'table/limit': 'Too many tables',
  'table/damaged':
    'The saved game of this table is damaged; the table stays closed until the file is repaired',
  'feed/judge-delay': 'The judge feed cannot be delayed: the panel would lag behind its own commands',
  'game/unknown': 'No such game',
  'game/damaged': 'The saved log of this game is damaged; the file is kept as it is until it is repaired',
  'export/unsupported': 'This site takes 10-seat sport games (MafClub, FIIM, classic) only',
  'export/misread': 'The site would read another game from this file (who left when); record who voted how',
  'tournament/invalid': 'Invalid tournament id',
  'tournament/unknown': 'No such tournament',
  'tournament/limit': 'Too many tournaments',
  'tournament/ruleset-mismatch': "The ruleset is not the tournament's",
  'tournament/table-taken': 'This table already belongs to another tournament',
  'tournament/player-banned':
    'This player got a red card in this tournament and is out of it (MafClub 4.18, FIIM 7.3)',
  'seating/invalid': 'The seating cannot be made',
  'seating/too-few-players': 'Too few players for the tables',
  'seating/none': 'The tournament has no seating yet',
  'seating/busy': 'Another seating is being made; ask again in a few seconds',
  'seating/damaged': 'The saved seating is damaged; it is not used until a new one is made',
  'worker/busy': 'The hub is already computing too many of these; ask again in a minute',
  'worker/timeout': 'The computation took too long and was stopped; nothing changed',
  'worker/failed': 'The computation failed and was stopped; nothing changed',
  'player/invalid': 'Invalid player id',
  'player/unknown': 'No such player in the roster',
  'player/nickname-taken': 'The roster already has a player of this nickname (seat him, or fix his nickname)',
  'player/limit': 'Too many players in the roster',
  'tournament/judge-table': 'A judge is given to a table that is not in the tournament',
  'tournament/player-limit': 'Too many players in the tournament; nothing changed',
  'import/invalid': 'The file of players is refused; nothing changed',
  'client/unknown': 'No such client',
  'client/limit': 'Too many pages from this address; try again later',
  'rate/limited': 'Too many frames, slow down',
  'store/write-failed': 'Could not save the command; nothing changed',
  'store/file-damaged':
    'A data file is damaged and kept as it is; this change would overwrite it and is refused (repair or move the file, then restart the hub)',
  'http/not-found': 'Not found',
  'http/method': 'Method not allowed',
  'http/too-large': 'Request body is too large',
  'http/forbidden-host': 'This host name is not allowed (add it with --allow-host)',
  'http/forbidden-origin': 'Requests from this web page are not allowed (add its origin with --allow-origin)',
  'media/bad-type': 'Not an image the hub accepts (PNG, JPEG or WebP)',
  'media/too-large': 'The image is too large (at most 2 MB and 1024 pixels a side; scale it down first)',
  'media/unreadable': 'The file could not be read (a disk error or no permission); the other photos went on',
  'identity/low-contrast':
    'The theme is refused: its text would be hard to read on its plates; nothing changed',
  'feed/invalid': 'Unknown feed',
  'hub/internal': 'Internal error; nothing changed',
  'obs/unreachable':
    'Cannot reach OBS (check the address and password in the OBS settings, and that OBS is running); nothing changed',
  'obs/no-browser-source':
    'This OBS cannot create browser sources (install OBS from obsproject.com, whose builds include it, or run setup with sources off and import the scene collection file); nothing was left half-made',
  'obs/name-taken':
    'OBS already has a scene or source of that name that the hub did not make; it was not touched and nothing was created (rename it in OBS or change the scene mapping)',
  'obs/timeout':
    "OBS stopped answering during setup (a dialog open in OBS? OBS frozen?); what this run had made is kept as the hub's, and running setup again completes it",
  'obs/failed': 'OBS refused a setup step; what this run had created was removed',
  'draft/none': 'No role draft is open on this table (the operator opens one)',
  'draft/bad-key': 'The draft key is missing or wrong',
  'draft/wrong-seat': "This page's key is another seat's: it opens that seat only",
  'draft/no-seat': 'No such seat at this table',
  'draft/not-your-turn': 'Not your turn: the seats draw in order',
  'draft/already-drawn': 'This seat has drawn its card already',
  'draft/card-open': 'A card is still open: its player confirms it (or the judge closes it) first',
  'draft/not-drawn': 'This seat has no open card',
  'draft/closed': 'This draft is over (dealt or void); nothing changed',
  'draft/not-in-setup': 'Roles are drawn before the game starts: start a new game first',
  'draft/game-changed':
    'The game changed during the draft (a new game or another seat count); the draft is void, open a new one',
  'draft/version': 'This draft page is of another version: reload it',
  'draft/open':
    'A role draft is open on this table: let it finish, or deal cancelling the draft (it is voided); nothing changed',
  'draft/seat-taken':
    "This seat's link is already open on another device: one seat, one device (the judge can hand the seat to this one)",
  'draft/handed': 'The judge handed this seat to another device',
  'draft/not-yours':
    'This card was not opened on this page: only the page that opened it (or the judge) can close it',
  'draft/limit': 'Too many draft pages are open; close some',
};

export const detail: Words<typeof ru.detail> = {
  'onAir.operator': 'on-air is for overlays; an operator names its table',
  'onAir.controller': 'on-air is for overlays; a controller names its table',
  'onAir.judge': "on-air is for overlays; a judge's tablet names its table",
  contrast: 'text {text} on plate {plate} is {shown}:1, at least {min}:1 is needed',
  rulesetPlayed: '"{name}" already counts games under {ruleset}: {n}',
  rulesetOther: '"{name}" plays {ruleset}, not {wanted}',
  tableCount: { one: 'the tournament has {n} table', other: 'the tournament has {n} tables' },
  roundsKept: { one: 'only {n} round can be kept', other: 'only {n} rounds can be kept' },
  stranger: '{name} is not among the players',
  badTable: '{table} is not among the tables',
  keptTableGone: 'a kept round was played at a table left out now',
  awayRound: '{name}: there is no round {round}, the day has {rounds}',
  bannedEverywhere: '{name} is banned from every table that plays',
  separateTooBig:
    'a group of {n} cannot be kept apart on {tables} tables: at least {playing} of them play each round',
  tooManyRules: 'the rules kept and asked for together are more than a schedule holds',
  drawsNow: 'seat {seat} draws now',
};

export const rosterFile: Words<typeof ru.rosterFile> = {
  row: 'row {row}: {what}',
  notNumber: '{column} id "{value}" is not a number',
  noName: 'no nickname',
  longName: 'nickname longer than 40 characters',
  unsafeName: '"{name}" has a control, invisible or blank-looking character (or one of a wrong encoding)',
  badClub: 'club longer than 60 characters or with an invisible character',
  twice: '{name} twice (as row {other})',
  empty: 'the file is empty',
  noHeader: 'no header row naming the nickname column (nickname, ник) in the first {n} rows',
  tooMany: { one: 'more than {n} player', other: 'more than {n} players' },
  notXlsx: 'not a readable .xlsx file',
  xlsxTooBig: 'the .xlsx unpacks to more than {mb} MB (a sheet of players is far smaller): refused unread',
  encoding: 'not text in UTF-8, UTF-16 or Windows-1251: save the sheet as "CSV UTF-8 (comma delimited)"',
  also: '{a}; {b}',
  more: { one: 'and {n} more error', other: 'and {n} more errors' },
};

export { client } from './problems-client.ts';
export { clientPage } from './problems-page.ts';
