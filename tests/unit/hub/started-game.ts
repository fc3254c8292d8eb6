import type { GameCommand, Role } from '../../../src/protocol/index.ts';

const ROLES: Role[] = ['citizen', 'citizen', 'mafia', 'citizen', 'citizen', 'don', 'mafia', 'sheriff'];

/** A dealt MafClub game, started: the engine's next steps have fixed commands (`step/next` works). */
export const STARTED_GAME: readonly GameCommand[] = [
  { type: 'game/new', ruleset: 'mafclub-2023' },
  ...[...ROLES, 'citizen' as const, 'citizen' as const].map((role, i): GameCommand => ({
    type: 'seat/role',
    seat: i + 1,
    role,
  })),
  { type: 'game/start' },
];
