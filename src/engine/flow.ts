/** Moving between phases: day opens, night opens, someone leaves, last words, game end. */
import { clearSpeaker, emit, say, startTimer, type Draft } from './draft.ts';
import { checkEnd, declare, finish } from './end.ts';
import { morning } from './night.ts';
import { circleFrom, nextAlive, prevAlive, seatWithRole } from './seats.ts';
import type { Moment, NightAction } from './types.ts';

/** Someone leaves the table: votedOut, killed, or removed. Resets the quiet streak (draw rule). */
export function leave(d: Draft, seat: number, how: 'killed' | 'votedOut' | 'removed', disqualified = false) {
  const s = d.state;
  const at: Moment =
    s.phase === 'night' ? { phase: 'night', number: s.night } : { phase: 'day', number: s.day };
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
  say(d, `Day ${day}`, `День ${day}`); // the night's or the morning's words are over
}

/** Night steps for tonight, in the ruleset's order (club roles only when dealt). */
function nightSteps(d: Draft): NightAction[] {
  const s = d.state;
  const holder: Record<NightAction, 'don' | 'sheriff' | 'doctor' | 'lover' | 'maniac' | null> = {
    shot: null,
    donCheck: 'don',
    sheriffCheck: 'sheriff',
    heal: 'doctor',
    visit: 'lover',
    maniacShot: 'maniac',
  };
  return d.rules.nightOrder.filter((a) => {
    const role = holder[a];
    if (role === null) return true;
    if (seatWithRole(s, role, true) === null) return false; // not in this deal
    return d.rules.callChecksWhenOut || seatWithRole(s, role) !== null;
  });
}

export function openNight(d: Draft): void {
  clearSpeaker(d);
  if (d.state.voting) emit(d, { type: 'votingClosed' });
  if (d.state.winner !== null) return finish(d);
  const night = d.state.day;
  // MafClub 2.7.2: three nights and three days in a row, starting from a night, nobody left.
  const since = d.state.quietSince;
  if (d.rules.draw === 'threeDaysAndNights' && since !== null && d.state.day >= since + 3) {
    declare(d, 'draw');
    return finish(d);
  }
  if (since === null) emit(d, { type: 'quietSinceSet', night });
  emit(d, { type: 'nightOpened', night, pending: nightSteps(d) });
  say(d, 'Night', 'Наступает ночь');
  enterNightStep(d);
}

const stageOfAction = { shot: 'shot', donCheck: 'donCheck', sheriffCheck: 'sheriffCheck' } as const;

export function enterNightStep(d: Draft): void {
  const s = d.state;
  const night = s.nights[s.nights.length - 1];
  const action = night?.pending[0];
  if (!night || action === undefined) return morning(d);
  const stage = action in stageOfAction ? stageOfAction[action as keyof typeof stageOfAction] : 'clubNight';
  emit(d, { type: 'stageSet', phase: 'night', stage, day: s.day, night: night.night });
  const t = d.rules.timings;
  if (action === 'donCheck') startTimer(d, 'donCheck', null, t.donCheckMs);
  else if (action === 'sheriffCheck') startTimer(d, 'sheriffCheck', null, t.sheriffCheckMs);
  else startTimer(d, 'night', null, t.nightActionMs);
}

/** Last words for those who leave now (none for a removed player), then `then`. */
export function lastWordsThen(d: Draft, seats: number[], then: 'night' | 'speeches'): void {
  clearSpeaker(d);
  const next = d.state.winner !== null ? 'finished' : then;
  if (seats.length === 0) return afterLastWords(d, next);
  const t = d.rules.timings;
  const durationMs = seats.length >= 3 ? t.lastWordWhenThreeMs : t.lastWordMs;
  emit(d, { type: 'lastWordsQueued', seats, durationMs, then: next });
  const phase = d.state.phase === 'night' ? 'day' : d.state.phase;
  emit(d, { type: 'stageSet', phase, stage: 'lastWord', day: d.state.day, night: d.state.night });
}

export function afterLastWords(d: Draft, then = d.state.afterLastWords): void {
  if (d.state.revengeBy !== null) emit(d, { type: 'revengePending', seat: null });
  if (d.state.winner !== null || then === 'finished') return finish(d);
  if (then === 'night') return openNight(d);
  return openDay(d, d.state.day);
}

/** After players were voted out: end check (MafClub 2.7.3), then their last words. */
export function afterVotedOut(d: Draft, seats: number[]): void {
  checkEnd(d);
  lastWordsThen(d, seats, 'night');
}
