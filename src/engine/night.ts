/** Night: the first night's looks, the shot, the checks, club roles, and the morning. */
import type { GameCommand, Problem } from '../protocol/index.ts';
import { clearSpeaker, emit, say, startTimer, type Draft } from './draft.ts';
import { checkEnd, declare, finish } from './end.ts';
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
          '2.5',
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
  if (seat !== null && !isAlive(d.state, seat)) return notInGame(seat);
  const role = actor[action];
  if (role && seatWithRole(d.state, role) === null)
    return violation(
      'night/role-out',
      'That player is out: the step is called, nobody acts (record a pass)',
      'Этот игрок выбыл: фаза объявляется, но действия нет (отметьте пропуск)',
      '2.5.5',
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

/** Morning: announce the kill or the miss (MafClub 2.5.6), first killed, end check. */
export function morning(d: Draft): void {
  const n = tonight(d);
  if (!n) return;
  clearSpeaker(d);
  const died = deathsOf(d, n);
  emit(d, { type: 'nightResolved', died });
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

/** May the first killed name three (MafClub 2.6.1 all ten at the table; FIIM 8.3.6 not after 2+ left on day 1)? */
export function bestMoveAllowed(d: Draft): boolean {
  const s = d.state;
  const fk = s.firstKilled;
  if (d.rules.bestMove === null || fk === null || s.bestMove !== null || s.night !== 1) return false;
  if (seatOf(s, fk)?.status !== 'killed') return false; // removed: MafClub 4.10-4.11
  if (d.rules.bestMove === 'primaNota') return s.seats.every((x) => x.status === 'alive' || x.seat === fk);
  return (
    s.seats.filter((x) => x.leftAt?.phase === 'day' && x.leftAt.number === 1 && x.status === 'votedOut')
      .length < 2
  );
}

/** stage/end in the first night, the morning and the best-move stage. */
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
  if (s.stage === 'morning') {
    if (bestMoveAllowed(d)) {
      emit(d, { type: 'stageSet', phase: 'day', stage: 'bestMove', day: s.day, night: s.night });
      return;
    }
    return afterMorning(d);
  }
  if (s.stage === 'bestMove') return afterMorning(d);
  return violation('stage/nothing-to-end', 'Nothing to end in this stage', 'На этом этапе нечего завершать');
}

function afterMorning(d: Draft, removed: number | null = null): void {
  const n = tonight(d);
  // 4.10: the removed leave without a word (also when hit by the shot before the removal)
  const died = (n?.died ?? []).filter((x) => x !== removed && seatOf(d.state, x)?.status === 'killed');
  const killed = d.rules.lastWordAfterNightKill ? died : [];
  if (d.state.winner !== null && killed.length === 0) return finish(d);
  lastWordsThen(d, killed, 'speeches'); // MafClub 2.5.7: the killed have a last word
}

export function recordBestMove(d: Draft, seats: number[]): Problem | void {
  const s = d.state;
  if (s.bestMove !== null)
    return violation(
      'bestMove/already',
      'The best move is recorded and cannot change',
      'Лучший ход уже записан и не меняется',
      d.rules.bestMove === 'primaNota' ? '2.6.5' : '8.3.3',
    );
  const inLastWord = s.stage === 'lastWord' && s.lastWords.queue[0] === s.firstKilled;
  if (s.stage !== 'bestMove' && !(inLastWord && d.rules.bestMove === 'bestMove' && bestMoveAllowed(d)))
    return violation(
      'bestMove/not-allowed',
      'No best move now',
      'Лучший ход сейчас невозможен',
      d.rules.bestMove === 'primaNota' ? '2.6.1' : '8.3.6',
    );
  if (new Set(seats).size !== seats.length || seats.some((x) => !seatExists(s, x)))
    return violation('bestMove/bad-seats', 'Up to three different seats', 'До трёх разных номеров', '8.3.1');
  emit(d, { type: 'bestMoveRecorded', seats });
  if (s.stage === 'bestMove') afterMorning(d);
}

/** Killed tonight, not yet through the morning: removal then takes the last word (and the best move). */
export const justKilled = (d: Draft, seat: number): boolean =>
  (d.state.stage === 'morning' || d.state.stage === 'bestMove') &&
  seatOf(d.state, seat)?.status === 'killed' &&
  (tonight(d)?.died ?? []).includes(seat);

/**
 * The first killed removed in the morning or while naming the three: MafClub 2.6.2.1 allows the
 * removal, 4.11 counts nothing after the violation (no Prima Nota), 4.10 no last word; FIIM 8.3 the
 * best move belongs to the last minute, which is gone. No vote is cancelled (MafClub 4.12: he had
 * left already, killed at night).
 */
export function removeJustKilled(d: Draft, seat: number): void {
  say(d, `Seat ${seat} is removed`, `Игрок ${seat} удалён`);
  afterMorning(d, seat);
}
