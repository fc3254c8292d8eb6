/**
 * A decision in progress: events emitted so far and the state they give. Later rules in the same
 * decision see the consequences of earlier events (a vote-out, then the end check).
 */
import { rulesetOf, type Ruleset } from './rulesets/index.ts';
import { evolve } from './state.ts';
import type { GameEvent, GameState, Timer, TimerKind } from './types.ts';
import * as ru from '../words/ru/announce.ts';
import { sayer, type SaidValues } from './words.ts';

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

/** What the engine announces, from the catalog (src/words/*\/announce.ts): `announcement('tie', { seats })`. */
export const announcement = sayer('announce', ru.announce);
export type AnnounceKey = keyof typeof ru.announce;

export const say = (d: Draft, key: AnnounceKey, values?: SaidValues) =>
  emit(d, { type: 'announced', text: announcement(key, values) });

/** Start a timer now (the command's timestamp is the server's clock). */
export function startTimer(d: Draft, kind: TimerKind, seat: number | null, durationMs: number): void {
  const timer: Timer = { kind, seat, durationMs, remainingMs: durationMs, runningSince: d.at };
  emit(d, { type: 'timerSet', timer });
}

export function clearSpeaker(d: Draft): void {
  if (d.state.speaker !== null) emit(d, { type: 'speakerSet', seat: null });
  if (d.state.timer !== null) emit(d, { type: 'timerSet', timer: null });
}
