import { BEST_MOVE } from '../../facts/index.ts';
import { sportDeck, sportFouls, sportLimits } from './mafclub-2023.ts';
import type { Ruleset } from './types.ts';

export const fiim2019: Ruleset = {
  id: 'fiim-2019',
  seats: { min: 10, max: 10, default: 10 }, // 1.1
  deck: sportDeck, // 1.1
  roleLimits: sportLimits,
  deckClause: '1.1',
  timings: {
    speechMs: 60_000, // 4.3.1
    tieSpeechMs: 30_000, // 4.4.12
    shortSpeechMs: 30_000, // 7.6
    lastWordMs: 60_000, // 4.4.13, 4.5.4
    lastWordWhenThreeMs: 60_000,
    arrangementMs: 60_000, // 4.2.1
    donLookMs: 0, // 4.2.1-4.2.3: no Don's look on the first night
    sheriffLookMs: 20_000, // 4.2.3
    donCheckMs: 10_000, // 4.2.2
    sheriffCheckMs: 10_000, // 4.2.3
    nightActionMs: 10_000,
    discussionMs: 0,
  },
  firstNight: ['arrangement', 'sheriffLook'], // 4.2.1-4.2.3: no Don's look on the first night
  nightOrder: ['shot', 'donCheck', 'sheriffCheck'], // 4.5.3-4.5.7
  callChecksWhenOut: true,
  shiftOpener: false, // 4.3.2
  nominations: 'onePerDay', // 4.4.3
  noWithdrawal: '4.4.3',
  nominationClause: '4.4.3',
  candidates: 'nominated', // 4.4.4
  loneNominee: 'vote', // 4.4.10: "any number of nominees is voted" on later days
  smallerTieRepeats: true, // 4.4.12.2
  wholeTableTie: 'none', // 7.8
  fourAtTableTieStays: false,
  tiedDoNotVote: false,
  foulEffect: sportFouls, // 6.4, 6.5
  foulClause: '6.4',
  techFoulsToRemove: 2,
  removalClause: '7.1',
  lastWordAfterNightKill: true, // 4.5.4
  bestMove: BEST_MOVE['fiim-2019'],
  draw: 'afterThirdNight', // 7.7
  winClause: '1.4',
  shortSpeechWhenFew: true, // 7.6
  earlyDecision: false, // every count is entered (the early close is MafClub's comment to 2.4.3)
  nonVotersForLast: true, // 4.4.8
  removalCancelsVote: true, // 7.1-7.2
  techFouls: false, // MafClub 5.7 only
  morningNamesShot: true, // 4.5.5: the kill or the miss
  maniacWinsAlone: false,
  psychopathRevenge: false,
  clauses: {
    speechOrder: '4.3.2',
    nominate: '4.4.2',
    nominatedAlready: null,
    withdraw: null,
    voteOrder: '4.4.4',
    voteOnce: '4.4.7',
    voteAfterSpeeches: '4.4.1',
    tie: '4.4.12',
    night: '4.5',
    roleOut: null,
    resultFinal: null,
    redCard: null,
    heal: null,
    visit: null,
    revenge: null,
    seatCount: '1.1',
  },
  imposed: { surrender: null, teamLoss: '6.8', changed: '8.9', draw: null },
  // 6.9: 6.7.2-6.7.3, 6.7.5-6.7.14, 6.8.1-6.8.5 after the decisive kill or vote.
  noPenaltyAfterDecision: [
    '6.7.2',
    '6.7.3',
    ...Array.from({ length: 10 }, (_, i) => `6.7.${i + 5}`),
    ...Array.from({ length: 5 }, (_, i) => `6.8.${i + 1}`),
  ],
};
