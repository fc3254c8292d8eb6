/**
 * Issue 34's invariants of the random-game sweep: every deck the engine deals starts; a sanction
 * follows the player (never the seat, never wiped by a replay); every export shows the game the
 * state shows. Each returns a message for the first breach, or null.
 */
import { execute, finishedGame, type Game, type GameState } from '../../src/engine/index.ts';
import { mafiaratingsGame } from '../../src/export/mafiaratings.ts';
import { gameRecord } from '../../src/export/record.ts';
import type { GameCommand } from '../../src/protocol/index.ts';
import { emptySiteIds } from '../../src/protocol/sites.ts';

/** A deal from a seed (the role draft's own command, or a replay's new deal) is one game/start accepts. */
export function dealtDeckStarts(after: Game, c: GameCommand): string | null {
  const dealt = c.type === 'deal/seeded' || (c.type === 'game/replay' && c.seed !== undefined);
  if (!dealt || after.state.phase !== 'setup' || after.state.seats.some((s) => s.role === null)) return null;
  const r = execute(after, { type: 'game/start' }, 0);
  return r.ok
    ? null
    : `the dealt deck ${after.state.seats.map((s) => s.role).join(',')} is refused: ${r.error.code}`;
}

interface Tally {
  yellowCards: number;
  redCards: number;
  removals: number;
  autoReplays: number;
}
const personOf = (s: { nickname: string; player?: string | { id: string } | null }) =>
  typeof s.player === 'object' && s.player
    ? `p:${s.player.id}`
    : s.player
      ? `p:${s.player}`
      : s.nickname.trim();

/** Each person's sanctions in this game: his seat's and those he took along when replaced. */
function tallies(s: GameState): Map<string, Tally> {
  const out = new Map<string, Tally>();
  const add = (
    who: string,
    x: {
      yellowCards: number;
      redCard: boolean;
      disqualified: boolean;
      autoReplays: number;
      removedBefore?: boolean;
    },
  ) => {
    if (!who) return; // an unnamed seat is nobody
    const t = out.get(who) ?? { yellowCards: 0, redCards: 0, removals: 0, autoReplays: 0 };
    out.set(who, {
      yellowCards: t.yellowCards + x.yellowCards,
      redCards: t.redCards + (x.redCard ? 1 : 0),
      removals: t.removals + (x.disqualified || x.removedBefore ? 1 : 0),
      autoReplays: t.autoReplays + x.autoReplays,
    });
  };
  for (const seat of s.seats) add(personOf(seat), seat);
  for (const gone of s.departed ?? []) add(personOf(gone), gone);
  return out;
}

/** No command but undo, redo or a new game takes a sanction from a player; a newcomer at a seat starts clean. */
export function sanctionFollowsPlayer(before: Game, after: Game, c: GameCommand): string | null {
  if (c.type === 'undo' || c.type === 'redo' || c.type === 'game/new') return null;
  const now = tallies(after.state);
  for (const [who, was] of tallies(before.state)) {
    const is = now.get(who) ?? { yellowCards: 0, redCards: 0, removals: 0, autoReplays: 0 };
    for (const k of ['yellowCards', 'redCards', 'removals', 'autoReplays'] as const)
      if (is[k] < was[k]) return `${who} lost ${k} (${was[k]} -> ${is[k]}) at ${c.type}`;
  }
  if (c.type === 'seat/nickname' || c.type === 'seat/player') {
    const was = before.state.seats[c.seat - 1];
    const seat = after.state.seats[c.seat - 1];
    if (was && seat && personOf(was) !== personOf(seat)) {
      const carried =
        seat.yellowCards || seat.redCard || seat.disqualified || seat.removedBefore || seat.autoReplays;
      if (carried)
        return `the newcomer at seat ${c.seat} took over the sanctions of ${personOf(was) || 'the unnamed player before him'}`;
    }
  }
  return null;
}

const IDS = { ...emptySiteIds(), mafiaratings: { clubId: 1, eventId: 1, tournamentId: 1, moderatorId: 1 } };

/** The record the exports are built from, and mafiaratings.json, against the state. */
export function exportsShowState(game: Game): string | null {
  const s = game.state;
  const r = gameRecord(game.log);
  if (r.winner !== s.winner) return `the record's winner ${r.winner} is not the state's ${s.winner}`;
  for (const seat of s.seats) {
    const x = r.seats[seat.seat - 1];
    if (!x) return `the record has no seat ${seat.seat}`;
    if (x.fouls.length !== seat.fouls)
      return `seat ${seat.seat}: ${x.fouls.length} fouls exported, ${seat.fouls} in the state`;
    if (x.yellowCards !== seat.yellowCards || x.redCard !== seat.redCard)
      return `seat ${seat.seat}: cards differ`;
    if ((x.left?.how ?? 'alive') !== seat.status)
      return `seat ${seat.seat}: exported ${x.left?.how ?? 'alive'}, ${seat.status} in the state`;
    if (x.role !== seat.role) return `seat ${seat.seat}: exported role ${x.role}, ${seat.role} in the state`;
  }
  if (JSON.stringify(r.scores) !== JSON.stringify(finishedGame(s)?.scores ?? null))
    return 'exported scores differ';
  if (s.seatCount === 10 && s.ruleset !== 'club-mafia' && s.phase !== 'setup') {
    const players = mafiaratingsGame(r, IDS).game.players;
    for (const seat of s.seats) {
      const warnings = players[seat.seat - 1]?.warnings?.length ?? 0;
      if (warnings !== Math.min(seat.fouls, 4))
        return `mafiaratings: seat ${seat.seat} has ${warnings} warnings, ${seat.fouls} fouls`;
    }
  }
  return null;
}
