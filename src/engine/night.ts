/** Night: the first night's looks, the shot, the checks, club roles, and the morning. */
import type { GameCommand, Problem } from '../protocol/index.ts';
import { clearSpeaker, emit, say, startTimer, type Draft } from './draft.ts';
import { checkEnd, declare, finish } from './end.ts';
import { callPrimaNota } from './first-killed.ts';
import { enterNightStep, lastWordsThen, leave, openDay } from './flow.ts';
import { notInGame, violation } from './problems.ts';
import { isAlive, removedAtNight, seatExists, seatOf, seatWithRole, teamOf } from './seats.ts';
import type { NightAction, NightRecord } from './types.ts';

type NightCommand = Extract<
  GameCommand,
  {
    type:
      | 'night/shot'
      | 'night/donCheck'
      | 'night/sheriffCheck'
      | 'night/heal'
      | 'night/visit'
      | 'night/maniacShot';
  }
>;

const actionOf: Record<NightCommand['type'], NightAction> = {
  'night/shot': 'shot',
  'night/donCheck': 'donCheck',
  'night/sheriffCheck': 'sheriffCheck',
  'night/heal': 'heal',
  'night/visit': 'visit',
  'night/maniacShot': 'maniacShot',
};
const actor: Partial<Record<NightAction, 'don' | 'sheriff' | 'doctor' | 'lover' | 'maniac'>> = {
  donCheck: 'don',
  sheriffCheck: 'sheriff',
  heal: 'doctor',
  visit: 'lover',
  maniacShot: 'maniac',
};

const tonight = (d: Draft): NightRecord | undefined => d.state.nights[d.state.nights.length - 1];
const lastNight = (d: Draft): NightRecord | undefined => d.state.nights[d.state.nights.length - 2];

function expect(d: Draft, action: NightAction): Problem | null {
  const n = tonight(d);
  if (d.state.phase !== 'night' || !n || n.pending[0] !== action)
    return n?.pending.includes(action) && d.state.phase === 'night'
      ? violation(
          'night/out-of-order',
          'Not yet: another night step comes first',
          'Рано: сначала другой шаг ночи',
          d.rules.clauses.night,
        )
      : violation(
          'night/not-now',
          'This night step is not expected now',
          'Этот шаг ночи сейчас не ожидается',
        );
  return null;
}

export function nightAction(d: Draft, c: NightCommand): Problem | void {
  const action = actionOf[c.type];
  const wrong = expect(d, action);
  if (wrong) return wrong;
  const seat = c.seat;
  if (seat !== null && !seatExists(d.state, seat))
    return violation('seat/unknown', 'No such seat', 'Нет такого места');
  // A check may name a player already out (no rule forbids it: MafClub 2.5.3-2.5.4, FIIM 4.5.6-4.5.7).
  const isCheck = action === 'donCheck' || action === 'sheriffCheck';
  if (seat !== null && !isCheck && !isAlive(d.state, seat)) return notInGame(seat);
  const role = actor[action];
  if (role && seatWithRole(d.state, role) === null)
    return violation(
      'night/role-out',
      'That player is out: the step is called, nobody acts (record a pass)',
      'Этот игрок выбыл: фаза объявляется, но действия нет (отметьте пропуск)',
      d.rules.clauses.roleOut,
    );
  const prev = lastNight(d);
  const self = role ? seatWithRole(d.state, role) : null;
  if (action === 'heal' && seat !== null) {
    if (prev?.heal === seat)
      return violation(
        'night/heal-same-twice',
        'The doctor cannot heal the same player two nights in a row',
        'Доктор не может лечить одного игрока две ночи подряд',
        'Доктор',
      );
    const selfHeals = d.state.nights.filter((n) => n.heal === self).length;
    if (seat === self && selfHeals >= 1)
      return violation(
        'night/heal-self-twice',
        'The doctor heals himself once per game',
        'Доктор лечит себя один раз за игру',
        'Доктор',
      );
  }
  if (action === 'visit' && seat !== null && prev?.visit === seat)
    return violation(
      'night/visit-same-twice',
      'The lover cannot visit the same player twice in a row',
      'Любовница не может выбирать одного игрока две ночи подряд',
      'Путана',
    );
  let result: boolean | null = null;
  if (seat !== null && action === 'donCheck') result = seatOf(d.state, seat)?.role === 'sheriff';
  if (seat !== null && action === 'sheriffCheck') {
    const r = seatOf(d.state, seat)?.role ?? null;
    const black = teamOf(r, d.state) === 'black';
    // Club: the classic maniac shows black, the modern one "not mafia".
    result = black || (r === 'maniac' && d.state.options.maniacVariant === 'classic');
  }
  emit(d, { type: 'nightActed', action, seat, result });
  enterNightStep(d);
}

/** The called role does not act (out of the game, asleep; MafClub 2.5.5). A shot pass is a miss. */
export function nightPass(d: Draft): Problem | void {
  const action = tonight(d)?.pending[0];
  if (d.state.phase !== 'night' || action === undefined)
    return violation('night/not-now', 'No night step is expected now', 'Сейчас нет шага ночи');
  emit(d, { type: 'nightActed', action, seat: null, result: null });
  enterNightStep(d);
}

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
export function sayWithRemovals(d: Draft, night: number, en: string, ru: string): void {
  const removed = removedAtNight(d.state, night).map((x) => x.seat);
  if (removed.length === 0) return say(d, en, ru);
  const list = removed.join(', ');
  say(
    d,
    `${en}. Removed for violating the night rules: ${list}`,
    `${ru}. Удалён(ы) за нарушение правил ночи: ${list}`,
  );
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
    if (isAlive(d.state, seat)) leave(d, seat, 'killed');
    else if (d.state.votesToCancel > 0)
      // MafClub 4.12, FIIM 7.1: he was killed at night, so his removal cancels no vote.
      emit(d, { type: 'votesToCancelChanged', value: d.state.votesToCancel - 1 });
  const [en, ru] =
    died.length === 0
      ? ['Morning: nobody was killed', 'Утро: никто не убит']
      : died.length === 1
        ? [`Morning: seat ${died.join(', ')} is killed`, `Утро: убит игрок ${died.join(', ')}`]
        : [`Morning: seats ${died.join(', ')} are killed`, `Утро: убиты игроки ${died.join(', ')}`];
  sayWithRemovals(d, n.night, en, ru);
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
export function endNightStage(d: Draft): Problem | void {
  const s = d.state;
  const first = d.rules.firstNight;
  const i = first.indexOf(s.stage as (typeof first)[number]);
  if (s.phase === 'night' && i >= 0) {
    const next = first[i + 1];
    if (next === undefined) {
      openDay(d, 1);
      if (removedAtNight(d.state, 0).length > 0) sayWithRemovals(d, 0, 'Morning', 'Утро'); // 4.11
      return;
    }
    emit(d, { type: 'stageSet', phase: 'night', stage: next, day: 0, night: 0 });
    const t = d.rules.timings;
    return startTimer(d, next, null, next === 'donLook' ? t.donLookMs : t.sheriffLookMs);
  }
  if (s.stage === 'bestMove') return dawn(d); // MafClub 2.6.2: no Prima Nota named, "Morning"
  if (s.stage === 'morning') return afterMorning(d);
  return violation('stage/nothing-to-end', 'Nothing to end in this stage', 'На этом этапе нечего завершать');
}

/** After the morning: the killed have a last word (MafClub 2.5.7), then the day's speeches. */
export function afterMorning(d: Draft, removed: number | null = null): void {
  const n = tonight(d);
  // 4.10: the removed leave without a word (also when hit by the shot before the removal)
  const died = (n?.died ?? []).filter((x) => x !== removed && seatOf(d.state, x)?.status === 'killed');
  const killed = d.rules.lastWordAfterNightKill ? died : [];
  if (d.state.winner !== null && killed.length === 0) return finish(d);
  lastWordsThen(d, killed, 'speeches');
}
