/**
 * The rules engine's public surface. Pure: no I/O, no clock, no randomness (time and seeds
 * arrive with commands). A game is the fold of its log; undo and redo are log entries, and the
 * state after them is a refold. The hub (src/server) only uses what is exported here.
 */
import type { GameCommand, Problem, Result } from '../protocol/index.ts';
import { decide } from './decide.ts';
import { fault } from './problems.ts';
import { resultOf, scoresOf } from './result.ts';
import type { ScoredGame } from './scoring/index.ts';
import { evolve, initialState } from './state.ts';
import type { Game, GameEvent, GameState, LogEntry } from './types.ts';

export type { Game, GameEvent, GameState, LogEntry } from './types.ts';
export { project } from './projection.ts';
/** For the panel: a ruleset's data (imposed results, replay clauses) and the id of a table that never had a game. */
export { rulesetOf } from './rulesets/index.ts';
export { NO_GAME_ID } from './state.ts';

/** `fresh`: the command began a new game, whose log starts with this entry (the hub archives the old one). */
export type Executed = Result<{ game: Game; entry: LogEntry; fresh?: true }>;

export function newGame(): Game {
  return { log: [], state: initialState() };
}

const isLogCommand = (e: LogEntry) => e.command.type === 'undo' || e.command.type === 'redo';

/** Entries in effect: an undo cancels the latest entry still in effect, a redo brings it back. */
export function effectiveEntries(log: readonly LogEntry[]): LogEntry[] {
  const undone = new Set<number>();
  for (const e of log)
    for (const ev of e.events) {
      if (ev.type === 'undone') undone.add(ev.n);
      if (ev.type === 'redone') undone.delete(ev.n);
    }
  return log.filter((e) => !undone.has(e.n) && !isLogCommand(e));
}

/** Undone entries that a redo can bring back, latest first (cleared by any new command). */
function redoStack(log: readonly LogEntry[]): number[] {
  const stack: number[] = [];
  for (const e of log) {
    if (!isLogCommand(e)) stack.length = 0;
    for (const ev of e.events) {
      if (ev.type === 'undone') stack.push(ev.n);
      if (ev.type === 'redone') stack.pop();
    }
  }
  return stack;
}

const fold = (state: GameState, events: readonly GameEvent[]) => events.reduce(evolve, state);

/**
 * Refolds a log entry by entry, showing each event in effect with the state before and after it
 * (exports read a game's history this way: nominations per day, every vote, when a foul came).
 */
export function replay(
  log: readonly LogEntry[],
  visit: (entry: LogEntry, event: GameEvent, before: GameState, after: GameState) => void,
): GameState {
  let state: GameState = newGame().state;
  for (const entry of effectiveEntries(log))
    for (const event of entry.events) {
      const after = evolve(state, event);
      visit(entry, event, state, after);
      state = after;
    }
  return state;
}

export function restore(log: readonly LogEntry[]): Game {
  let state: GameState = newGame().state;
  for (const entry of effectiveEntries(log)) state = fold(state, entry.events);
  return { log, state };
}

function decideLog(game: Game, command: GameCommand): GameEvent[] | Problem {
  if (command.type === 'undo') {
    const last = effectiveEntries(game.log).at(-1);
    if (!last || last.command.type === 'game/new') return fault('log/nothing-to-undo');
    return [{ type: 'undone', n: last.n }];
  }
  const n = redoStack(game.log).at(-1);
  if (n === undefined) return fault('log/nothing-to-redo');
  return [{ type: 'redone', n }];
}

export function execute(game: Game, command: GameCommand, at: number): Executed {
  const n = (game.log.at(-1)?.n ?? 0) + 1;
  if (command.type === 'undo' || command.type === 'redo') {
    const events = decideLog(game, command);
    if (!Array.isArray(events)) return { ok: false, error: events };
    const entry: LogEntry = { n, at, command, events };
    return { ok: true, entry, game: restore([...game.log, entry]) };
  }
  const decided = decide(game.state, command, at);
  if (!('events' in decided)) return { ok: false, error: decided };
  const entry: LogEntry = { n, at, command: decided.command, events: decided.events };
  // game/new starts a fresh log: the hub archives the previous one.
  if (command.type === 'game/new')
    return {
      ok: true,
      entry,
      fresh: true,
      game: { log: [entry], state: fold(newGame().state, entry.events) },
    };
  return { ok: true, entry, game: { log: [...game.log, entry], state: decided.state } };
}

export { standings } from './scoring/index.ts';
export type { GameResult, ScoredGame, ScoreLine, Standing } from './scoring/index.ts';

/**
 * A finished game's result and scores (with the judge's awards so far), what the hub keeps of
 * every finished game for the tournament standings; null while the game is on.
 */
export function finishedGame(state: GameState): ScoredGame | null {
  if (state.phase !== 'finished') return null;
  const result = resultOf(state);
  const scores = scoresOf(state);
  return result && scores ? { result, scores } : null;
}
