/** The bridge to scoring (src/engine/scoring): a GameResult from the state, scores at game end. */
import type { Problem } from '../protocol/index.ts';
import { emit, type Draft } from './draft.ts';
import { fault } from './problems.ts';
import { scoreGame, validateExtras, type GameResult, type ScoreLine } from './scoring/index.ts';
import type { ExtraKind, GameState } from './types.ts';

/** With colour guesses, the seats he called black are the ones scored as named (tournament variant). */
const namedBlack = (seats: number[], colours?: ('red' | 'black')[]) =>
  colours ? seats.filter((_, i) => colours[i] === 'black') : seats;

export function resultOf(s: GameState, winner = s.winner): GameResult | null {
  if (winner === null || s.seats.some((x) => x.role === null)) return null;
  const kept = s.replays.flatMap((r) => r.kept ?? []);
  const offenders = s.replays.flatMap((r) => (r.offender === null ? [] : [r.offender]));
  // MafClub 4.15.1: his second automatic replay in the tournament is a red card too.
  const repeated = s.replays.flatMap((r) => (r.repeat && r.offender !== null ? [r.offender] : []));
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
      // MafClub 4.15: a replay's offender keeps removal + yellow card (-3.5) in the replayed game.
      removed: x.disqualified || offenders.includes(x.seat),
      yellowCards: x.yellowCards + offenders.filter((o) => o === x.seat).length,
      redCard: x.redCard || repeated.includes(x.seat),
      ...(x.disqualified ? { disqualified: true } : {}),
      ...(offenders.includes(x.seat) ? { autoReplays: offenders.filter((o) => o === x.seat).length } : {}),
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
  };
}

export function scoresOf(s: GameState): ScoreLine[] | null {
  const result = resultOf(s);
  return result ? scoreGame(result, s.extras) : null;
}

/** The judge's award after the game, checked against the ruleset's limits by scoring. */
export function awardExtra(d: Draft, seat: number, kind: ExtraKind, points: number): Problem | void {
  const result = resultOf(d.state);
  if (!result || d.state.phase !== 'finished') return fault('score/not-finished');
  const extras = [...d.state.extras, { seat, kind, points }];
  // MafClub 3.3.1 / 3.4.1: the wider limits when the game (its tournament) agreed them.
  const problem = validateExtras(result, extras, {
    extendedLimits: d.state.options.awardLimits === 'extended',
  });
  if (problem) return problem;
  emit(d, { type: 'extraAwarded', seat, kind, points });
}
