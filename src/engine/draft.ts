/**
 * A decision in progress: events emitted so far and the state they give. Later rules in the same
 * decision see the consequences of earlier events (a vote-out, then the end check).
 */
import { rulesetOf, type Ruleset } from './rulesets/index.ts';
import { evolve } from './state.ts';
import type { GameEvent, GameState, Timer, TimerKind } from './types.ts';

export interface Draft {
  state: GameState;
  readonly events: GameEvent[];
  readonly at: number;
  readonly rules: Ruleset;
}

export const draftOf = (state: GameState, at: number): Draft => ({
  state,
  events: [],
  at,
  rules: rulesetOf(state.ruleset),
});

export function emit(d: Draft, event: GameEvent): void {
  d.events.push(event);
  d.state = evolve(d.state, event);
}

export const say = (d: Draft, en: string, ru: string) => emit(d, { type: 'announced', text: { en, ru } });

/** Start a timer now (the command's timestamp is the server's clock). */
export function startTimer(d: Draft, kind: TimerKind, seat: number | null, durationMs: number): void {
  const timer: Timer = { kind, seat, durationMs, remainingMs: durationMs, runningSince: d.at };
  emit(d, { type: 'timerSet', timer });
}

export function clearSpeaker(d: Draft): void {
  if (d.state.speaker !== null) emit(d, { type: 'speakerSet', seat: null });
  if (d.state.timer !== null) emit(d, { type: 'timerSet', timer: null });
}
