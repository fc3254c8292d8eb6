import { BEST_MOVE } from '../../facts/index.ts';
import type { Role } from '../../protocol/index.ts';
import type { FoulEffect, Ruleset } from './types.ts';

/** 2.1.7: 7 red cards incl. the Sheriff, 3 black incl. the Don. */
export const sportDeck = (): Role[] => [
  'sheriff',
  'citizen',
  'citizen',
  'citizen',
  'citizen',
  'citizen',
  'citizen',
  'don',
  'mafia',
  'mafia',
];

export const sportLimits = () => ({
  sheriff: { min: 1, max: 1 },
  citizen: { min: 6, max: 6 },
  don: { min: 1, max: 1 },
  mafia: { min: 2, max: 2 },
});

/** 4.4: 3rd warning loses the next speech; 4.5: 4th is out without a last word. */
export const sportFouls = (fouls: number): FoulEffect =>
  fouls >= 4 ? 'remove' : fouls === 3 ? 'skipNextSpeech' : 'none';

export const mafclub2023: Ruleset = {
  id: 'mafclub-2023',
  seats: { min: 10, max: 10, default: 10 }, // 1.1
  deck: sportDeck,
  roleLimits: sportLimits,
  deckClause: '2.1.7',
  timings: {
    speechMs: 60_000, // 2.3.2
    tieSpeechMs: 30_000, // 2.4.15
    shortSpeechMs: 30_000, // 4.4.1
    lastWordMs: 60_000, // 2.4.9, 2.5.7
    lastWordWhenThreeMs: 60_000,
    arrangementMs: 60_000, // 2.2.2
    donLookMs: 15_000, // 2.2.3
    sheriffLookMs: 15_000, // 2.2.4
    donCheckMs: 15_000, // 2.5.3
    sheriffCheckMs: 15_000, // 2.5.4
    nightActionMs: 15_000,
    discussionMs: 0,
  },
  firstNight: ['arrangement', 'donLook', 'sheriffLook'], // 2.2
  nightOrder: ['shot', 'donCheck', 'sheriffCheck'], // 2.5.2-2.5.4
  callChecksWhenOut: true, // 2.5.5
  shiftOpener: true, // 2.5.8
  nominations: 'latest', // 2.3.12
  nominationClause: '2.3.12',
  candidates: 'nominated', // 2.4.5
  loneNominee: 'leaves', // 2.4.4
  smallerTieRepeats: true, // 2.4.15 comment (ru): fewer tied again -> new 30 s speeches
  wholeTableTie: { drawWhenLeft: [3, 4] }, // 2.7.2: "on the last day of the game, when 3 or 4 players left"
  fourAtTableTieStays: false,
  tiedDoNotVote: false,
  foulEffect: sportFouls,
  foulClause: '4.4',
  techFoulsToRemove: 2, // 5.8
  removalClause: '4.12',
  lastWordAfterNightKill: true, // 2.5.7
  bestMove: BEST_MOVE['mafclub-2023'],
  draw: 'threeDaysAndNights', // 2.7.2
  winClause: '2.7.1',
  shortSpeechWhenFew: true, // 4.4.1
  earlyDecision: true, // comment to 2.4.3
  nonVotersForLast: true, // 2.4.14
  removalCancelsVote: true, // 4.12
  shotAfterNightRemoval: '4.11',
  redCardOneCharge: '3.12',
  techFouls: true, // 5.7 (online games)
  morningNamesShot: true, // 2.5.6
  maniacWinsAlone: false,
  psychopathRevenge: false,
  clauses: {
    speechOrder: '2.3.2',
    nominate: '2.3.5',
    nominatedAlready: '2.3.7',
    withdraw: '2.3.10',
    voteOrder: '2.4.5',
    voteOnce: '2.4.13',
    voteAfterSpeeches: '2.4.1',
    tie: '2.4.15',
    night: '2.5',
    roleOut: '2.5.5',
    resultFinal: '2.7.3',
    redCard: '4.18',
    heal: null,
    visit: null,
    revenge: null,
    seatCount: '1.1',
  },
  imposed: {
    surrender: { winner: 'red', clause: '2.7.1' }, // comment to 2.7.1: the black team surrenders
    teamLoss: null,
    changed: '4.20.2', // the organisers change the result without a replay (the Host's error)
    draw: '4.16',
  },
  repeatRemovalCard: '4.17.5',
  lateCountsClause: '2.4.2',
  repeatReplayCard: '4.15.1',
  replayClauses: { automatic: '4.13', appeal: '4.20' },
};
