/**
 * The engine's state and events. State is plain data (JSON-safe), events are facts; `evolve`
 * (state.ts) applies one event to a state. Decisions live in the per-area files.
 */
import type { GameCommand, Role, RulesetId, Said } from '../protocol/index.ts';
import type { Stage } from '../protocol/view.ts';

export type Phase = 'setup' | 'night' | 'day' | 'finished';
export type SeatStatus = 'alive' | 'killed' | 'votedOut' | 'removed';
import type { Winner } from '../facts/index.ts';
export type { Winner };
export type TimerKind =
  | 'speech'
  | 'tieSpeech'
  | 'lastWord'
  | 'arrangement'
  | 'donLook'
  | 'sheriffLook'
  | 'donCheck'
  | 'sheriffCheck'
  | 'night'
  | 'discussion'
  | 'custom';
export type NightAction = 'visit' | 'shot' | 'donCheck' | 'sheriffCheck' | 'heal' | 'maniacShot';

export interface Moment {
  phase: 'day' | 'night';
  number: number;
}

/** The roster player in a seat as the log recorded him (issue 9): a game refolds without the roster. */
export interface SeatPlayer {
  id: string;
  club: string | null;
  photo: string | null;
  /** What the stream shows for him when the roster gives a shorter name (issue 38.5). */
  stage?: string;
}

export interface SeatState {
  seat: number;
  nickname: string;
  /** Null for a typed name (seat/nickname) or an empty seat. */
  player: SeatPlayer | null;
  role: Role | null;
  status: SeatStatus;
  leftAt: Moment | null;
  /** Removed for a serious violation (not a plain 4th foul): scoring needs the difference. */
  disqualified: boolean;
  fouls: number;
  techFouls: number;
  yellowCards: number;
  redCard: boolean;
  /** Automatic replays this player caused in this game (MafClub 4.15: removal + yellow card each). */
  autoReplays: number;
  /** Removed for a serious violation in an earlier deal of this game (before a replay): it stands. */
  removedBefore: boolean;
  /** 3rd foul: the next speech is lost (MafClub 4.4, FIIM 6.4, classic 5-6). */
  skipNextSpeech: boolean;
  /** Club: silent (no speech, no vote) on this day: lover's visit, or 2 fouls. */
  silentOnDay: number | null;
  /** Club: 3 fouls: silent, no nominating or voting until the end. */
  silentForGame: boolean;
}

export interface Timer {
  kind: TimerKind;
  seat: number | null;
  durationMs: number;
  remainingMs: number;
  runningSince: number | null;
}

export interface Nomination {
  seat: number;
  by: number;
  /** Which speech of the day it was made in (withdrawal only in the same speech, MafClub 2.3.10). */
  speech: number;
}

export interface Today {
  opener: number | null;
  closer: number | null;
  /** Speech order of the day (alive seats from the opener). */
  order: number[];
  /** Seats whose turn has passed: spoke, or lost the speech. */
  done: number[];
  /** Seats that lost today's speech to a penalty (they may still nominate, MafClub 4.4). */
  lostSpeech: number[];
  /** Counts speeches of the day; the current one's number. */
  speechNo: number;
  nominations: Nomination[];
  /** The day's decided votes in order (the re-vote's tie included), as each was decided: the result cards. */
  rounds: Voting[];
}

export interface VoteCount {
  candidate: number;
  count: number;
  voters: number[] | null;
  /** Counted after the vote was decided, for the protocol (MafClub 2.4.2): never changes the result. */
  late?: true;
}

export type SanctionKind = 'foul' | 'yellowCard' | 'redCard' | 'removal';

/** A sanction's reason and clause as the protocol shows them (issue 21). */
export interface SanctionNote {
  seat: number;
  kind: SanctionKind;
  at: Moment;
  /** The foul's number (MafClub 4.7: the host announces which warning it is). */
  number?: number;
  reason?: string;
  clause?: string;
  /** Given after the game was decided: no penalty (FIIM 6.9). */
  noPenalty?: true;
}

export interface Voting {
  kind: 'main' | 'tie' | 'eliminateAll';
  candidates: number[];
  votes: VoteCount[];
  /** Who may vote (alive, not silenced; club: not the tied players in a re-vote). */
  voters: number[];
  eliminateAllFor: number | null;
  /** The result is known (all counted, or mathematically certain: MafClub comment to 2.4.3). */
  decided: boolean;
  /** The tied set of the previous round (FIIM 4.4.12.2 / 4.4.12.3). */
  previousTie: number[] | null;
}

export interface NightRecord {
  night: number;
  shot?: number | 'miss';
  donCheck?: { seat: number; isSheriff: boolean };
  sheriffCheck?: { seat: number; isBlack: boolean };
  heal?: number;
  visit?: number;
  maniacShot?: number | 'miss';
  /** Set at the morning: who died after everything. */
  died?: number[];
  /** The morning has announced the result. */
  announced: boolean;
  /** Steps still to call this night, in order. */
  pending: NightAction[];
}

export interface ClubOptions {
  loverSide: 'red' | 'black';
  maniacVariant: 'classic' | 'modern';
  /** Club: the same tie again: the eliminate-all question, or everyone stays ("На выбор"). Absent = the question. */
  repeatedTie?: 'eliminateAllVote' | 'night';
  /** Tournament variants (absent = the rulebook): see RulesetOptionsShape in the protocol. */
  firstDay?: 'vote' | 'noVote' | 'liftOnly';
  firstKilledPick?: 'seats' | 'colours';
  loneNominee?: 'leaves' | 'vote';
  /** MafClub 3.3.1 / 3.4.1: five players, six points of extras (agreed with the chief judge). */
  awardLimits?: 'standard' | 'extended';
}

export interface GameState {
  gameId: string;
  ruleset: RulesetId;
  seatCount: number;
  options: ClubOptions;
  seed: string | null;
  phase: Phase;
  stage: Stage;
  day: number;
  night: number;
  seats: SeatState[];
  speaker: number | null;
  timer: Timer | null;
  today: Today;
  voting: Voting | null;
  /** The day's last decided vote, kept through the night that follows (its result card). */
  lastVote: Voting | null;
  /** Every day's decided votes, as decided (the vote history grid, issue 38.11): votes are public. */
  voteDays: { day: number; rounds: Voting[] }[];
  /** Tie speeches still to give (in nomination order). */
  tieQueue: number[];
  /** Last words still to give, and how long each is. */
  lastWords: { queue: number[]; durationMs: number };
  /** Where the game goes once the last words are over. */
  afterLastWords: 'night' | 'speeches' | 'finished';
  /** Removals cancel the nearest votes (MafClub 4.12, FIIM 7.1-7.2, classic 3.5). */
  votesToCancel: number;
  nights: NightRecord[];
  firstKilled: number | null;
  bestMove: number[] | null;
  /** firstKilledPick `colours`: his guess for each seat of bestMove. */
  bestMoveColours?: ('red' | 'black')[];
  /** FIIM 8.3.5: named after asking for a hint: recorded, no points. */
  bestMoveHinted?: true;
  /** Reasons and clauses of sanctions, in order (the protocol; judge feed only). */
  sanctionNotes?: SanctionNote[];
  /** Night number since which nobody left (draw, MafClub 2.7.2 / FIIM 7.7); null if someone left. */
  quietSince: number | null;
  winner: Winner | null;
  /** The judge imposed the result (FIIM 6.8, 8.9; classic 7.4; MafClub 4.16): why, and the clause. */
  imposed: { reason: ImposedReason; clause: string | null } | null;
  announcement: Said | null;
  /** Players replaced at their seat, with the sanctions they take along (issue 34: not the seat's). */
  departed?: DepartedPlayer[];
  /** Replays (MafClub 4.13-4.14): the offender, and the points the replay keeps (3.11.1). */
  replays: Replay[];
  /** Psychopath voted out: may take one player along (club). */
  revengeBy: number | null;
  /** The judge's post-game awards (scoring). */
  extras: { seat: number; kind: ExtraKind; points: number }[];
  /** Awards a changed result voided (MafClub 4.20.2, FIIM 8.9), with that clause: the notes say so. */
  voidedExtras?: { seat: number; kind: ExtraKind; points: number; clause: string | null }[];
}

/**
 * A replay (MafClub 4.13-4.14 automatic, 4.20 on appeal): the offender, the points it keeps (3.11.1,
 * automatic only), and whether it was the offender's second in the tournament (4.15.1: red card).
 */
export interface DepartedPlayer {
  nickname: string;
  player?: string;
  /** Removed for a serious violation in this game (any deal). */
  disqualified: boolean;
  yellowCards: number;
  redCard: boolean;
  autoReplays: number;
}

export interface Replay {
  offender: number | null;
  kept?: { seat: number; points: number }[];
  /** Absent: automatic (the only kind before issue 21). */
  kind?: 'appeal';
  repeat?: true;
}

export type ImposedReason = 'teamLoss' | 'changed' | 'draw';

export type ExtraKind = 'bestMove' | 'bestPlay' | 'worstMove' | 'worstPlay' | 'judge' | 'penalty';

export type GameEvent =
  | { type: 'gameCreated'; gameId: string; ruleset: RulesetId; seatCount: number; options: ClubOptions }
  | { type: 'nicknameSet'; seat: number; nickname: string }
  | { type: 'playerSeated'; seat: number; nickname: string; player: SeatPlayer }
  | { type: 'roleSet'; seat: number; role: Role | null }
  | { type: 'rolesDealt'; seed: string; roles: Role[] }
  | { type: 'stageSet'; phase: Phase; stage: Stage; day: number; night: number }
  | { type: 'timerSet'; timer: Timer | null }
  | { type: 'speakerSet'; seat: number | null }
  | { type: 'speechTurnDone'; seat: number; lost: boolean }
  | { type: 'dayOpened'; day: number; opener: number; closer: number; order: number[] }
  | { type: 'nominated'; seat: number; by: number }
  | { type: 'nominationWithdrawn'; seat: number }
  | { type: 'votingStarted'; voting: Voting }
  | { type: 'votesRecorded'; candidate: number; count: number; voters: number[] | null }
  | { type: 'eliminateAllRecorded'; count: number }
  | { type: 'votingDecided' }
  | { type: 'votingClosed' }
  /** Club: a player removed during a vote leaves it: not a candidate, not a voter, no tie speech. */
  | { type: 'voteLeft'; seat: number }
  | { type: 'tieQueued'; seats: number[] }
  | { type: 'tieSpeechDone'; seat: number }
  | {
      type: 'seatLeft';
      seat: number;
      how: 'killed' | 'votedOut' | 'removed';
      at: Moment;
      disqualified: boolean;
    }
  | { type: 'lastWordsQueued'; seats: number[]; durationMs: number; then: GameState['afterLastWords'] }
  | { type: 'lastWordDone'; seat: number }
  | { type: 'afterLastWordsSet'; then: GameState['afterLastWords'] }
  | { type: 'nightOpened'; night: number; pending: NightAction[] }
  | { type: 'nightActed'; action: NightAction; seat: number | null; result: boolean | null }
  | { type: 'nightResolved'; died: number[] }
  | { type: 'firstKilledSet'; seat: number }
  | { type: 'bestMoveRecorded'; seats: number[]; colours?: ('red' | 'black')[]; hinted?: true }
  | ({ type: 'sanctionNoted' } & SanctionNote)
  | { type: 'lateVotesRecorded'; candidate: number; count: number; voters: number[] | null }
  | { type: 'foulChanged'; seat: number; fouls: number }
  | { type: 'techFoulAdded'; seat: number }
  | { type: 'yellowCardAdded'; seat: number }
  | { type: 'redCardGiven'; seat: number }
  | { type: 'speechPenaltySet'; seat: number; skip: boolean }
  | { type: 'announced'; text: Said | null }
  | { type: 'silenced'; seat: number; day: number | null; forGame: boolean }
  | { type: 'votesToCancelChanged'; value: number }
  | { type: 'quietSinceSet'; night: number | null }
  | { type: 'winnerDeclared'; winner: Winner }
  | { type: 'resultImposed'; winner: Winner; reason: ImposedReason; clause: string | null }
  | ({ type: 'replayed' } & Replay)
  | { type: 'revengePending'; seat: number | null }
  | { type: 'extraAwarded'; seat: number; kind: ExtraKind; points: number }
  | {
      type: 'extrasVoided';
      voided: { seat: number; kind: ExtraKind; points: number }[];
      clause: string | null;
    }
  | { type: 'undone'; n: number }
  | { type: 'redone'; n: number };

/**
 * One accepted command with the events it produced. `n` counts on across a table's games (a
 * game/new entry takes the next number, its log starts with it): the hub resumes its sequence `s`
 * from the last `n` after a restart and keys finished games by it, so it never goes back.
 */
export interface LogEntry {
  n: number;
  at: number;
  command: GameCommand;
  events: GameEvent[];
}

export interface Game {
  readonly log: readonly LogEntry[];
  readonly state: GameState;
}
