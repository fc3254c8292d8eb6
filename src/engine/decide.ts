/** A command decided against the state into events, or a rule violation (never thrown). */
import { isProblem, type Check, type GameCommand, type Problem } from '../protocol/index.ts';
import { nominate, withdraw } from './day/nominations.ts';
import { endSpeech, startSpeech } from './day/speeches.ts';
import { endDiscussion, startVote } from './day/vote-start.ts';
import { recordEliminateAll, recordVotes } from './day/voting.ts';
import { recordLateVotes } from './day/late-votes.ts';
import { draftOf, emit, say, type Draft } from './draft.ts';
import { checkEnd } from './end.ts';
import { leave } from './flow.ts';
import { nextSteps } from './next/index.ts';
import { endNightStage, recordBestMove } from './morning.ts';
import { nightAction, nightPass } from './night.ts';
import { gameOver, noSuchSeat, notInGame, fault } from './problems.ts';
import { awardExtra } from './result.ts';
import { imposeResult, surrender } from './imposed.ts';
import { addFoul, addTechFoul, redCard, removeFoul, yellowCard } from './sanctions.ts';
import { removal } from './removal.ts';
import { isAlive, seatExists } from './seats.ts';
import { deal, newGameEvents, replay, seatPlayer, setNickname, setRole, startGame } from './setup.ts';
import { timerCommand } from './timers.ts';
import type { GameEvent, GameState } from './types.ts';

/** Club: the psychopath voted out takes one player along during his last word. */
function revenge(d: Draft, seat: number): Check {
  if (d.state.revengeBy === null) return fault('revenge/not-now', undefined, d.rules.clauses.revenge);
  if (!seatExists(d.state, seat)) return noSuchSeat();
  if (!isAlive(d.state, seat)) return notInGame(seat);
  emit(d, { type: 'revengePending', seat: null });
  leave(d, seat, 'killed');
  say(d, 'leavesToo', { seat }); // no role named in the venue
  checkEnd(d);
  return null;
}

/** Commands allowed once the game is over. */
const afterEnd = new Set([
  'game/new',
  'seat/nickname',
  'seat/player',
  'card/yellow',
  'card/red',
  'removal', // FIIM 6.9: noted without a penalty after the decision (removal.ts refuses the rest)
  'score/extra',
  'game/replay',
  'game/result', // FIIM 8.9, MafClub 4.20.2: the result of a finished game may be changed
  'timer/pause',
  'timer/reset',
]);

function apply(d: Draft, c: GameCommand): Check {
  if (d.state.phase === 'finished' && !afterEnd.has(c.type)) return gameOver();
  switch (c.type) {
    case 'game/new':
      return newGameEvents(d, c);
    case 'seat/nickname':
      return setNickname(d, c.seat, c.nickname);
    case 'seat/player':
      return seatPlayer(d, c);
    case 'seat/role':
      return setRole(d, c.seat, c.role);
    case 'deal/seeded':
      return deal(d, c.seed);
    case 'game/start':
      return startGame(d);
    case 'speech/start':
      return startSpeech(d, c.seat);
    case 'speech/end':
      return endSpeech(d, c.seat);
    case 'nominate':
      return nominate(d, c.by, c.seat);
    case 'nomination/withdraw':
      return withdraw(d, c.by);
    case 'vote/start':
      return startVote(d);
    case 'vote/record':
      return recordVotes(d, c.candidate, c.count, c.voters);
    case 'vote/late':
      return recordLateVotes(d, c.candidate, c.count, c.voters);
    case 'eliminateAll/record':
      return recordEliminateAll(d, c.count);
    case 'night/shot':
    case 'night/donCheck':
    case 'night/sheriffCheck':
    case 'night/heal':
    case 'night/visit':
    case 'night/maniacShot':
      return nightAction(d, c);
    case 'night/pass':
      return nightPass(d);
    case 'bestMove':
      return recordBestMove(d, c.seats, c.colours, c.hinted);
    case 'stage/end':
      return d.state.stage === 'discussion' ? endDiscussion(d) : endNightStage(d);
    case 'revenge':
      return revenge(d, c.seat);
    case 'step/next':
      throw new Error('step/next is decided as the step it takes (bug: reached apply)');
    case 'foul/add':
      return addFoul(d, c.seat, c);
    case 'foul/remove':
      return removeFoul(d, c.seat);
    case 'techFoul/add':
      return addTechFoul(d, c.seat);
    case 'card/yellow':
      return yellowCard(d, c.seat, c);
    case 'card/red':
      return redCard(d, c.seat, c);
    case 'removal':
      return removal(d, c);
    case 'game/replay':
      return replay(d, c.seed, c.offender, c);
    case 'game/surrender':
      return surrender(d);
    case 'game/result':
      return imposeResult(d, c);
    case 'timer/start':
    case 'timer/pause':
    case 'timer/resume':
    case 'timer/reset':
    case 'timer/add':
      return timerCommand(d, c);
    case 'score/extra':
      return awardExtra(d, c.seat, c.kind, c.points);
    case 'undo':
    case 'redo':
      throw new Error('undo/redo are decided by the log (bug: reached decide)');
  }
}

/**
 * The events of one command and the state they give (the draft folded them as they were emitted:
 * the caller keeps it, no second fold); step/next resolves to the command it takes.
 */
export function decide(
  state: GameState,
  command: GameCommand,
  at: number,
): { events: GameEvent[]; command: GameCommand; state: GameState } | Problem {
  const d = draftOf(state, at);
  const taken = command.type === 'step/next' ? firstStep(state) : command;
  if (isProblem(taken)) return taken;
  const problem = apply(d, taken);
  if (isProblem(problem)) return problem;
  if (d.events.length === 0) return fault('command/no-effect');
  return { events: d.events, command: taken, state: d.state };
}

/** step/next: the first next step, when it needs no choice (a shot needs a seat: no accidental miss). */
function firstStep(state: GameState): GameCommand | Problem {
  if (state.phase === 'finished') return gameOver();
  const first = nextSteps(state)[0]?.command;
  return !first || first.type === 'step/next' ? fault('step/none') : first;
}
