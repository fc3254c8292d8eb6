/**
 * The roles and the team each plays for: one place for the engine, the panel and the overlays.
 * Zod-free, so a page can import it without the schemas.
 */

/** Every role a seat can hold (MafClub / FIIM / classic: the first four; club Mafia: all). */
export const ROLES = [
  'citizen',
  'sheriff',
  'mafia',
  'don',
  'doctor',
  'lover',
  'maniac',
  'psychopath',
] as const;
export type Role = (typeof ROLES)[number];

export type Team = 'red' | 'black' | 'maniac';

/**
 * The team of each role. Club Mafia (its opening, the two groups): the reds are the citizens, the
 * Sheriff, the doctor, the lover (unless she plays for the mafia) and the psychopath; the blacks are
 * the mafia and the Don; the maniac plays for himself.
 */
export const ROLE_TEAM: Readonly<Record<Role, Team>> = {
  citizen: 'red',
  sheriff: 'red',
  doctor: 'red',
  lover: 'red', // club: may play for the mafia (the game's `loverSide`, a result's `team`)
  psychopath: 'red',
  mafia: 'black',
  don: 'black',
  maniac: 'maniac',
};

/** A seat's team as far as its role tells (the club lover's side is the game's option). */
export function teamOf(role: Role, loverSide: 'red' | 'black' = 'red'): Team {
  return role === 'lover' ? loverSide : ROLE_TEAM[role];
}

/** How a game can end: a team wins, or a draw (MafClub 4.16, a judge's result). */
export const WINNERS = ['red', 'black', 'maniac', 'draw'] as const;
export type Winner = (typeof WINNERS)[number];

/** The mafia's own cards (the Don and the mafia): black whatever the game's options. */
export const isBlackRole = (role: Role | null | undefined): boolean => !!role && ROLE_TEAM[role] === 'black';
