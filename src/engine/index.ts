/**
 * The rules engine's public surface. Pure: no I/O, no clock, no randomness (time and seeds
 * arrive with commands). A game is the fold of its log; undo and redo are log entries, and the
 * state after them is a refold. The hub (src/server) only uses what is exported here.
 *
 * NOTE: this is the walking-skeleton engine (nicknames, speaker, undo). Issue 3 replaces the
 * inside; the signatures below are the contract with the hub and the clients.
 */
import type { Feed, GameCommand, GameView, Problem } from '../protocol/index.ts';

export type GameEvent =
  | { type: 'gameCreated'; gameId: string; ruleset: GameState['ruleset']; seatCount: number }
  | { type: 'nicknameSet'; seat: number; nickname: string }
  | { type: 'speechStarted'; seat: number; at: number }
  | { type: 'speechEnded' }
  | { type: 'undone'; n: number }
  | { type: 'redone'; n: number };

export interface GameState {
  gameId: string;
  ruleset: GameView['ruleset'];
  seatCount: number;
  nicknames: string[];
  speaker: number | null;
  speechStartedAt: number | null;
}

/** One accepted command with the events it produced; `n` counts from 1 within a game. */
export interface LogEntry {
  n: number;
  at: number;
  command: GameCommand;
  events: GameEvent[];
}

export interface Game {
  readonly log: readonly LogEntry[];
  readonly state: GameState;
}

export type Executed = { ok: true; game: Game; entry: LogEntry } | { ok: false; error: Problem };

const violation = (code: string, en: string, ru: string, clause: string | null = null): Problem => ({
  code,
  message: { en, ru },
  clause,
});

function initialState(gameId = 'game-0', ruleset: GameState['ruleset'] = 'mafclub-2023', seatCount = 10) {
  return {
    gameId,
    ruleset,
    seatCount,
    nicknames: Array.from({ length: seatCount }, () => ''),
    speaker: null,
    speechStartedAt: null,
  } satisfies GameState;
}

export function newGame(): Game {
  return { log: [], state: initialState() };
}

function evolve(state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case 'gameCreated':
      return initialState(event.gameId, event.ruleset, event.seatCount);
    case 'nicknameSet':
      return {
        ...state,
        nicknames: state.nicknames.map((n, i) => (i === event.seat - 1 ? event.nickname : n)),
      };
    case 'speechStarted':
      return { ...state, speaker: event.seat, speechStartedAt: event.at };
    case 'speechEnded':
      return { ...state, speaker: null, speechStartedAt: null };
    case 'undone':
    case 'redone':
      return state; // handled by effectiveEntries
  }
}

/** Entries that count after undo/redo: an undo cancels the latest entry still in effect. */
function effectiveEntries(log: readonly LogEntry[]): LogEntry[] {
  const undone = new Set<number>();
  for (const e of log) {
    for (const ev of e.events) {
      if (ev.type === 'undone') undone.add(ev.n);
      if (ev.type === 'redone') undone.delete(ev.n);
    }
  }
  return log.filter((e) => !undone.has(e.n) && e.command.type !== 'undo' && e.command.type !== 'redo');
}

export function restore(log: readonly LogEntry[]): Game {
  let state: GameState = newGame().state;
  for (const entry of effectiveEntries(log)) for (const ev of entry.events) state = evolve(state, ev);
  return { log, state };
}

function decide(game: Game, command: GameCommand, at: number): GameEvent[] | Problem {
  const { state } = game;
  const seatOk = (s: number) => s >= 1 && s <= state.seatCount;
  switch (command.type) {
    case 'game/new':
      return [
        {
          type: 'gameCreated',
          gameId: command.gameId ?? `game-${at}`,
          ruleset: command.ruleset,
          seatCount: command.seats ?? 10,
        },
      ];
    case 'seat/nickname':
      if (!seatOk(command.seat)) return violation('seat/unknown', 'No such seat', 'Нет такого места');
      return [{ type: 'nicknameSet', seat: command.seat, nickname: command.nickname.trim() }];
    case 'speech/start': {
      const seat = command.seat ?? (state.speaker === null ? 1 : (state.speaker % state.seatCount) + 1);
      if (!seatOk(seat)) return violation('seat/unknown', 'No such seat', 'Нет такого места');
      return [{ type: 'speechStarted', seat, at }];
    }
    case 'speech/end':
      if (state.speaker === null) return violation('speech/none', 'Nobody is speaking', 'Никто не говорит');
      return [{ type: 'speechEnded' }];
    case 'undo': {
      const live = effectiveEntries(game.log);
      const last = live[live.length - 1];
      if (!last) return violation('log/nothing-to-undo', 'Nothing to undo', 'Нечего отменять');
      return [{ type: 'undone', n: last.n }];
    }
    case 'redo': {
      const last = game.log[game.log.length - 1];
      const ev = last?.events[0];
      if (!last || last.command.type !== 'undo' || ev?.type !== 'undone')
        return violation('log/nothing-to-redo', 'Nothing to redo', 'Нечего возвращать');
      return [{ type: 'redone', n: ev.n }];
    }
    default:
      return violation(
        'command/not-implemented',
        `Not implemented yet: ${command.type}`,
        'Ещё не реализовано',
      );
  }
}

export function execute(game: Game, command: GameCommand, at: number): Executed {
  const decided = decide(game, command, at);
  if (!Array.isArray(decided)) return { ok: false, error: decided };
  const entry: LogEntry = { n: (game.log[game.log.length - 1]?.n ?? 0) + 1, at, command, events: decided };
  // game/new starts a fresh log: the hub archives the previous one.
  const log = command.type === 'game/new' ? [entry] : [...game.log, entry];
  return { ok: true, entry, game: restore(log) };
}

export function project(state: GameState, feed: Feed): GameView {
  const running = state.speaker !== null && state.speechStartedAt !== null;
  return {
    feed,
    ruleset: state.ruleset,
    gameId: state.gameId,
    seatCount: state.seatCount,
    phase: 'day',
    stage: 'speech',
    day: 1,
    night: 0,
    seats: state.nicknames.map((nickname, i) => ({
      seat: i + 1,
      nickname,
      status: 'alive',
      leftAt: null,
      fouls: 0,
      techFouls: 0,
      yellowCards: 0,
      speechPenalty: 'none',
      silenced: false,
    })),
    speaker: state.speaker,
    nominations: [],
    voting: null,
    timer: running
      ? {
          kind: 'speech',
          seat: state.speaker,
          durationMs: 60_000,
          remainingMs: 60_000,
          runningSince: state.speechStartedAt,
        }
      : null,
    nights: [],
    firstKilled: null,
    bestMove: null,
    winner: null,
    scores: null,
    ...(feed === 'judge' ? { next: [] } : {}),
    announcement: null,
  };
}
