import { BEST_MOVE } from '../../facts/index.ts';
import { sportDeck, sportFouls, sportLimits } from './mafclub-2023.ts';
import type { Ruleset } from './types.ts';

/** Classic rules (no clause numbers in the opening text: cited by section or "rules" paragraph). */
export const classicMafia: Ruleset = {
  id: 'classic-mafia',
  seats: { min: 10, max: 10, default: 10 },
  deck: sportDeck, // "7 мирных, одна из которых Комиссар, 3 мафии, одна из которых Дон"
  roleLimits: sportLimits,
  deckClause: 'intro',
  timings: {
    speechMs: 60_000, // 2.1
    tieSpeechMs: 30_000, // 2.5
    shortSpeechMs: 30_000,
    lastWordMs: 60_000, // "последнее слово продолжительностью в 1 минуту"
    lastWordWhenThreeMs: 30_000, // "одновременного поднятия троих ... по 30 секунд"
    arrangementMs: 60_000,
    donLookMs: 0,
    sheriffLookMs: 30_000, // "в течение 30 секунд оглядеть спящих"
    donCheckMs: 15_000,
    sheriffCheckMs: 15_000,
    nightActionMs: 15_000,
    discussionMs: 0,
  },
  firstNight: ['arrangement', 'sheriffLook'], // the Don does not look on the first night
  nightOrder: ['shot', 'donCheck', 'sheriffCheck'],
  callChecksWhenOut: true, // "Даже если они вышли из игры"
  shiftOpener: false,
  nominations: 'onePerDay', // 3.1
  nominationClause: '3.1',
  candidates: 'nominated',
  loneNominee: 'leaves', // "если выставлена одна кандидатура, она выбывает сразу"
  smallerTieRepeats: false,
  wholeTableTie: 'none',
  fourAtTableTieStays: true, // "остаётся четыре игрока ... все игроки остаются"
  tiedDoNotVote: false,
  foulEffect: sportFouls, // 5, 6, 7.1.1
  foulClause: '5-6',
  techFoulsToRemove: 2,
  removalClause: '3.5',
  lastWordAfterNightKill: true,
  bestMove: BEST_MOVE['classic-mafia'],
  draw: null,
  winClause: 'intro',
  shortSpeechWhenFew: false, // 5-6 know no exception
  earlyDecision: true,
  nonVotersForLast: true, // 3.4
  removalCancelsVote: true, // 3.5
  techFouls: false, // MafClub 5.7 only
  morningNamesShot: true, // "Если мафия ночью промахнулась, ведущий объявляет"
  maniacWinsAlone: false,
  psychopathRevenge: false,
  clauses: {
    speechOrder: '2.4',
    nominate: null,
    nominatedAlready: null,
    withdraw: null,
    voteOrder: null,
    voteOnce: '3.2',
    voteAfterSpeeches: null,
    tie: '2.5',
    night: null,
    roleOut: null,
    resultFinal: null,
    redCard: null,
    heal: null,
    visit: null,
    revenge: null,
    seatCount: 'intro',
  },
  imposed: { surrender: null, teamLoss: '7.4', changed: null, draw: null },
};
