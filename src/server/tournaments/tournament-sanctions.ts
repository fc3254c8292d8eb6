/**
 * What a tournament remembers of its players' sanctions across games (issue 21), read from its
 * standings (a fold of its games, so an undo or a changed result is followed at once):
 * a red card is out of the tournament (MafClub 4.18, FIIM 7.3); a second removal adds a yellow card
 * (MafClub 4.17.5); a second automatic replay adds a red card (4.15.1).
 */
import type { GameState } from '../../engine/index.ts';
import { foldNickname as fold, type GameCommand, type Check, type Standing } from '../../protocol/index.ts';
import { problem } from '../problems.ts';
import { BANNED_CLAUSE, type RulesetId } from '../../facts/index.ts';

type Seat = Pick<GameState['seats'][number], 'nickname' | 'player'>;

/** The tournament row of a seat's player: by roster id, else by the typed name. */
function rowOf(rows: readonly Standing[], seat: Seat | undefined): Standing | undefined {
  if (!seat) return undefined;
  if (seat.player) return rows.find((r) => r.player === seat.player?.id);
  return seat.nickname.trim()
    ? rows.find((r) => r.player === undefined && r.nickname === seat.nickname)
    : undefined;
}

/** A player out of the tournament is not seated again in it. */
export function refuseBanned(rows: readonly Standing[], command: GameCommand, ruleset: string): Check {
  let row: Standing | undefined;
  if (command.type === 'seat/player') row = rows.find((r) => r.player === command.player);
  // a plain name is refused when it is a banned player's, a roster player's too (any case, ё as е)
  else if (command.type === 'seat/nickname') {
    const name = fold(command.nickname);
    row = name ? rows.find((r) => r.banned && fold(r.nickname) === name) : undefined;
  }
  if (!row?.banned) return null;
  const clause = BANNED_CLAUSE[ruleset as RulesetId] ?? null;
  return { ...problem('tournament/player-banned', row.nickname), clause };
}

/**
 * Fills `repeat` of a removal or an automatic replay from the tournament's games (what a sender
 * gave is replaced: the tournament knows).
 */
export function withRepeats(rows: readonly Standing[], command: GameCommand, state: GameState): GameCommand {
  if (command.type === 'removal') {
    const { repeat: _given, ...rest } = command;
    const before = rowOf(rows, state.seats[command.seat - 1])?.removals ?? 0;
    return before > 0 ? { ...rest, repeat: true } : rest;
  }
  if (command.type === 'game/replay') {
    const { repeat: _given, ...rest } = command;
    const seat = command.offender;
    if (seat === undefined || command.kind === 'appeal') return rest;
    // earlier games of the tournament, and this player's earlier replays of this very game (MafClub
    // 4.16): the seat's count follows the player, so a substitute starts at none
    const thisGame = state.seats[seat - 1]?.autoReplays ?? 0;
    const before = (rowOf(rows, state.seats[seat - 1])?.autoReplays ?? 0) + thisGame;
    return before > 0 ? { ...rest, repeat: true } : rest;
  }
  return command;
}
