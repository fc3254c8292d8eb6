/** One next step: its typed id, the input it needs (from the protocol's table), its label, its command. */
import { NEXT_STEP_INPUT, type GameCommand, type NextStep, type NextStepId } from '../../protocol/index.ts';

export const step = (
  id: NextStepId,
  en: string,
  ru: string,
  command: GameCommand | null = null,
  seat: number | null = null,
): NextStep => ({
  id,
  input: command === null ? NEXT_STEP_INPUT[id] : 'none',
  label: { en, ru },
  command,
  ...(seat !== null ? { seat } : {}),
});
