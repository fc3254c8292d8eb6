/** The start most scripted games share (unit, e2e and the packaged-program test); no test runner imports. */
import type { GameCommand, Role } from '../src/protocol/index.ts';

/** The deal most e2e games use: Don 6, mafia 3 and 7, Sheriff 8. */
export const ROLES: readonly Role[] = [
  'citizen',
  'citizen',
  'mafia',
  'citizen',
  'citizen',
  'don',
  'mafia',
  'sheriff',
  'citizen',
  'citizen',
];

/** The deal the engine and export scenarios use: Don 3, mafia 6 and 9, Sheriff 5. */
export const SPORT_ROLES: readonly Role[] = [
  'citizen',
  'citizen',
  'don',
  'citizen',
  'sheriff',
  'mafia',
  'citizen',
  'citizen',
  'mafia',
  'citizen',
];

/** The club deal: 1 Sheriff, 2 doctor, 3 Don, 4 mafia, 5 lover, 6 maniac, 7 psychopath, 8-10 citizens. */
export const CLUB_ROLES: readonly Role[] = [
  'sheriff',
  'doctor',
  'don',
  'mafia',
  'lover',
  'maniac',
  'psychopath',
  'citizen',
  'citizen',
  'citizen',
];

/**
 * Commands from a new sport game (MafClub or FIIM: three stages in night 0) to day 1: nicknames and
 * roles dealt by hand, the game started, the night's stages ended.
 */
export function dealtToDayOne(
  names: readonly string[],
  roles: readonly Role[],
  game: { ruleset?: 'mafclub-2023' | 'fiim-2019'; gameId?: string } = {},
): GameCommand[] {
  return [
    {
      type: 'game/new',
      ruleset: game.ruleset ?? 'mafclub-2023',
      ...(game.gameId ? { gameId: game.gameId } : {}),
    },
    ...names.map((nickname, i): GameCommand => ({ type: 'seat/nickname', seat: i + 1, nickname })),
    ...roles.map((role, i): GameCommand => ({ type: 'seat/role', seat: i + 1, role })),
    { type: 'game/start' },
    { type: 'stage/end' },
    { type: 'stage/end' },
    { type: 'stage/end' },
  ];
}

/** Commands from a fresh MafClub game to the first speech of day 1, with these nicknames and ROLES. */
export function toFirstSpeech(names: readonly string[]): GameCommand[] {
  return [...dealtToDayOne(names, ROLES), { type: 'speech/start' }];
}

/** Day 1 after toFirstSpeech: seat 1 nominates 4, seat 2 nominates 7, the other eight speak; the vote starts. */
export function dayOneToVote(names: readonly string[]): GameCommand[] {
  return [
    ...toFirstSpeech(names),
    { type: 'nominate', seat: 4 },
    { type: 'speech/end' },
    { type: 'speech/start' },
    { type: 'nominate', seat: 7 },
    { type: 'speech/end' },
    ...Array.from({ length: 8 }, (): GameCommand[] => [
      { type: 'speech/start' },
      { type: 'speech/end' },
    ]).flat(),
    { type: 'vote/start' },
  ];
}

/** Night 1 of the ROLES deal: seat 1 shot, the Don finds the Sheriff (8), the Sheriff finds mafia 3. */
export const NIGHT_ONE: readonly GameCommand[] = [
  { type: 'night/shot', seat: 1 },
  { type: 'night/donCheck', seat: 8 },
  { type: 'night/sheriffCheck', seat: 3 },
];
