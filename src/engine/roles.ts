/** What a role is: the team it plays for, the night step it acts in. */
import type { Role } from '../protocol/index.ts';
import type { NightAction } from './types.ts';

export type Team = 'red' | 'black' | 'maniac';

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

/** Who acts in each night step; null: the mafia together (the shot). */
export const NIGHT_ACTOR: Readonly<
  Record<NightAction, Exclude<Role, 'citizen' | 'mafia' | 'psychopath'> | null>
> = {
  shot: null,
  donCheck: 'don',
  sheriffCheck: 'sheriff',
  heal: 'doctor',
  visit: 'lover',
  maniacShot: 'maniac',
};
