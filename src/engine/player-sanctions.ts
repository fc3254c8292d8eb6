/**
 * Sanctions belong to the player, not the seat (issue 34). A replay deals anew but the cards and
 * removals given before it stand (MafClub 3.12-3.13, 4.14, 4.17.5, 4.18); a player replaced at his
 * seat takes his sanctions with him (`departed`), and the newcomer starts clean (4.15.1: the
 * offender's red card is his, not his substitute's).
 */
import type { DepartedPlayer, GameEvent, GameState, SeatPlayer, SeatState } from './types.ts';

type Sanctions = Pick<
  SeatState,
  'disqualified' | 'removedBefore' | 'yellowCards' | 'redCard' | 'autoReplays'
>;
const CLEAN: Sanctions = {
  disqualified: false,
  removedBefore: false,
  yellowCards: 0,
  redCard: false,
  autoReplays: 0,
};

const sanctioned = (s: Sanctions) =>
  s.disqualified || s.removedBefore || s.yellowCards > 0 || s.redCard || s.autoReplays > 0;

/** The same person: the same roster id, else (neither from the roster) the same typed name. */
const samePerson = (s: SeatState, nickname: string, player: SeatPlayer | null) =>
  s.player || player ? s.player?.id === player?.id : s.nickname.trim() === nickname.trim();

/** Someone takes the seat (a name typed or a roster player): a different person leaves his sanctions' record. */
export function seatTaken(
  state: GameState,
  seat: number,
  nickname: string,
  player: SeatPlayer | null,
): GameState {
  const was = state.seats[seat - 1];
  if (!was) return state;
  const same = samePerson(was, nickname, player);
  const leaving: DepartedPlayer | null =
    !same && sanctioned(was)
      ? {
          nickname: was.nickname,
          ...(was.player ? { player: was.player.id } : {}),
          disqualified: was.disqualified || was.removedBefore,
          yellowCards: was.yellowCards,
          redCard: was.redCard,
          autoReplays: was.autoReplays,
        }
      : null;
  return {
    ...state,
    seats: state.seats.map((s) => (s.seat === seat ? { ...s, ...(same ? {} : CLEAN), nickname, player } : s)),
    ...(leaving ? { departed: [...(state.departed ?? []), leaving] } : {}),
  };
}

/**
 * MafClub 4.14: the players stay at their seats and the cards are dealt anew; what each was given
 * stands, and the offender is charged removal + yellow card (4.15), a red card too on his second
 * automatic replay of the tournament (4.15.1).
 */
export function replayedSeat(
  old: SeatState | undefined,
  fresh: SeatState,
  e: Extract<GameEvent, { type: 'replayed' }>,
): SeatState {
  if (!old) return fresh;
  const offender = e.offender === fresh.seat;
  return {
    ...fresh,
    nickname: old.nickname,
    player: old.player,
    removedBefore: old.removedBefore || old.disqualified, // this deal's status goes, the removal stays
    yellowCards: old.yellowCards,
    redCard: old.redCard || (offender && e.repeat === true),
    autoReplays: old.autoReplays + (offender ? 1 : 0),
  };
}
