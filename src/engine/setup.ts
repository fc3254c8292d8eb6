/** Setup: a new game, nicknames, roles (entered or dealt from a seed), deck validation, start. */
import type { GameCommand, Problem, Role } from '../protocol/index.ts';
import { emit, say, startTimer, type Draft } from './draft.ts';
import { shuffle } from './prng.ts';
import { resultOf } from './result.ts';
import { noteSanction } from './sanction-notes.ts';
import { keptOnReplay } from './scoring/index.ts';
import { noSuchSeat, violation } from './problems.ts';
import { rulesetOf } from './rulesets/index.ts';
import { seatExists } from './seats.ts';
import { defaultOptions } from './state.ts';
import type { GameState } from './types.ts';

export function newGameEvents(d: Draft, c: Extract<GameCommand, { type: 'game/new' }>): Problem | void {
  const rules = rulesetOf(c.ruleset);
  const seatCount = c.seats ?? rules.seats.default;
  if (seatCount < rules.seats.min || seatCount > rules.seats.max)
    return violation(
      'setup/seat-count',
      `${rules.id}: ${rules.seats.min}-${rules.seats.max} players`,
      `${rules.id}: от ${rules.seats.min} до ${rules.seats.max} игроков`,
      rules.clauses.seatCount,
    );
  const options = {
    loverSide: c.loverSide ?? defaultOptions.loverSide,
    maniacVariant: c.maniacVariant ?? defaultOptions.maniacVariant,
    ...(c.repeatedTie ? { repeatedTie: c.repeatedTie } : {}),
    ...(c.firstDay && c.firstDay !== 'vote' ? { firstDay: c.firstDay } : {}),
    ...(c.firstKilledPick === 'colours' ? { firstKilledPick: c.firstKilledPick } : {}),
    // The ruleset's default is written into the game (absent = leaves): older logs refold unchanged.
    ...((c.loneNominee ?? rules.loneNominee) === 'vote' ? { loneNominee: 'vote' as const } : {}),
    ...(c.awardLimits === 'extended' ? { awardLimits: c.awardLimits } : {}),
  };
  emit(d, {
    type: 'gameCreated',
    gameId: c.gameId ?? `game-${d.at}`,
    ruleset: c.ruleset,
    seatCount,
    options,
  });
}

const inSetup = (d: Draft) =>
  d.state.phase === 'setup' ? null : violation('setup/started', 'The game has started', 'Игра уже началась');

export function setNickname(d: Draft, seat: number, nickname: string): Problem | void {
  if (!seatExists(d.state, seat)) return noSuchSeat();
  emit(d, { type: 'nicknameSet', seat, nickname: nickname.trim() });
}

/** A roster player takes the seat: the command carries the hub's snapshot of him (issue 9). */
export function seatPlayer(d: Draft, c: Extract<GameCommand, { type: 'seat/player' }>): Problem | void {
  if (!seatExists(d.state, c.seat)) return noSuchSeat();
  if (c.nickname === undefined)
    return violation(
      'seat/player-unresolved',
      'The hub did not resolve this player from its roster',
      'Хаб не нашёл этого игрока в составе',
    );
  const player = { id: c.player, club: c.club ?? null, photo: c.photo ?? null };
  emit(d, { type: 'playerSeated', seat: c.seat, nickname: c.nickname.trim(), player });
}

export function setRole(d: Draft, seat: number, role: Role): Problem | void {
  if (!seatExists(d.state, seat)) return noSuchSeat();
  const bad = inSetup(d);
  if (bad) return bad;
  emit(d, { type: 'roleSet', seat, role });
}

export function deal(d: Draft, seed: string): Problem | void {
  const bad = inSetup(d);
  if (bad) return bad;
  const roles = shuffle(d.rules.deck(d.state.seatCount, d.state.options), seed);
  emit(d, { type: 'rolesDealt', seed, roles });
}

/** Deck rules: sport 7 red incl. Sheriff, 3 black incl. Don; club role limits and black < red. */
export function deckProblem(state: GameState): Problem | null {
  const rules = rulesetOf(state.ruleset);
  const roles = state.seats.map((s) => s.role);
  if (roles.some((r) => r === null))
    return violation(
      'deck/incomplete',
      'Every seat needs a role',
      'У каждого места должна быть роль',
      rules.deckClause,
    );
  const count = (r: Role) => roles.filter((x) => x === r).length;
  const limits = rules.roleLimits(state.seatCount);
  for (const r of new Set(roles as Role[]))
    if (!(r in limits))
      return violation(
        'deck/role-not-allowed',
        `No ${r} in this ruleset`,
        `Роли ${r} нет в этих правилах`,
        rules.deckClause,
      );
  for (const [role, lim] of Object.entries(limits)) {
    const n = count(role as Role);
    if (n < lim.min || (lim.max !== null && n > lim.max))
      return violation(
        'deck/invalid',
        `Wrong number of ${role}: ${n}`,
        `Неверное число ролей ${role}: ${n}`,
        rules.deckClause,
      );
  }
  const black = count('mafia') + count('don') + (state.options.loverSide === 'black' ? count('lover') : 0);
  if (black === 0 || black * 2 >= roles.length)
    return violation(
      'deck/invalid',
      'The black team must be smaller than the red one',
      'Чёрных должно быть меньше, чем красных',
      rules.deckClause,
    );
  return null;
}

export function startGame(d: Draft): Problem | void {
  const bad = inSetup(d) ?? deckProblem(d.state);
  if (bad) return bad;
  if (d.state.speaker !== null) emit(d, { type: 'speakerSet', seat: null });
  const first = d.rules.firstNight[0] ?? 'arrangement';
  emit(d, { type: 'stageSet', phase: 'night', stage: first, day: 0, night: 0 });
  say(d, 'Night', 'Наступает ночь');
  startTimer(d, first, null, d.rules.timings.arrangementMs); // MafClub 2.2.2: exactly one minute
}

/** MafClub 4.13-4.14: instant replay: everybody back, a new deal; the offender's penalty is kept. */
export function replay(
  d: Draft,
  seed: string | undefined,
  offender: number | undefined,
  how: { kind?: 'automatic' | 'appeal' | undefined; repeat?: boolean | undefined } = {},
): Problem | void {
  if (d.state.phase === 'setup')
    return violation('replay/not-started', 'The game has not started', 'Игра ещё не началась');
  if (offender !== undefined && !seatExists(d.state, offender)) return noSuchSeat();
  // 4.20: a replay on appeal is the host's fault: no offender, nothing kept.
  const appeal = how.kind === 'appeal';
  if (appeal && (offender !== undefined || how.repeat))
    return violation(
      'replay/appeal-offender',
      'A replay on appeal has no offender: the host erred',
      'У переигровки по апелляции нет нарушителя: ошибся ведущий',
      d.rules.replayClauses?.appeal ?? null,
    );
  // 3.11.1: the Prima Nota points earned so far are kept (the deal they were scored against goes).
  const sofar = appeal ? null : resultOf(d.state, 'draw');
  const kept = sofar ? keptOnReplay(sofar) : [];
  // 4.15.1: the offender's second automatic replay in the tournament: a red card as well.
  const repeat = how.repeat && offender !== undefined && d.rules.repeatReplayCard !== undefined;
  emit(d, {
    type: 'replayed',
    offender: offender ?? null,
    ...(kept.length > 0 ? { kept } : {}),
    ...(appeal ? { kind: 'appeal' as const } : {}),
    ...(repeat ? { repeat: true as const } : {}),
  });
  if (repeat && offender !== undefined)
    noteSanction(d, offender, 'redCard', { clause: d.rules.repeatReplayCard }, {}, true); // in the protocol
  say(d, 'Replay: a new deal', 'Переигровка: новая раздача');
  if (seed) deal(d, seed);
}
