/**
 * "What's next" for the operator: the expected steps, the obvious one first with a one-key command.
 * Derived from a table of stages; each step's id and input are the protocol's closed set.
 */
import type { NextStep } from '../../protocol/index.ts';
import type { Stage } from '../../protocol/view.ts';
import { rulesetOf, type Ruleset } from '../rulesets/index.ts';
import { actorAtTable } from '../seats.ts';
import { deckProblem } from '../setup.ts';
import type { GameState, NightAction } from '../types.ts';
import { eliminateAllSteps, lastWordSteps, speechSteps, tieSpeechSteps, votingSteps } from './day.ts';
import { step } from './step.ts';
import { NIGHT_ACTOR } from '../roles.ts';
import { winnerWords } from '../../facts/index.ts';

const nightLabels: Record<NightAction, [string, string]> = {
  shot: ['Mafia shot', 'Стрельба мафии'],
  donCheck: ['Don check', 'Проверка Дона'],
  sheriffCheck: ['Sheriff check', 'Проверка Шерифа'],
  heal: ['Doctor heal', 'Лечение Доктора'],
  visit: ['Lover visit', 'Визит Любовницы'],
  maniacShot: ['Maniac shot', 'Выстрел Маньяка'],
};
function setupSteps(s: GameState): NextStep[] {
  if (s.speaker !== null)
    return [
      step('speech-end', `End highlight of ${s.speaker}`, `Снять выделение ${s.speaker}`, {
        type: 'speech/end',
      }),
    ];
  if (deckProblem(s)) return [step('deal', 'Deal or enter the roles', 'Раздайте или введите роли')];
  return [step('start', 'Start the game: night', 'Начать игру: ночь', { type: 'game/start' })];
}

function firstNightSteps(s: GameState): NextStep[] {
  const what = {
    arrangement: ['end-arrangement', 'arrangement', 'договорку'],
    donLook: ['end-donLook', 'Don look', 'осмотр Дона'],
    sheriffLook: ['end-sheriffLook', 'Sheriff look', 'осмотр Шерифа'],
  } as const;
  if (s.stage !== 'arrangement' && s.stage !== 'donLook' && s.stage !== 'sheriffLook') return [];
  const [id, en, ru] = what[s.stage];
  return [step(id, `End the ${en}`, `Завершить ${ru}`, { type: 'stage/end' })];
}

function nightSteps(s: GameState): NextStep[] {
  const action = s.nights[s.nights.length - 1]?.pending[0];
  if (!action) return [];
  const [en, ru] = nightLabels[action];
  const role = NIGHT_ACTOR[action];
  const pass = { type: 'night/pass' } as const;
  if (!actorAtTable(s, role))
    return [step(`${action}-pass`, `${en}: out of the game, pass`, `${ru}: выбыл, пропуск`, pass)];
  const out = [step(action, en, ru)];
  if (action === 'shot') out.push(step('shot-miss', 'Miss', 'Промах', { type: 'night/shot', seat: null }));
  else if (action === 'maniacShot')
    out.push(step('maniacShot-miss', 'Miss', 'Промах', { type: 'night/maniacShot', seat: null }));
  else out.push(step(`${action}-pass`, 'No action', 'Без действия', pass));
  return out;
}

function bestMoveSteps(s: GameState, rules: Ruleset): NextStep[] {
  const fk = s.firstKilled;
  const name = rules.bestMove === 'primaNota' ? ['Prima Nota', 'Prima Nota'] : ['best move', 'лучший ход'];
  return [
    step('bestMove', `${name[0]} of ${fk}`, `${name[1]} игрока ${fk}`, null, fk),
    step('bestMove-none', 'None named', 'Не назван', { type: 'bestMove', seats: [] }),
  ];
}

const morningSteps = () => [
  step('morning', 'Continue the morning', 'Продолжить утро', { type: 'stage/end' }),
];
const discussionSteps = () => [
  step('vote', 'Voting: everyone in speech order', 'Голосование: все по порядку', { type: 'vote/start' }),
];

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
  const w = winnerWords[s.winner ?? 'draw'];
  return step('game-over', `Game over: ${w.en}`, `Игра окончена: ${w.ru}`);
}

export function nextSteps(s: GameState): NextStep[] {
  if (s.phase === 'finished' || (s.winner !== null && s.stage !== 'lastWord' && s.stage !== 'morning'))
    return [gameOver(s)];
  return byStage[s.stage](s, rulesetOf(s.ruleset));
}
