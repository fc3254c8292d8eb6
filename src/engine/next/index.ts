/**
 * "What's next" for the operator: the expected steps, the obvious one first with a one-key command.
 * Derived from a table of stages; each step's id and input are the protocol's closed set.
 */
import type { NextStep } from '../../protocol/index.ts';
import type { Stage } from '../../protocol/view.ts';
import { rulesetOf, type Ruleset } from '../rulesets/index.ts';
import { actorAtTable } from '../seats.ts';
import { deckProblem } from '../setup.ts';
import type { GameState } from '../types.ts';
import { eliminateAllSteps, lastWordSteps, speechSteps, tieSpeechSteps, votingSteps } from './day.ts';
import { label, step } from './step.ts';
import { NIGHT_ACTOR } from '../roles.ts';
import { said } from '../../words/format.ts';

function setupSteps(s: GameState): NextStep[] {
  if (s.speaker !== null)
    return [step('speech-end', label('highlightEnd', { seat: s.speaker }), { type: 'speech/end' })];
  if (deckProblem(s)) return [step('deal', label('deal'))];
  return [step('start', label('start'), { type: 'game/start' })];
}

function firstNightSteps(s: GameState): NextStep[] {
  if (s.stage !== 'arrangement' && s.stage !== 'donLook' && s.stage !== 'sheriffLook') return [];
  const id = `end-${s.stage}` as const;
  return [step(id, label(id), { type: 'stage/end' })];
}

function nightSteps(s: GameState): NextStep[] {
  const action = s.nights[s.nights.length - 1]?.pending[0];
  if (!action) return [];
  const words = label(action);
  const role = NIGHT_ACTOR[action];
  const pass = { type: 'night/pass' } as const;
  if (!actorAtTable(s, role)) return [step(`${action}-pass`, label('actorOut', { action: words }), pass)];
  const out = [step(action, words)];
  if (action === 'shot') out.push(step('shot-miss', label('miss'), { type: 'night/shot', seat: null }));
  else if (action === 'maniacShot')
    out.push(step('maniacShot-miss', label('miss'), { type: 'night/maniacShot', seat: null }));
  else out.push(step(`${action}-pass`, label('noAction'), pass));
  return out;
}

function bestMoveSteps(s: GameState, rules: Ruleset): NextStep[] {
  const fk = s.firstKilled;
  const name = label(rules.bestMove === 'primaNota' ? 'primaNota' : 'bestMoveNamed', { seat: fk ?? '' });
  return [
    step('bestMove', name, null, fk),
    step('bestMove-none', label('noneNamed'), { type: 'bestMove', seats: [] }),
  ];
}

const morningSteps = () => [step('morning', label('morning'), { type: 'stage/end' })];
const discussionSteps = () => [step('vote', label('voteEveryone'), { type: 'vote/start' })];

/** The steps of each stage. */
const byStage: Record<Stage, (s: GameState, rules: Ruleset) => NextStep[]> = {
  setup: setupSteps,
  arrangement: firstNightSteps,
  donLook: firstNightSteps,
  sheriffLook: firstNightSteps,
  shot: nightSteps,
  donCheck: nightSteps,
  sheriffCheck: nightSteps,
  clubNight: nightSteps,
  morning: morningSteps,
  bestMove: bestMoveSteps,
  lastWord: lastWordSteps,
  speech: speechSteps,
  discussion: discussionSteps,
  tieSpeech: tieSpeechSteps,
  voting: votingSteps,
  revote: votingSteps,
  eliminateAllVote: eliminateAllSteps,
  finished: () => [],
};

function gameOver(s: GameState): NextStep {
  return step('game-over', label('gameOver', { winner: said(`winner.${s.winner ?? 'draw'}`) }));
}

/**
 * Once per state (states are never changed, each command makes a new one): the judge feed's
 * projection of a state and a step/next decided on it share the steps.
 */
const known = new WeakMap<GameState, readonly NextStep[]>();

export function nextSteps(s: GameState): readonly NextStep[] {
  let steps = known.get(s);
  if (!steps) known.set(s, (steps = stepsOf(s)));
  return steps;
}

function stepsOf(s: GameState): NextStep[] {
  if (s.phase === 'finished' || (s.winner !== null && s.stage !== 'lastWord' && s.stage !== 'morning'))
    return [gameOver(s)];
  return byStage[s.stage](s, rulesetOf(s.ruleset));
}
