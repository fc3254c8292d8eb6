import type { Words } from '../format.ts';
import type * as ru from '../ru/air.ts';

/** What the broadcast shows, in English (typed by the Russian file: a missing key fails tsc). */

export const status: Words<typeof ru.status> = {
  killed: 'Killed',
  votedOut: 'Voted out',
  removed: 'Removed',
};

export const penalty: Words<typeof ru.penalty> = {
  skip: 'No speech',
  short: '30 s',
  silenced: 'Silenced',
};

export const role: Words<typeof ru.role> = {
  citizen: 'Citizen',
  sheriff: 'Sheriff',
  mafia: 'Mafia',
  don: 'Don',
  doctor: 'Doctor',
  lover: 'Lover',
  maniac: 'Maniac',
  psychopath: 'Psychopath',
};

export const timer: Words<typeof ru.timer> = {
  speech: 'Speech',
  tieSpeech: 'Tie speech',
  custom: 'Timer',
};

export const stage: Words<typeof ru.stage> = {
  setup: 'Setup',
  arrangement: 'Arrangement',
  donLook: "Don's look",
  sheriffLook: "Sheriff's look",
  morning: 'Morning',
  speech: 'Speeches',
  discussion: 'General discussion',
  voting: 'Voting',
  tieSpeech: 'Tie speeches',
  revote: 'Re-vote',
  eliminateAllVote: 'Eliminate all?',
  lastWord: 'Last word',
  shot: 'Shooting',
  donCheck: "Don's check",
  sheriffCheck: "Sheriff's check",
  clubNight: 'Night',
  bestMove: 'Best move',
  finished: 'Game over',
};

export const winner: Words<typeof ru.winner> = {
  red: 'Red team wins',
  black: 'Black team wins',
  maniac: 'The maniac wins',
  draw: 'Draw',
};

export const bestMove: Words<typeof ru.bestMove> = {
  primaNota: 'Prima Nota',
  bestMove: 'Best move',
};

export const air: Words<typeof ru.air> = {
  seat: 'Seat',
  day: 'Day',
  nominated: 'Nominated',
  votes: 'Votes',
  shot: 'Shot',
  miss: 'Miss',
  donCheck: 'Don checked',
  sheriffCheck: 'Sheriff checked',
  isSheriff: 'sheriff',
  notSheriff: 'not the sheriff',
  black: 'black',
  red: 'red',
  heal: 'Doctor healed',
  visit: 'Lover visited',
  maniacShot: 'Maniac shot',
  died: 'Died at night',
  nightRecord: 'Nights',
  voteResult: 'Vote result',
  leaves: 'leaves the table',
  nobodyLeaves: 'Nobody leaves',
  voteCancelled: 'Vote cancelled: seat {seat} removed',
  allLeave: 'all leave',
  allStay: 'all stay',
  of: 'of',
  firstKilled: 'First killed',
  eliminateAll: 'Eliminate all',
  noNominations: 'Nobody nominated',
  tieAgain: 'Tied again: the vote to eliminate all',
  tieSpeeches: 'A tie: the tied players speak again',
  killedAtNight: 'Killed at night',
  takenAlong: 'Taken along by seat {seat}',
  leavesByDay: 'Killed by day',
  drawsRole: 'Draws a card',
  removedFromGame: 'Removed from the game',
  blackOfThree: 'of 3 black',
  points: 'Points',
  win: 'win',
  verdict: '{black} of {of} black',
  games: { one: '{n} game', other: '{n} games' },
  fouls: { one: '{n} foul', other: '{n} fouls' },
  yellowCard: 'Yellow card',
  wins: { one: '{n} win', other: '{n} wins' },
  standing: 'place {rank} · {points} pts',
  /** The player's card: his wins by the role dealt in this tournament (issue 38.12). */
  byRole: 'Wins: {list}',
  roleWins: '{role} {wins} of {games}',
  nominee: 'Nom.',
  reds: 'Reds',
  blacks: 'Blacks',
  paused: 'paused',
};

export const corner: Words<typeof ru.corner> = {
  game: 'Game {game}',
  sponsor: 'Sponsor',
};

export const scores: Words<typeof ru.scores> = {
  result: 'Game result',
  main: 'Main',
  extra: 'Extra',
  total: 'Total',
  standings: 'Standings',
  played: 'GP',
  points: 'Pts',
};

export const vote: Words<typeof ru.vote> = {
  by: 'by',
  now: 'voting',
};

export const setup: Words<typeof ru.setup> = {
  title: 'The overlay is not connected',
  invalid: 'is not valid',
  refused: 'The hub refused the connection',
  check: 'check',
};

export const hint: Words<typeof ru.hint> = {
  table: 'a table id: lower-case latin letters, digits and dashes (e.g. t10)',
  feed: 'feed=table or feed=spectator',
  lang: 'lang=ru or lang=en',
};

export const voteGrid: Words<typeof ru.voteGrid> = {
  title: 'Who voted for whom',
  day: 'Day {day}',
  main: 'vote',
  tie: 're-vote',
  eliminateAll: 'all',
  countsOnly: 'counts only',
  allFor: '{n} of {of}',
  voter: 'Voter',
};

export const commentator: Words<typeof ru.commentator> = {
  title: 'Commentator',
  roles: 'Roles',
  queue: 'Moments',
  onAir: 'On air',
  next: 'Next',
  nothing: 'nothing',
  hold: 'Hold',
  release: 'Release',
  held: 'held',
  skip: 'Skip the next',
  replay: 'Replay the vote',
  needsToken: "The director's keys work with the operator's link (token)",
  vote: 'Vote result',
  replayed: 'Replay: vote result',
  leave: 'Player {seat} leaves the table',
  bestMove: "The first killed's pick",
  winner: 'The result',
  draw: 'Player {seat} draws a card',
  idle: 'not connected',
  connecting: 'connecting…',
  live: 'live',
  offline: 'offline',
  refused: 'refused: check the link',
};
