/** One next step: its typed id, the input it needs (from the protocol's table), its label, its command. */
import { NEXT_STEP_INPUT, type GameCommand, type NextStep, type NextStepId } from '../../protocol/index.ts';
import * as ru from '../../words/ru/steps.ts';
import { sayer, type Said } from '../words.ts';

/** A step's label from the catalog (src/words/*\/steps.ts): `label('speech', { seat: 4 })` is `{ key: 'nextStep.speech', values: { seat: 4 } }`. */
export const label = sayer('nextStep', ru.nextStep);

export const step = (
  id: NextStepId,
  words: Said,
  command: GameCommand | null = null,
  seat: number | null = null,
): NextStep => ({
  id,
  input: command === null ? NEXT_STEP_INPUT[id] : 'none',
  label: words,
  command,
  ...(seat !== null ? { seat } : {}),
});
