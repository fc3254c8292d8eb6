/**
 * What each feed sees. table: no role until the game is decided, no night action before the
 * morning, never a check result, no next steps. spectator: roles and night actions as they happen.
 * judge: everything plus the next steps. Secrets are absent from the object, not flagged.
 */
import type { Feed, GameView, NightView, SeatView, VotingView } from '../protocol/index.ts';
import { criticalDay, visitedToday } from './day/speeches.ts';
import { nextSteps } from './next/index.ts';
import { rulesetOf } from './rulesets/index.ts';
import { isSilent, removedAtNight, teamIn } from './seats.ts';
import { scoresOf } from './result.ts';
import type { GameState, NightRecord, SeatState, Voting } from './types.ts';

function nightView(n: NightRecord, feed: Feed, namesShot: boolean): NightView | null {
  if (feed !== 'table') {
    const { pending: _p, announced: _a, ...rest } = n;
    return rest;
  }
  if (!n.announced) return null;
  const died = n.died ?? [];
  // The morning announces the kill or the miss (MafClub 2.5.6); club: only who died.
  if (!namesShot || n.shot === undefined) return { night: n.night, died };
  return {
    night: n.night,
    shot: typeof n.shot === 'number' && died.includes(n.shot) ? n.shot : 'miss',
    died,
  };
}

/**
 * MafClub 4.11: a removal at night is announced in the morning: until then the table feed sees the
 * seat as it was (in the game, without the foul that removed it). The other feeds see it at once.
 */
function asTableSees(state: GameState): GameState {
  if (state.phase !== 'night') return state;
  const hidden = new Set(removedAtNight(state, state.night).map((x) => x.seat));
  if (hidden.size === 0) return state;
  const rules = rulesetOf(state.ruleset);
  const seats = state.seats.map((s) =>
    hidden.has(s.seat)
      ? {
          ...s,
          status: 'alive' as const,
          leftAt: null,
          disqualified: false,
          fouls: rules.foulEffect(s.fouls) === 'remove' ? s.fouls - 1 : s.fouls,
          techFouls: s.techFouls >= rules.techFoulsToRemove ? s.techFouls - 1 : s.techFouls,
        }
      : s,
  );
  return { ...state, seats };
}

/**
 * A seat's view, kept while its state and what the rest of the game makes of it are the same:
 * the feeds' diffs then skip an unchanged seat by identity (bench/command-parts.ts), and a change
 * builds one seat. Views are never changed after they are made (patches copy).
 */
const revealedSeats = new WeakMap<SeatState, SeatView>();
const hiddenSeats = new WeakMap<SeatState, SeatView>();

export function project(actual: GameState, feed: Feed): GameView {
  const state = feed === 'table' ? asTableSees(actual) : actual;
  const revealed = feed !== 'table' || state.phase === 'finished';
  const critical = criticalDay(state);
  const seats: SeatView[] = state.seats.map((s) => {
    const speechPenalty =
      s.status === 'alive' && s.skipNextSpeech ? (critical ? 'short' : 'skip') : ('none' as const);
    const silenced = s.status === 'alive' && (isSilent(state, s.seat) || visitedToday(state, s.seat));
    const team = revealed && s.role !== null ? teamIn(state, s.role) : undefined;
    const memo = revealed ? revealedSeats : hiddenSeats;
    const kept = memo.get(s);
    if (kept && kept.speechPenalty === speechPenalty && kept.silenced === silenced && kept.team === team)
      return kept;
    const view: SeatView = {
      seat: s.seat,
      nickname: s.nickname,
      status: s.status,
      leftAt: s.leftAt,
      fouls: s.fouls,
      techFouls: s.techFouls,
      yellowCards: s.yellowCards,
      speechPenalty,
      silenced,
    };
    if (s.player)
      view.player = {
        id: s.player.id,
        club: s.player.club,
        photo: s.player.photo,
        ...(s.player.stage ? { stage: s.player.stage } : {}),
      };
    if (team !== undefined && s.role !== null) {
      view.role = s.role;
      view.team = team; // the engine's own rule (club: the lover's side)
    }
    memo.set(s, view);
    return view;
  });
  const nights = state.nights.flatMap((n) => {
    const v = nightView(n, feed, rulesetOf(state.ruleset).morningNamesShot);
    return v ? [v] : [];
  });
  const voting = votingView(state.voting);
  const view: GameView = {
    feed,
    ruleset: state.ruleset,
    gameId: state.gameId,
    seatCount: state.seatCount,
    phase: state.phase,
    stage: state.stage,
    day: state.day,
    night: state.night,
    seats,
    speaker: state.speaker,
    nominations: state.today.nominations.map((n) => ({ seat: n.seat, by: n.by })),
    voting,
    lastVote: votingView(state.lastVote),
    rounds: state.today.rounds.flatMap((r) => votingView(r) ?? []),
    voteDays: state.voteDays.map((d) => ({
      day: d.day,
      rounds: d.rounds.flatMap((r) => votingView(r) ?? []),
    })),
    timer: state.timer ? { ...state.timer } : null,
    nights,
    firstKilled: state.firstKilled,
    bestMove: state.bestMove,
    ...(state.bestMoveColours ? { bestMoveColours: state.bestMoveColours } : {}),
    ...(state.bestMoveHinted ? { bestMoveHinted: true as const } : {}),
    // MafClub 2.7.4-2.7.5: the venue and the stream learn the result when it is announced, after
    // the last words; the judge sees it at once (a mis-recorded final vote can still be undone).
    winner: feed === 'judge' || state.phase === 'finished' ? state.winner : null,
    scores: state.phase === 'finished' ? scoresOf(state) : null,
    announcement: state.announcement,
  };
  if (feed === 'judge') view.next = [...nextSteps(state)]; // the view's own list (the steps are shared)
  if (feed === 'judge' && view.voting && state.voting) view.voting.eligible = state.voting.voters;
  // The reasons stay with the judge and the protocol (MafClub 4.11: no explanation to the table).
  if (feed === 'judge' && state.sanctionNotes?.length) view.sanctions = state.sanctionNotes;
  return view;
}

/** A vote as every feed sees it (votes are public). */
function votingView(v: Voting | null): VotingView | null {
  return v
    ? {
        kind: v.kind,
        candidates: v.candidates,
        votes: v.votes.map((x) => ({
          candidate: x.candidate,
          count: x.count,
          voters: x.voters,
          ...(x.late ? { late: true as const } : {}),
        })),
        voterCount: v.voters.length,
        eliminateAllFor: v.eliminateAllFor,
        decided: v.decided,
      }
    : null;
}
