import type { Problem } from '../protocol/index.ts';

/** A rule violation as a value: permanent code, message in en and ru, the clause if any. */
export const violation = (code: string, en: string, ru: string, clause: string | null = null): Problem => ({
  code,
  message: { en, ru },
  clause,
});

export const isProblem = (x: unknown): x is Problem =>
  typeof x === 'object' && x !== null && 'code' in x && 'message' in x;

export const noSuchSeat = () => violation('seat/unknown', 'No such seat', 'Нет такого места');
export const notInGame = (seat: number) =>
  violation('seat/not-in-game', `Seat ${seat} is not in the game`, `Игрок ${seat} не в игре`);
export const gameOver = () => violation('game/finished', 'The game is over', 'Игра окончена');
