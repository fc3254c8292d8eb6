/** What a role is: the team it plays for (src/facts/roles.ts), the night step it acts in. */
import type { Role } from '../protocol/index.ts';
import type { NightAction } from './types.ts';

export { ROLE_TEAM, type Team } from '../facts/index.ts';

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
