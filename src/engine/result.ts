/** The bridge to scoring (src/engine/scoring): a GameResult from the state, scores at game end. */
import type { Check } from '../protocol/index.ts';
import { emit, type Draft } from './draft.ts';
import { fault } from './problems.ts';
import { withVoidNotes } from './revised-awards.ts';
import { scoreGame, validateExtras, type GameResult, type ScoreLine } from './scoring/index.ts';
import type { ExtraKind, GameState, SeatState } from './types.ts';

/** With colour guesses, the seats he called black are the ones scored as named (tournament variant). */
const namedBlack = (seats: number[], colours?: ('red' | 'black')[]) =>
  colours ? seats.filter((_, i) => colours[i] === 'black') : seats;

export function resultOf(s: GameState, winner = s.winner): GameResult | null {
  if (winner === null || s.seats.some((x) => x.role === null)) return null;
  const kept = s.replays.flatMap((r) => r.kept ?? []);
  return {
    ruleset: s.ruleset,
    gameId: s.gameId,
    winner,
    seats: s.seats.map((x) => ({
      seat: x.seat,
      nickname: x.nickname,
      ...(x.player ? { player: x.player.id } : {}),
      role: x.role ?? 'citizen',
      ...(x.role === 'lover' ? { team: s.options.loverSide } : {}),
      leftAt: x.leftAt,
      howLeft: x.status === 'alive' ? null : x.status,
      firstKilled: s.firstKilled === x.seat,
      ...charged(x),
    })),
    bestMove:
      s.firstKilled !== null && s.bestMove !== null
        ? {
            by: s.firstKilled,
            seats: namedBlack(s.bestMove, s.bestMoveColours),
            ...(s.bestMoveHinted ? { noPoints: true } : {}), // FIIM 8.3.5
          }
        : null,
    ...(kept.length > 0 ? { kept } : {}),
    ...(s.departed?.length
      ? {
          departed: s.departed.map((p) => ({
            nickname: p.nickname,
            ...(p.player ? { player: p.player } : {}),
            ...charged(p),
          })),
        }
      : {}),
  };
}

/** A player's sanctions as scoring reads them: MafClub 4.15, a replay's offender keeps removal + yellow card (-3.5). */
const charged = (
  x: Pick<SeatState, 'disqualified' | 'yellowCards' | 'redCard' | 'autoReplays'> & {
    removedBefore?: boolean;
  },
) => ({
  removed: x.disqualified || !!x.removedBefore || x.autoReplays > 0,
  yellowCards: x.yellowCards + x.autoReplays,
  redCard: x.redCard,
  ...(x.disqualified || x.removedBefore ? { disqualified: true } : {}),
  ...(x.autoReplays > 0 ? { autoReplays: x.autoReplays } : {}),
});

export function scoresOf(s: GameState): ScoreLine[] | null {
  const result = resultOf(s);
  return result ? withVoidNotes(s, scoreGame(result, s.extras)) : null;
}

/** The judge's award after the game, checked against the ruleset's limits by scoring. */
export function awardExtra(d: Draft, seat: number, kind: ExtraKind, points: number): Check {
  const result = resultOf(d.state);
  if (!result || d.state.phase !== 'finished') return fault('score/not-finished');
  const extras = [...d.state.extras, { seat, kind, points }];
  // MafClub 3.3.1 / 3.4.1: the wider limits when the game (its tournament) agreed them.
  const problem = validateExtras(result, extras, {
    extendedLimits: d.state.options.awardLimits === 'extended',
  });
  if (problem) return problem;
  emit(d, { type: 'extraAwarded', seat, kind, points });
  return null;
}
