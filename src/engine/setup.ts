/** Setup: a new game, nicknames, roles (entered or dealt from a seed), deck validation, start. */
import type { GameCommand, Check, Role, RulesetId } from '../protocol/index.ts';
import { emit, say, startTimer, type Draft } from './draft.ts';
import { shuffle } from './prng.ts';
import { resultOf } from './result.ts';
import { noteSanction } from './sanction-notes.ts';
import { keptOnReplay } from './scoring/index.ts';
import { noSuchSeat, fault } from './problems.ts';
import { teamOf } from '../facts/index.ts';
import { rulesetOf } from './rulesets/index.ts';
import { seatExists } from './seats.ts';
import { defaultOptions } from './state.ts';
import type { ClubOptions, GameState } from './types.ts';

export function newGameEvents(d: Draft, c: Extract<GameCommand, { type: 'game/new' }>): Check {
  const rules = rulesetOf(c.ruleset);
  const seatCount = c.seats ?? rules.seats.default;
  if (seatCount < rules.seats.min || seatCount > rules.seats.max)
    return fault(
      'setup/seat-count',
      { ruleset: rules.id, min: rules.seats.min, max: rules.seats.max },
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
  // The deck this game would deal must be one it starts: refused now, before any card is drawn.
  if (rolesProblem(rules.id, seatCount, options, rules.deck(seatCount, options)))
    return fault('setup/no-deck', { seats: seatCount }, rules.deckClause);
  emit(d, {
    type: 'gameCreated',
    gameId: c.gameId ?? `game-${d.at}`,
    ruleset: c.ruleset,
    seatCount,
    options,
  });
  return null;
}

const inSetup = (d: Draft) => (d.state.phase === 'setup' ? null : fault('setup/started'));

export function setNickname(d: Draft, seat: number, nickname: string): Check {
  if (!seatExists(d.state, seat)) return noSuchSeat();
  emit(d, { type: 'nicknameSet', seat, nickname: nickname.trim() });
  return null;
}

/** A roster player takes the seat: the command carries the hub's snapshot of him (issue 9). */
export function seatPlayer(d: Draft, c: Extract<GameCommand, { type: 'seat/player' }>): Check {
  if (!seatExists(d.state, c.seat)) return noSuchSeat();
  if (c.nickname === undefined) return fault('seat/player-unresolved');
  const player = {
    id: c.player,
    club: c.club ?? null,
    photo: c.photo ?? null,
    ...(c.stage ? { stage: c.stage.trim() } : {}),
  };
  emit(d, { type: 'playerSeated', seat: c.seat, nickname: c.nickname.trim(), player });
  return null;
}

export function setRole(d: Draft, seat: number, role: Role): Check {
  if (!seatExists(d.state, seat)) return noSuchSeat();
  const bad = inSetup(d);
  if (bad) return bad;
  emit(d, { type: 'roleSet', seat, role });
  return null;
}

export function deal(d: Draft, seed: string): Check {
  const bad = inSetup(d);
  if (bad) return bad;
  const roles = shuffle(d.rules.deck(d.state.seatCount, d.state.options), seed);
  emit(d, { type: 'rolesDealt', seed, roles });
  return null;
}

/** Deck rules: sport 7 red incl. Sheriff, 3 black incl. Don; club role limits and black < red. */
export const deckProblem = (state: GameState): Check =>
  rolesProblem(
    state.ruleset,
    state.seatCount,
    state.options,
    state.seats.map((s) => s.role),
  );

function rolesProblem(
  ruleset: RulesetId,
  seatCount: number,
  options: ClubOptions,
  roles: readonly (Role | null)[],
): Check {
  const rules = rulesetOf(ruleset);
  if (roles.some((r) => r === null)) return fault('deck/incomplete', undefined, rules.deckClause);
  const count = (r: Role) => roles.filter((x) => x === r).length;
  const limits = rules.roleLimits(seatCount);
  for (const r of new Set(roles as Role[]))
    if (!(r in limits)) return fault('deck/role-not-allowed', { role: r }, rules.deckClause);
  for (const [role, lim] of Object.entries(limits)) {
    const n = count(role as Role);
    if (n < lim.min || (lim.max !== null && n > lim.max))
      return fault('deck/invalid', { role, n }, rules.deckClause);
  }
  const black = roles.filter((r) => r !== null && teamOf(r, options.loverSide) === 'black').length;
  if (black === 0 || black * 2 >= roles.length)
    return fault('deck/invalid#black', undefined, rules.deckClause);
  return null;
}

export function startGame(d: Draft): Check {
  const bad = inSetup(d) ?? deckProblem(d.state);
  if (bad) return bad;
  if (d.state.speaker !== null) emit(d, { type: 'speakerSet', seat: null });
  const first = d.rules.firstNight[0] ?? 'arrangement';
  emit(d, { type: 'stageSet', phase: 'night', stage: first, day: 0, night: 0 });
  say(d, 'night');
  startTimer(d, first, null, d.rules.timings.arrangementMs); // MafClub 2.2.2: exactly one minute
  return null;
}

/** MafClub 4.13-4.14: instant replay: everybody back, a new deal; the offender's penalty is kept. */
export function replay(
  d: Draft,
  seed: string | undefined,
  offender: number | undefined,
  how: { kind?: 'automatic' | 'appeal' | undefined; repeat?: boolean | undefined } = {},
): Check {
  if (d.state.phase === 'setup') return fault('replay/not-started');
  if (offender !== undefined && !seatExists(d.state, offender)) return noSuchSeat();
  // 4.20: a replay on appeal is the host's fault: no offender, nothing kept.
  const appeal = how.kind === 'appeal';
  if (appeal && (offender !== undefined || how.repeat))
    return fault('replay/appeal-offender', undefined, d.rules.replayClauses?.appeal ?? null);
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
  say(d, 'replay');
  if (seed) deal(d, seed);
  return null;
}
