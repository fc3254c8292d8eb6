/** Night: opening it, its steps in order (the shot, the checks, club roles); then the morning (morning.ts). */
import type { GameCommand, Check } from '../protocol/index.ts';
import { clearSpeaker, emit, say, startTimer, type Draft } from './draft.ts';
import { declare, finish } from './end.ts';
import { morning } from './morning.ts';
import { notInGame, fault } from './problems.ts';
import { actorAtTable, isAlive, removedAtNight, seatExists, seatOf, seatWithRole, teamIn } from './seats.ts';
import type { NightAction, NightRecord } from './types.ts';
import { NIGHT_ACTOR } from './roles.ts';

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
const tonight = (d: Draft): NightRecord | undefined => d.state.nights[d.state.nights.length - 1];
const lastNight = (d: Draft): NightRecord | undefined => d.state.nights[d.state.nights.length - 2];

function expect(d: Draft, action: NightAction): Check {
  const n = tonight(d);
  if (d.state.phase !== 'night' || !n || n.pending[0] !== action)
    return n?.pending.includes(action) && d.state.phase === 'night'
      ? fault('night/out-of-order', undefined, d.rules.clauses.night)
      : fault('night/not-now');
  return null;
}

export function nightAction(d: Draft, c: NightCommand): Check {
  const action = actionOf[c.type];
  const wrong = expect(d, action);
  if (wrong) return wrong;
  const seat = c.seat;
  if (seat !== null && !seatExists(d.state, seat)) return fault('seat/unknown');
  // A check may name a player already out (no rule forbids it: MafClub 2.5.3-2.5.4, FIIM 4.5.6-4.5.7).
  const isCheck = action === 'donCheck' || action === 'sheriffCheck';
  // MafClub 4.11: removed tonight, still at the table until the Sheriff sleeps: the shot may land on
  // him, whichever of the two the operator enters first (the morning counts him killed, 4.12).
  const removedTonight =
    action === 'shot' &&
    d.rules.shotAfterNightRemoval !== undefined &&
    removedAtNight(d.state, tonight(d)?.night ?? -1).some((x) => x.seat === seat);
  if (seat !== null && !isCheck && !isAlive(d.state, seat) && !removedTonight) return notInGame(seat);
  const role = NIGHT_ACTOR[action];
  if (!actorAtTable(d.state, role)) return fault('night/role-out', undefined, d.rules.clauses.roleOut);
  const prev = lastNight(d);
  const self = role ? seatWithRole(d.state, role) : null;
  if (action === 'heal' && seat !== null) {
    if (prev?.heal === seat) return fault('night/heal-same-twice', undefined, d.rules.clauses.heal);
    const selfHeals = d.state.nights.filter((n) => n.heal === self).length;
    if (seat === self && selfHeals >= 1)
      return fault('night/heal-self-twice', undefined, d.rules.clauses.heal);
  }
  if (action === 'visit' && seat !== null && prev?.visit === seat)
    return fault('night/visit-same-twice', undefined, d.rules.clauses.visit);
  let result: boolean | null = null;
  if (seat !== null && action === 'donCheck') result = seatOf(d.state, seat)?.role === 'sheriff';
  if (seat !== null && action === 'sheriffCheck') {
    const r = seatOf(d.state, seat)?.role ?? null;
    const black = teamIn(d.state, r) === 'black';
    // Club: the classic maniac shows black, the modern one "not mafia".
    result = black || (r === 'maniac' && d.state.options.maniacVariant === 'classic');
  }
  emit(d, { type: 'nightActed', action, seat, result });
  enterNightStep(d);
  return null;
}

/** The called role does not act (out of the game, asleep; MafClub 2.5.5). A shot pass is a miss. */
export function nightPass(d: Draft): Check {
  const action = tonight(d)?.pending[0];
  if (d.state.phase !== 'night' || action === undefined) return fault('night/not-now#none');
  emit(d, { type: 'nightActed', action, seat: null, result: null });
  enterNightStep(d);
  return null;
}

/** Night steps for tonight, in the ruleset's order (club roles only when dealt). */
function nightSteps(d: Draft): NightAction[] {
  const s = d.state;
  return d.rules.nightOrder.filter((a) => {
    const role = NIGHT_ACTOR[a];
    if (role !== null && seatWithRole(s, role, true) === null) return false; // not in this deal
    // Club: nobody left to act, no step (the whole mafia out while the maniac plays on).
    return d.rules.callChecksWhenOut || actorAtTable(s, role);
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
  say(d, 'night');
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
