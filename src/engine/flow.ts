/** Moving between phases, the lowest layer: someone leaves, a day opens, last words are queued. */
import { clearSpeaker, emit, say, type Draft } from './draft.ts';
import { finish } from './end.ts';
import { circleFrom, mutedToday, nextAlive, prevAlive } from './seats.ts';
import type { GameState, Moment } from './types.ts';

/** Someone leaves the table: votedOut, killed, or removed. Resets the quiet streak (draw rule). */
export function leave(
  d: Draft,
  seat: number,
  how: 'killed' | 'votedOut' | 'removed',
  disqualified = false,
  when?: Moment,
) {
  const s = d.state;
  const at: Moment =
    when ?? (s.phase === 'night' ? { phase: 'night', number: s.night } : { phase: 'day', number: s.day });
  emit(d, { type: 'seatLeft', seat, how, at, disqualified });
  if (s.quietSince !== null) emit(d, { type: 'quietSinceSet', night: null });
  if (d.state.speaker === seat) clearSpeaker(d);
}

/**
 * The opener of a new day: day 1 opens at seat 1 (MafClub 2.3.2, FIIM 4.3.2); each later day after
 * the previous opener, skipping players out; MafClub 2.5.8 shifts it on so that nobody closes two
 * days in a row.
 */
export function openerFor(d: Draft, day: number): { opener: number; closer: number } | null {
  const s = d.state;
  const prev = s.today.opener;
  let opener = day <= 1 || prev === null ? (circleFrom(s, 1)[0] ?? null) : nextAlive(s, prev);
  if (opener === null) return null;
  let closer = prevAlive(s, opener) ?? opener;
  if (d.rules.shiftOpener && day > 1 && closer === s.today.closer) {
    opener = nextAlive(s, opener) ?? opener; // 2.5.8
    closer = prevAlive(s, opener) ?? opener;
  }
  return { opener, closer };
}

export function openDay(d: Draft, day: number): void {
  clearSpeaker(d);
  if (d.state.voting) emit(d, { type: 'votingClosed' });
  const o = openerFor(d, day);
  if (!o) return finish(d);
  emit(d, {
    type: 'dayOpened',
    day,
    opener: o.opener,
    closer: o.closer,
    order: circleFrom(d.state, o.opener),
  });
  emit(d, { type: 'stageSet', phase: 'day', stage: 'speech', day, night: d.state.night });
  say(d, 'day', { day }); // the night's or the morning's words are over
}

/**
 * Queue the last words of those who leave now, then `then`; false when there are none (the caller
 * goes on). Emits only, so that the night and the morning need not know what comes after.
 */
export function queueLastWords(d: Draft, leaving: number[], then: 'night' | 'speeches'): boolean {
  clearSpeaker(d);
  // Club "Замечания": 3 fouls silence a player "до завершения игры", 2 fouls (and the lover's
  // guest) for the day: no last word then; a psychopath keeps the stage for his revenge, no speech.
  const seats = leaving.filter((x) => !mutedToday(d.state, x) || x === d.state.revengeBy);
  if (seats.length === 0) return false;
  const next: GameState['afterLastWords'] = d.state.winner !== null ? 'finished' : then;
  const t = d.rules.timings;
  const durationMs = seats.length >= 3 ? t.lastWordWhenThreeMs : t.lastWordMs;
  emit(d, { type: 'lastWordsQueued', seats, durationMs, then: next });
  const phase = d.state.phase === 'night' ? 'day' : d.state.phase;
  emit(d, { type: 'stageSet', phase, stage: 'lastWord', day: d.state.day, night: d.state.night });
  return true;
}

/** After the morning with nobody to speak a last word: the result, or the day. */
export function dayOrEnd(d: Draft): void {
  if (d.state.winner !== null) return finish(d);
  openDay(d, d.state.day);
}
