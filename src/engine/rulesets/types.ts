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
}
