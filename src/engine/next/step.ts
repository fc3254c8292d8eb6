/** One next step: its typed id, the input it needs (from the protocol's table), its label, its command. */
import { NEXT_STEP_INPUT, type GameCommand, type NextStep, type NextStepId } from '../../protocol/index.ts';
import * as en from '../../words/en/steps.ts';
import * as ru from '../../words/ru/steps.ts';
import { sayer } from '../words.ts';

/** A step's label from the catalog (src/words/*\/steps.ts): `label('speech', { seat: 4 })` is `{ en, ru }`. */
export const label = sayer(ru.nextStep, en.nextStep);

export const step = (
  id: NextStepId,
  words: { en: string; ru: string },
  command: GameCommand | null = null,
  seat: number | null = null,
): NextStep => ({
  id,
  input: command === null ? NEXT_STEP_INPUT[id] : 'none',
  label: { en: words.en, ru: words.ru },
  command,
  ...(seat !== null ? { seat } : {}),
});
