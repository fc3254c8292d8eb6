/** The morning: who died, the Prima Nota (MafClub 2.6.2), the announcement, the first night's stages. */
import type { Check } from '../protocol/index.ts';
import { announcement, clearSpeaker, emit, say, startTimer, type AnnounceKey, type Draft } from './draft.ts';
import type { SaidValues } from './words.ts';
import { checkEnd, declare } from './end.ts';
import { bestMoveOpen, callPrimaNota, clauseOf } from './first-killed.ts';
import { dayOrEnd, leave, openDay, queueLastWords } from './flow.ts';
import { fault } from './problems.ts';
import { isAlive, removedAtNight, seatExists, seatOf, seatWithRole } from './seats.ts';
import type { NightRecord } from './types.ts';

const tonight = (d: Draft): NightRecord | undefined => d.state.nights[d.state.nights.length - 1];

/** Who dies after everything: heal and the lover's visit save, a shot lover takes the visited along. */
export function deathsOf(d: Draft, n: NightRecord): number[] {
  const lover = seatWithRole(d.state, 'lover');
  const saved = new Set<number>();
  if (n.heal !== undefined) saved.add(n.heal);
  if (n.visit !== undefined && n.visit !== lover) saved.add(n.visit); // "его спасает Путана"
  const died: number[] = [];
  for (const t of [n.shot, n.maniacShot])
    if (typeof t === 'number' && !saved.has(t) && !died.includes(t)) died.push(t);
  if (lover !== null && died.includes(lover) && n.visit !== undefined && !died.includes(n.visit))
    died.push(n.visit); // "если убивают её, она забирает с собой и персонажа"
  // MafClub 4.11-4.12: removed tonight after the shot had hit him: he was killed at night all the same.
  const hitThenRemoved = removedAtNight(d.state, n.night).map((x) => x.seat);
  return died.filter((s) => isAlive(d.state, s) || hitThenRemoved.includes(s));
}

/** The morning's words, plus "removed for violating the night rules" (MafClub 4.11). */
export function sayWithRemovals(d: Draft, night: number, key: AnnounceKey, values?: SaidValues): void {
  const removed = removedAtNight(d.state, night).map((x) => x.seat);
  if (removed.length === 0) return say(d, key, values);
  say(d, 'withNightRemovals', { said: announcement(key, values), seats: removed.join(', ') });
}

/**
 * The night's actions are over: resolve who died. MafClub 2.6.2: the first killed is woken for
 * the Prima Nota before "Morning"; otherwise the morning comes at once.
 */
export function morning(d: Draft): void {
  const n = tonight(d);
  if (!n) return;
  clearSpeaker(d);
  const died = deathsOf(d, n);
  emit(d, { type: 'nightResolved', died });
  const firstShot = n.night === 1 && d.state.firstKilled === null && typeof n.shot === 'number';
  if (firstShot && died.includes(n.shot as number) && callPrimaNota(d, n.shot as number)) return;
  dawn(d);
}

/** "Morning": announce the kill or the miss (MafClub 2.5.6), first killed, end check. */
export function dawn(d: Draft): void {
  const n = tonight(d);
  if (!n) return;
  clearSpeaker(d);
  const died = n.died ?? [];
  const day = n.night + 1;
  emit(d, { type: 'stageSet', phase: 'day', stage: 'morning', day, night: n.night });
  for (const seat of died)
    if (isAlive(d.state, seat))
      leave(d, seat, 'killed', false, { phase: 'night', number: n.night }); // killed that night, told at dawn
    else if (d.state.votesToCancel > 0)
      // MafClub 4.12, FIIM 7.1: he was killed at night, so his removal cancels no vote.
      emit(d, { type: 'votesToCancelChanged', value: d.state.votesToCancel - 1 });
  if (died.length === 0) sayWithRemovals(d, n.night, 'morningNobody');
  else sayWithRemovals(d, n.night, 'morningKilled', { n: died.length, seats: died.join(', ') });
  const firstShot = typeof n.shot === 'number' && died.includes(n.shot);
  if (d.state.firstKilled === null && n.night === 1 && firstShot && typeof n.shot === 'number')
    emit(d, { type: 'firstKilledSet', seat: n.shot }); // MafClub 2.6.1 / FIIM 8.3
  if (checkEnd(d)) return;
  // FIIM 7.7: three nights in a row with nobody leaving: a draw after the third night.
  const since = d.state.quietSince;
  if (d.rules.draw === 'afterThirdNight' && died.length === 0 && since !== null && n.night >= since + 2)
    declare(d, 'draw');
}

/** stage/end in the first night, the Prima Nota (none named) and the morning. */
export function endNightStage(d: Draft): Check {
  const s = d.state;
  const first = d.rules.firstNight;
  const i = first.indexOf(s.stage as (typeof first)[number]);
  if (s.phase === 'night' && i >= 0) {
    const next = first[i + 1];
    if (next === undefined) {
      // 2.7.3, 4.11: removals of the first night are judged at its end, when the table learns of them.
      if (checkEnd(d)) {
        emit(d, { type: 'stageSet', phase: 'day', stage: 'morning', day: 1, night: 0 });
        sayWithRemovals(d, 0, 'morning');
        dayOrEnd(d);
        return null;
      }
      openDay(d, 1);
      if (removedAtNight(d.state, 0).length > 0) sayWithRemovals(d, 0, 'morning'); // 4.11
      return null;
    }
    emit(d, { type: 'stageSet', phase: 'night', stage: next, day: 0, night: 0 });
    const t = d.rules.timings;
    startTimer(d, next, null, next === 'donLook' ? t.donLookMs : t.sheriffLookMs);
    return null;
  }
  if (s.stage === 'bestMove')
    dawn(d); // MafClub 2.6.2: no Prima Nota named, "Morning"
  else if (s.stage === 'morning') afterMorning(d);
  else return fault('stage/nothing-to-end');
  return null;
}

/** After the morning: the killed have a last word (MafClub 2.5.7), then the day's speeches. */
export function afterMorning(d: Draft, removed: number | null = null): void {
  const n = tonight(d);
  // 4.10: the removed leave without a word (also when hit by the shot before the removal)
  const died = (n?.died ?? []).filter((x) => x !== removed && seatOf(d.state, x)?.status === 'killed');
  const killed = d.rules.lastWordAfterNightKill ? died : [];
  if (!queueLastWords(d, killed, 'speeches')) dayOrEnd(d);
}

export function recordBestMove(
  d: Draft,
  seats: number[],
  colours?: ('red' | 'black')[],
  hinted?: boolean,
): Check {
  const s = d.state;
  if (s.bestMove !== null) return fault('bestMove/already', undefined, clauseOf(d.rules, '2.6.5', '8.3.3'));
  // The Prima Nota stage goes on when someone else is removed meanwhile (4.12: only a vote is cancelled).
  const atNight = s.stage === 'bestMove' && d.rules.bestMove === 'primaNota';
  if (!atNight && !bestMoveOpen(s, d.rules))
    return fault('bestMove/not-allowed', undefined, clauseOf(d.rules, '2.6.1', '8.3'));
  if (seats.length > 3 || new Set(seats).size !== seats.length || seats.some((x) => !seatExists(s, x)))
    return fault('bestMove/bad-seats', undefined, clauseOf(d.rules, '2.6.1', '8.3.1'));
  const byColour = s.options.firstKilledPick === 'colours'; // tournament variant: red or black guesses
  // Nobody named needs no colours (the offered bestMove-none step is `seats: []` in both modes).
  const wrongMode = seats.length > 0 && byColour !== (colours !== undefined);
  if (wrongMode || (colours && colours.length !== seats.length))
    return fault(byColour ? 'bestMove/colours' : 'bestMove/colours#black');
  // FIIM 8.3.5: asked for a hint: the seats are named for the protocol, they earn nothing.
  if (hinted && d.rules.bestMove !== 'bestMove') return fault('bestMove/hint-not-in-ruleset');
  emit(d, {
    type: 'bestMoveRecorded',
    seats,
    ...(colours ? { colours } : {}),
    ...(hinted ? { hinted: true as const } : {}),
  });
  if (atNight) dawn(d); // 2.6.2: "Accepted", then "Morning"
  return null;
}

/**
 * The first killed removed in the morning: MafClub 4.10 no last word (and 4.11 nothing counts
 * after the violation); FIIM 8.3 the best move belongs to the last minute, which is gone. No vote
 * is cancelled (MafClub 4.12: he had left already, killed at night).
 */
export function removeJustKilled(d: Draft, seat: number): void {
  say(d, 'removed', { seat });
  afterMorning(d, seat);
}

/**
 * MafClub 2.6.2: removed while naming the three (a night violation): no Prima Nota (4.11), the
 * morning announces the kill and the removal, no last word (4.10).
 */
export function primaNotaLost(d: Draft, seat: number): boolean {
  const s = d.state;
  if (s.phase !== 'night' || s.stage !== 'bestMove' || seat !== s.firstKilled) return false;
  dawn(d);
  return true;
}
