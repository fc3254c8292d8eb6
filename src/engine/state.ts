/** The initial state and the fold of events into state. */
import type { RulesetId } from '../protocol/index.ts';
import { DEFAULT_RULESET } from '../facts/index.ts';
import { replayedSeat, seatTaken } from './player-sanctions.ts';
import type { ClubOptions, GameEvent, GameState, SeatState, Today } from './types.ts';

export const defaultOptions: ClubOptions = { loverSide: 'red', maniacVariant: 'classic' };

export const emptyToday = (): Today => ({
  opener: null,
  closer: null,
  order: [],
  done: [],
  lostSpeech: [],
  speechNo: 0,
  nominations: [],
  rounds: [],
});

const freshSeat = (seat: number, nickname = ''): SeatState => ({
  seat,
  nickname,
  player: null,
  role: null,
  status: 'alive',
  leftAt: null,
  disqualified: false,
  fouls: 0,
  techFouls: 0,
  yellowCards: 0,
  redCard: false,
  autoReplays: 0,
  removedBefore: false,
  skipNextSpeech: false,
  silentOnDay: null,
  silentForGame: false,
});

/** The game id of a table before its first game/new: there is nothing to archive yet. */
export const NO_GAME_ID = 'game-0';

export function initialState(
  gameId = NO_GAME_ID,
  ruleset: RulesetId = DEFAULT_RULESET,
  seatCount = 10,
  options: ClubOptions = defaultOptions,
): GameState {
  return {
    gameId,
    ruleset,
    seatCount,
    options,
    seed: null,
    phase: 'setup',
    stage: 'setup',
    day: 0,
    night: 0,
    seats: Array.from({ length: seatCount }, (_, i) => freshSeat(i + 1)),
    speaker: null,
    timer: null,
    today: emptyToday(),
    voting: null,
    lastVote: null,
    voteDays: [],
    tieQueue: [],
    lastWords: { queue: [], durationMs: 0 },
    afterLastWords: 'speeches',
    votesToCancel: 0,
    nights: [],
    firstKilled: null,
    bestMove: null,
    quietSince: null,
    winner: null,
    imposed: null,
    announcement: null,
    replays: [],
    revengeBy: null,
    extras: [],
  };
}

const patchSeat = (state: GameState, seat: number, patch: Partial<SeatState>): GameState => ({
  ...state,
  seats: state.seats.map((s) => (s.seat === seat ? { ...s, ...patch } : s)),
});

const patchNight = (state: GameState, patch: Partial<GameState['nights'][number]>): GameState => ({
  ...state,
  nights: state.nights.map((n, i) => (i === state.nights.length - 1 ? { ...n, ...patch } : n)),
});

const replayOf = ({ type: _t, ...r }: Extract<GameEvent, { type: 'replayed' }>) => r;

const without = (list: number[], seat: number) => list.filter((s) => s !== seat);

export function evolve(state: GameState, e: GameEvent): GameState {
  switch (e.type) {
    case 'gameCreated':
      return initialState(e.gameId, e.ruleset, e.seatCount, e.options ?? defaultOptions);
    case 'nicknameSet': // a typed name is nobody from the roster
      return seatTaken(state, e.seat, e.nickname, null);
    case 'playerSeated':
      return seatTaken(state, e.seat, e.nickname, e.player);
    case 'roleSet':
      return patchSeat(state, e.seat, { role: e.role });
    case 'rolesDealt':
      return {
        ...state,
        seed: e.seed,
        seats: state.seats.map((s, i) => ({ ...s, role: e.roles[i] ?? null })),
      };
    case 'stageSet':
      return { ...state, phase: e.phase, stage: e.stage, day: e.day, night: e.night };
    case 'timerSet':
      return { ...state, timer: e.timer };
    case 'speakerSet':
      return { ...state, speaker: e.seat };
    case 'speechTurnDone': {
      const t = state.today;
      const today = {
        ...t,
        done: [...t.done, e.seat],
        lostSpeech: e.lost ? [...t.lostSpeech, e.seat] : t.lostSpeech,
        speechNo: t.speechNo + 1,
      };
      return { ...state, today };
    }
    case 'dayOpened':
      return {
        ...state,
        today: { ...emptyToday(), opener: e.opener, closer: e.closer, order: e.order },
        voting: null,
        lastVote: null,
        tieQueue: [],
      };
    case 'nominated': {
      const n = { seat: e.seat, by: e.by, speech: state.today.speechNo };
      return { ...state, today: { ...state.today, nominations: [...state.today.nominations, n] } };
    }
    case 'nominationWithdrawn': {
      const nominations = state.today.nominations.filter((n) => n.seat !== e.seat);
      return { ...state, today: { ...state.today, nominations } };
    }
    case 'votingStarted':
      return { ...state, voting: e.voting };
    case 'votesRecorded': {
      if (!state.voting) return state;
      const vote = { candidate: e.candidate, count: e.count, voters: e.voters };
      return { ...state, voting: { ...state.voting, votes: [...state.voting.votes, vote] } };
    }
    case 'eliminateAllRecorded':
      return state.voting ? { ...state, voting: { ...state.voting, eliminateAllFor: e.count } } : state;
    case 'votingDecided': {
      if (!state.voting) return state;
      const voting = { ...state.voting, decided: true };
      const today = { ...state.today, rounds: [...state.today.rounds, voting] };
      const past = state.voteDays.filter((d) => d.day !== state.day);
      const voteDays = [...past, { day: state.day, rounds: today.rounds }];
      return { ...state, voting, today, voteDays };
    }
    case 'voteLeft': {
      const v = state.voting;
      if (!v) return state;
      const voting = {
        ...v,
        candidates: without(v.candidates, e.seat),
        votes: v.votes.filter((x) => x.candidate !== e.seat),
        voters: without(v.voters, e.seat),
      };
      return { ...state, voting };
    }
    case 'votingClosed':
      return { ...state, voting: null, lastVote: state.voting?.decided ? state.voting : state.lastVote };
    case 'tieQueued':
      return { ...state, tieQueue: e.seats };
    case 'tieSpeechDone':
      return { ...state, tieQueue: without(state.tieQueue, e.seat) };
    case 'seatLeft': {
      const left = patchSeat(state, e.seat, {
        status: e.how,
        leftAt: e.at,
        disqualified: e.disqualified,
        // Kept for a removal: the table feed keeps seeing it until a night removal is announced (MafClub 4.11).
        ...(e.how === 'removed' ? {} : { skipNextSpeech: false }),
      });
      return { ...left, tieQueue: without(left.tieQueue, e.seat) };
    }
    case 'lastWordsQueued':
      return { ...state, lastWords: { queue: e.seats, durationMs: e.durationMs }, afterLastWords: e.then };
    case 'lastWordDone':
      return { ...state, lastWords: { ...state.lastWords, queue: without(state.lastWords.queue, e.seat) } };
    case 'afterLastWordsSet':
      return { ...state, afterLastWords: e.then };
    case 'nightOpened':
      return {
        ...state,
        nights: [...state.nights, { night: e.night, announced: false, pending: e.pending }],
      };
    case 'nightActed': {
      const n = state.nights[state.nights.length - 1];
      if (!n) return state;
      const pending = n.pending.slice(1);
      const seat = e.seat;
      switch (e.action) {
        case 'shot':
          return patchNight(state, { pending, shot: seat ?? 'miss' });
        case 'maniacShot':
          return patchNight(state, { pending, maniacShot: seat ?? 'miss' });
        case 'donCheck':
          return patchNight(state, {
            pending,
            ...(seat ? { donCheck: { seat, isSheriff: !!e.result } } : {}),
          });
        case 'sheriffCheck':
          return patchNight(state, {
            pending,
            ...(seat ? { sheriffCheck: { seat, isBlack: !!e.result } } : {}),
          });
        case 'heal':
          return patchNight(state, { pending, ...(seat ? { heal: seat } : {}) });
        case 'visit':
          return patchNight(state, { pending, ...(seat ? { visit: seat } : {}) });
      }
      return state;
    }
    case 'nightResolved':
      return patchNight(state, { died: e.died, announced: true, pending: [] });
    case 'firstKilledSet':
      return { ...state, firstKilled: e.seat };
    case 'bestMoveRecorded':
      return {
        ...state,
        bestMove: e.seats,
        ...(e.colours ? { bestMoveColours: e.colours } : {}),
        ...(e.hinted ? { bestMoveHinted: true as const } : {}),
      };
    case 'sanctionNoted': {
      const { type: _t, ...note } = e;
      return { ...state, sanctionNotes: [...(state.sanctionNotes ?? []), note] };
    }
    case 'lateVotesRecorded': {
      if (!state.voting) return state;
      const vote = { candidate: e.candidate, count: e.count, voters: e.voters, late: true as const };
      return { ...state, voting: { ...state.voting, votes: [...state.voting.votes, vote] } };
    }
    case 'foulChanged':
      return patchSeat(state, e.seat, { fouls: e.fouls });
    case 'techFoulAdded':
      return patchSeat(state, e.seat, { techFouls: (state.seats[e.seat - 1]?.techFouls ?? 0) + 1 });
    case 'yellowCardAdded':
      return patchSeat(state, e.seat, { yellowCards: (state.seats[e.seat - 1]?.yellowCards ?? 0) + 1 });
    case 'redCardGiven':
      return patchSeat(state, e.seat, { redCard: true });
    case 'speechPenaltySet':
      return patchSeat(state, e.seat, { skipNextSpeech: e.skip });
    case 'silenced':
      return patchSeat(state, e.seat, e.forGame ? { silentForGame: true } : { silentOnDay: e.day });
    case 'votesToCancelChanged':
      return { ...state, votesToCancel: e.value };
    case 'quietSinceSet':
      return { ...state, quietSince: e.night };
    case 'winnerDeclared':
      return { ...state, winner: e.winner };
    case 'resultImposed':
      return { ...state, winner: e.winner, imposed: { reason: e.reason, clause: e.clause } };
    case 'announced':
      return { ...state, announcement: e.text };
    case 'replayed': {
      const fresh = initialState(state.gameId, state.ruleset, state.seatCount, state.options);
      return {
        ...fresh,
        seats: fresh.seats.map((s, i) => replayedSeat(state.seats[i], s, e)),
        ...(state.departed ? { departed: state.departed } : {}),
        ...(state.sanctionNotes ? { sanctionNotes: state.sanctionNotes } : {}),
        replays: [...state.replays, replayOf(e)],
      };
    }
    case 'revengePending':
      return { ...state, revengeBy: e.seat };
    case 'extraAwarded':
      return { ...state, extras: [...state.extras, { seat: e.seat, kind: e.kind, points: e.points }] };
    case 'extrasVoided': {
      const voided = e.voided.map((v) => ({ ...v, clause: e.clause }));
      const extras = state.extras.filter(
        (x) => !e.voided.some((v) => v.seat === x.seat && v.kind === x.kind && v.points === x.points),
      );
      return { ...state, extras, voidedExtras: [...(state.voidedExtras ?? []), ...voided] };
    }
    case 'undone':
    case 'redone':
      return state; // the log layer handles them
    default:
      return state; // an event of an older engine (a stored log): ignored
  }
}
