import { BEST_MOVE } from '../../facts/index.ts';
import type { Role } from '../../protocol/index.ts';
import type { ClubOptions } from '../types.ts';
import type { FoulEffect, Ruleset } from './types.ts';

/** Black cards (mafia incl. Don) for a club table of n (6-16 players). */
const blacksFor = (n: number) => (n <= 7 ? 2 : n <= 10 ? 3 : n <= 13 ? 4 : 5);

/**
 * Default club deck: Sheriff and Doctor always; lover from 8, maniac from 10, psychopath from 12.
 * A lover for the mafia is black (the text's list of the black team names her): she takes a
 * mafia card's place where the black team would otherwise reach half the table (8 seats: Don,
 * mafia, lover v 5 red), since the mafia wins once the teams are equal (the winClause).
 */
function clubDeck(n: number, options: ClubOptions): Role[] {
  const lover = n >= 8;
  const blackLover = lover && options.loverSide === 'black' ? 1 : 0;
  let blacks = blacksFor(n);
  while ((blacks + blackLover) * 2 >= n && blacks > 1) blacks--;
  const deck: Role[] = ['sheriff', 'doctor', 'don'];
  for (let i = 1; i < blacks; i++) deck.push('mafia');
  if (lover) deck.push('lover');
  if (n >= 10) deck.push('maniac');
  if (n >= 12) deck.push('psychopath');
  while (deck.length < n) deck.push('citizen');
  return deck;
}

/** "Замечания": 2 silent for a day, 3 silent and no nominating or voting, 4 out. */
const clubFouls = (fouls: number): FoulEffect =>
  fouls >= 4 ? 'remove' : fouls === 3 ? 'silentGame' : fouls === 2 ? 'silentDay' : 'none';

export const clubMafia: Ruleset = {
  id: 'club-mafia',
  seats: { min: 6, max: 16, default: 10 }, // "Играет от 6 до 16 игроков"
  deck: (n, options) => clubDeck(n, options),
  roleLimits: () => ({
    sheriff: { min: 0, max: 1 },
    doctor: { min: 0, max: 1 },
    lover: { min: 0, max: 1 },
    maniac: { min: 0, max: 1 },
    psychopath: { min: 0, max: 1 },
    don: { min: 0, max: 1 },
    mafia: { min: 0, max: null },
    citizen: { min: 0, max: null },
  }),
  deckClause: 'Персонажи',
  timings: {
    speechMs: 60_000, // "30 секунд или 1 минута"
    tieSpeechMs: 30_000, // "Автокатастрофа": 30 s each
    shortSpeechMs: 30_000,
    lastWordMs: 30_000, // "последнее слово (длительность – 30 секунд)"
    lastWordWhenThreeMs: 30_000,
    arrangementMs: 60_000,
    donLookMs: 0,
    sheriffLookMs: 0,
    donCheckMs: 0,
    sheriffCheckMs: 15_000,
    nightActionMs: 30_000, // "Мафии дается 30 секунд"
    discussionMs: 60_000, // "объявляется общее время – 1 минута"
  },
  firstNight: ['arrangement'], // roles meet the host; the mafia meets
  nightOrder: ['visit', 'shot', 'sheriffCheck', 'heal', 'maniacShot'], // "Вторая и последующие ночи"
  callChecksWhenOut: false,
  shiftOpener: false,
  nominations: 'latest',
  nominationClause: 'Первый день',
  candidates: 'everyone', // "по порядку высказывания ... все голосуют"
  loneNominee: 'leaves', // unused: everyone is a candidate
  smallerTieRepeats: false,
  wholeTableTie: 'none',
  fourAtTableTieStays: false,
  tiedDoNotVote: true, // "Игроки участвующие в автокатастрофе не голосуют"
  foulEffect: clubFouls,
  foulClause: 'Замечания',
  techFoulsToRemove: 2,
  removalClause: 'Удаление из игры',
  lastWordAfterNightKill: false, // "без дополнительных слов стол покидают погибшие игроки"
  bestMove: BEST_MOVE['club-mafia'],
  draw: null,
  winClause: 'Второй день',
  shortSpeechWhenFew: false,
  earlyDecision: true,
  nonVotersForLast: false, // the club text has no such rule
  removalCancelsVote: false, // "Удаление из игры" says nothing of the vote
  techFouls: false, // MafClub 5.7 only
  morningNamesShot: false, // "стол покидают погибшие игроки" (the shot and the maniac's are not told apart)
  maniacWinsAlone: true, // "«Маньяк» побеждает если остается один"
  psychopathRevenge: true, // "при его дневном убийстве он может забрать с собой любого"
  clauses: {
    speechOrder: null,
    nominate: null,
    nominatedAlready: null,
    withdraw: null,
    voteOrder: null,
    voteOnce: null,
    voteAfterSpeeches: null,
    tie: 'Автокатастрофа',
    night: null,
    roleOut: null,
    resultFinal: null,
    redCard: null,
    heal: 'Доктор',
    visit: 'Путана',
    revenge: 'Психопат',
    seatCount: 'intro',
  },
  imposed: { surrender: null, teamLoss: null, changed: null, draw: null },
};
