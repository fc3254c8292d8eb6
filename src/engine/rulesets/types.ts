import type { Role, RulesetId } from '../../protocol/index.ts';
import type { ClubOptions, NightAction } from '../types.ts';

/** What a foul count does to a player (after the foul that reached it). */
export type FoulEffect = 'none' | 'skipNextSpeech' | 'silentDay' | 'silentGame' | 'remove';

/**
 * A ruleset: data plus small hooks. Each field cites the clause it implements in the ruleset file.
 * The engine never branches on the ruleset id: it reads these fields.
 */
export interface Ruleset {
  id: RulesetId;
  seats: { min: number; max: number; default: number };
  /** The deck for a seeded deal with this many seats. */
  deck: (seatCount: number, options: ClubOptions) => Role[];
  /** Which roles a hand-entered deal may contain, and how many (null = any number). */
  roleLimits: (seatCount: number) => Partial<Record<Role, { min: number; max: number | null }>>;
  /** Clause for the deck rule. */
  deckClause: string;
  timings: {
    speechMs: number;
    tieSpeechMs: number;
    /** A 3rd-foul player's speech in the critical cases (MafClub 4.4.1, FIIM 7.5-7.6). */
    shortSpeechMs: number;
    lastWordMs: number;
    /** Classic: 30 s each when three leave at once. */
    lastWordWhenThreeMs: number;
    arrangementMs: number;
    donLookMs: number;
    sheriffLookMs: number;
    donCheckMs: number;
    sheriffCheckMs: number;
    nightActionMs: number;
    /** Club: the one-minute general discussion before the vote; 0 = none. */
    discussionMs: number;
  };
  /** Stages of the first night after the deal, in order. */
  firstNight: ('arrangement' | 'donLook' | 'sheriffLook')[];
  /** Night steps of later nights, in order (club roles only when dealt). */
  nightOrder: NightAction[];
  /** Don and Sheriff checks are called even when they are out (MafClub 2.5.5, classic). */
  callChecksWhenOut: boolean;
  /** MafClub 2.5.8: shift the opener so that nobody closes two days in a row. */
  shiftOpener: boolean;
  /** 'latest': several named in one speech, the latest stands (MafClub 2.3.12); 'onePerDay': FIIM 4.4.3. */
  nominations: 'latest' | 'onePerDay';
  nominationClause: string;
  /** Who is voted on: the nominated (MafClub 2.4.5, FIIM 4.4.8) or everyone in speech order (club). */
  candidates: 'nominated' | 'everyone';
  /** A lone nominee after day 1 by default (game/new `loneNominee` overrides): leaves without a vote (MafClub 2.4.4) or is voted on (FIIM 4.4.10). */
  loneNominee: 'leaves' | 'vote';
  /** A smaller tied set after a re-vote gets speeches and a re-vote again (FIIM 4.4.12.2). */
  smallerTieRepeats: boolean;
  /**
   * The eliminate-all vote when the tie is the whole table: 'none' = never put (FIIM 7.8);
   * drawWhenLeft: put only with that many at the table, passing it is a draw (MafClub 2.7.2).
   */
  wholeTableTie: 'none' | { drawWhenLeft: number[] };
  /** Classic: four at the table and a second tie: everyone stays. */
  fourAtTableTieStays: boolean;
  /** Club: tied players do not vote in the re-vote. */
  tiedDoNotVote: boolean;
  foulEffect: (fouls: number) => FoulEffect;
  foulClause: string;
  techFoulsToRemove: number;
  removalClause: string;
  /** Last word after a night kill (club: the killed leave without a word). */
  lastWordAfterNightKill: boolean;
  /** Who may name the first killed's three: null = nobody. */
  bestMove: 'primaNota' | 'bestMove' | null;
  /** 'mafclub': three nights and days with nobody leaving (2.7.2); 'fiim': after the third night (7.7). */
  draw: 'threeDaysAndNights' | 'afterThirdNight' | null;
  /** Black wins when black >= red (MafClub 2.7.1 "same number", FIIM 1.4 "equal or more"). */
  winClause: string;
  /** A 3rd-foul player speaks 30 s with 3-4 at the table (MafClub 4.4.1, FIIM 7.6); classic: no. */
  shortSpeechWhenFew: boolean;
  /** The vote closes once the result is certain (MafClub comment to 2.4.3); FIIM counts every vote. */
  earlyDecision: boolean;
  /** Players who do not vote count for the last candidate (MafClub 2.4.14, FIIM 4.4.8, classic 3.4). */
  nonVotersForLast: boolean;
  /** A removal cancels the nearest vote (MafClub 4.12, FIIM 7.1-7.2, classic 3.5); the club text: no. */
  removalCancelsVote: boolean;
  /** Technical fouls exist (MafClub 5.7: online games only); false = the command is refused. */
  techFouls: boolean;
  /**
   * The table hears the mafia's shot in the morning, kill or miss (MafClub 2.5.6); false: only
   * who died (club: "стол покидают погибшие игроки", a heal or the maniac blur whose shot it was).
   */
  morningNamesShot: boolean;
  /** Club: the maniac wins only when left alone ("Маньяк побеждает если остается один"). */
  maniacWinsAlone: boolean;
  /** Club: the psychopath takes one player along on any day elimination ("при его дневном убийстве"). */
  psychopathRevenge: boolean;
  /** The clause each kind of error cites at this ruleset's tables (null: the text has none). */
  clauses: RuleClauses;
  /** Judge-imposed results: what `game/surrender` and `game/result` mean here. */
  imposed: ImposedResults;
  /** FIIM 6.9: disqualifying fouls (by clause) that carry no penalty once the game is decided. */
  noPenaltyAfterDecision?: readonly string[];
  /**
   * MafClub 4.11: a night removal takes effect after the Sheriff's phase, so the mafia's shot may
   * still land on the removed player (then "killed at night", 4.12). FIIM removes at once: absent.
   */
  shotAfterNightRemoval?: string;
  /**
   * MafClub 3.12: a red card is "removal from the tournament & -2": the removal from the table it
   * brings is no second charge (one total for one card, during or after the game). The clause.
   */
  redCardOneCharge?: string;
  /**
   * FIIM 4.4.2-4.4.3 (chief judge): a nomination the judge accepted ("accepted", 4.4.2) stands; no clause
   * allows a withdrawal and each player has one a day. The clause `nomination/no-withdrawal` cites.
   */
  noWithdrawal?: string;
  /** MafClub 4.17.5: a second removal in a tournament adds a yellow card (the clause). */
  repeatRemovalCard?: string;
  /** MafClub 4.15.1: a second automatic replay caused in a tournament: a red card (the clause). */
  repeatReplayCard?: string;
  /** MafClub 2.4.2: the vote goes on to the end after an early decision (the clause `vote/late` cites). */
  lateCountsClause?: string;
  /** MafClub 4.13 automatic replay and 4.20 replay on appeal (clauses); absent: not named. */
  replayClauses?: { automatic: string; appeal: string };
}

/** Clauses cited by errors, per ruleset (issue: "every error cites the clause of its table's ruleset"). */
export interface RuleClauses {
  /** Speeches in seat order (MafClub 2.3.2, FIIM 4.3.2, classic 2.4). */
  speechOrder: string | null;
  /** Nominating only in one's own speech (MafClub 2.3.5, FIIM 4.4.2). */
  nominate: string | null;
  /** A player nominated once already (MafClub 2.3.7). */
  nominatedAlready: string | null;
  /** Withdrawing one's own nomination (MafClub 2.3.10). */
  withdraw: string | null;
  /** Votes counted in nomination order (MafClub 2.4.5, FIIM 4.4.4). */
  voteOrder: string | null;
  /** One vote per player (MafClub 2.4.13, FIIM 4.4.7, classic 3.2). */
  voteOnce: string | null;
  /** The vote after all speeches (MafClub 2.4.1, FIIM 4.4.1). */
  voteAfterSpeeches: string | null;
  /** Tie speeches (MafClub 2.4.15, FIIM 4.4.12, classic 2.5). */
  tie: string | null;
  /** Night steps in order (MafClub 2.5, FIIM 4.5). */
  night: string | null;
  /** A role out is still called, nobody acts (MafClub 2.5.5). */
  roleOut: string | null;
  /** The result is final once declared (MafClub 2.7.3). */
  resultFinal: string | null;
  /** A red card (MafClub 4.18). */
  redCard: string | null;
  /** Club: the doctor heals nobody twice running, himself once a game (the club rules' section on the doctor). */
  heal: string | null;
  /** Club: the lover visits nobody twice running (their section on the lover). */
  visit: string | null;
  /** Club: the psychopath voted out takes one along (their section on the psychopath). */
  revenge: string | null;
  /** The number of players (MafClub 1.1, FIIM 1.1). */
  seatCount: string | null;
}

/**
 * Judge-imposed results. `surrender`: who wins when `game/surrender` is given (MafClub comment to
 * 2.7.1: the black team surrenders, red wins); null = the ruleset has no such result.
 * `teamLoss`: the clause under which a team is given the loss (FIIM 6.8, classic 7.4);
 * `changed`: the chief judge changes the result (FIIM 8.9); `draw`: a draw is declared (MafClub 4.16).
 */
export interface ImposedResults {
  surrender: { winner: 'red'; clause: string | null } | null;
  teamLoss: string | null;
  changed: string | null;
  draw: string | null;
}
