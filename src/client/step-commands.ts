import type { GameCommand, GameView, NextStep } from '../protocol/index.ts';

/**
 * The engine's next steps that need the operator's input (a seat, a vote count, the dealt
 * roles) turned into commands. Step ids come from src/engine/next.ts.
 */
export type StepNeed = 'seat' | 'count' | 'seats';

export type StepResolution = { command: GameCommand } | { needs: StepNeed } | { unknown: true };

export interface StepInput {
  view: GameView;
  /** The seat selected on the panel (1-9, 0 keys). */
  selected: number | null;
  /** Seats marked for the best move (M key), in marking order. */
  picked: readonly number[];
  /** A vote count typed on the panel. */
  count: number | null;
  /** Or the voters typed (Shift+V): their number is the count (vote-on, vote-late). */
  voters?: number[] | null;
  /** firstKilledPick `colours`: the guess typed for each seat of `picked` (R / B after its digit). */
  colours?: readonly (Colour | undefined)[];
}

export type Colour = 'red' | 'black';

const seatSteps: Record<string, (seat: number, view: GameView, step: NextStep) => GameCommand> = {
  nominate: (seat, view) => ({ type: 'nominate', seat, ...(view.speaker ? { by: view.speaker } : {}) }),
  // MafClub 4.4 / FIIM 6.4: the player who lost his speech nominates once, at his turn (step.seat).
  'nominate-lost-turn': (seat, _view, step) => ({
    type: 'nominate',
    seat,
    ...(step.seat ? { by: step.seat } : {}),
  }),
  shot: (seat) => ({ type: 'night/shot', seat }),
  maniacShot: (seat) => ({ type: 'night/maniacShot', seat }),
  donCheck: (seat) => ({ type: 'night/donCheck', seat }),
  sheriffCheck: (seat) => ({ type: 'night/sheriffCheck', seat }),
  heal: (seat) => ({ type: 'night/heal', seat }),
  visit: (seat) => ({ type: 'night/visit', seat }),
  revenge: (seat) => ({ type: 'revenge', seat }),
};

/** A fresh seed for dealing roles (the engine stays deterministic: the seed is in the log). */
export function drawSeed(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What the step asks of the operator: the engine says so in the view (`input`, NEXT_STEP_INPUT). */
export function stepNeeds(step: NextStep): StepNeed | null {
  return step.command || step.input === 'none' ? null : step.input;
}

export function resolveStep(step: NextStep, input: StepInput): StepResolution {
  if (step.command) return { command: step.command };
  if (step.id === 'deal') return { command: { type: 'deal/seeded', seed: drawSeed() } };
  const bySeat = seatSteps[step.id];
  if (bySeat)
    return input.selected === null
      ? { needs: 'seat' }
      : { command: bySeat(input.selected, input.view, step) };
  if (step.id === 'vote-on') {
    const v = input.view.voting;
    const candidate = v?.candidates[v.votes.length];
    if (input.voters && candidate !== undefined)
      return { command: { type: 'vote/record', candidate, voters: input.voters } };
    if (input.count === null || candidate === undefined) return { needs: 'count' };
    return { command: { type: 'vote/record', candidate, count: input.count } };
  }
  // MafClub 2.4.2: after an early decision the remaining counts go to the protocol only.
  if (step.id === 'vote-late') {
    const v = input.view.voting;
    const candidate = step.seat ?? v?.candidates[v.votes.length];
    if (input.voters && candidate !== undefined)
      return { command: { type: 'vote/late', candidate, voters: input.voters } };
    if (input.count === null || candidate === undefined) return { needs: 'count' };
    return { command: { type: 'vote/late', candidate, count: input.count } };
  }
  if (step.id === 'eliminateAll')
    return input.count === null
      ? { needs: 'count' }
      : { command: { type: 'eliminateAll/record', count: input.count } };
  if (step.id === 'bestMove') return bestMove(input);
  return { unknown: true };
}

/** The first killed's pick; with colours typed, every seat needs one (the engine checks the variant). */
function bestMove({ picked, colours = [] }: StepInput): StepResolution {
  if (picked.length === 0) return { needs: 'seats' };
  const guesses = picked.map((_, i) => colours[i]);
  if (guesses.every((c) => c === undefined)) return { command: { type: 'bestMove', seats: [...picked] } };
  if (guesses.some((c) => c === undefined)) return { needs: 'seats' };
  return { command: { type: 'bestMove', seats: [...picked], colours: guesses as Colour[] } };
}
