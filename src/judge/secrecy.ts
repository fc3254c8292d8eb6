import type { GameCommand, NextStep, NextStepId, Problem } from '../protocol/index.ts';
import type { Said } from '../words/format.ts';

/** A step's label as the engine words it (src/words/*\/steps.ts; these take no values). */
const label = (key: 'miss' | 'noAction' | NightAction): Said => ({ key: `nextStep.${key}` });

/**
 * What a player glancing at the tablet must not read (issue 35; the first killed has his eyes open
 * at night): night actions, roles, and anything that implies them (a skipped check says the actor
 * is out, a check's result says a role). The page shows these only while the judge holds the roles
 * control; otherwise the neutral words below.
 */
const SECRET_TYPES: ReadonlySet<GameCommand['type']> = new Set([
  'night/shot',
  'night/donCheck',
  'night/sheriffCheck',
  'night/heal',
  'night/visit',
  'night/maniacShot',
  'night/pass',
  'seat/role',
  'deal/seeded',
]);

export const isSecretCommand = (c: GameCommand): boolean => SECRET_TYPES.has(c.type);

/** A night action's refusal (`night/role-out`) or a deck's problem names or implies a role. */
export const isSecretProblem = (p: Problem): boolean =>
  p.code.startsWith('night/') || p.code.startsWith('deck/');

const NIGHT_ACTIONS = ['shot', 'donCheck', 'sheriffCheck', 'heal', 'visit', 'maniacShot'] as const;
type NightAction = (typeof NIGHT_ACTIONS)[number];

/** The night action the engine's steps are about (`donCheck`, `donCheck-pass`, `shot-miss`), if any. */
function nightActionOf(steps: readonly NextStep[]): NightAction | null {
  for (const s of steps) {
    const base = s.id.replace(/-(pass|miss)$/, '');
    if ((NIGHT_ACTIONS as readonly string[]).includes(base)) return base as NightAction;
  }
  return null;
}

/**
 * The steps as the tablet shows them while the roles are not held: a night action always offers
 * the same two buttons with the same words ("Don's check" with a seat, "No action"), whether or not
 * its actor is at the table. The engine's own step stands behind a button of the same id; a seat
 * step it did not offer (the actor is out) is `stand-in`: its press records the pass the rule asks
 * for (the phase is announced, there is no action: `night/role-out`).
 */
export function neutralSteps(steps: readonly NextStep[]): NextStep[] {
  const action = nightActionOf(steps);
  if (!action) return [...steps];
  const open = action === 'shot' || action === 'maniacShot';
  const second: NextStep = open
    ? {
        id: `${action}-miss` as NextStepId,
        input: 'none',
        label: label('miss'),
        command: { type: action === 'shot' ? 'night/shot' : 'night/maniacShot', seat: null },
      }
    : {
        id: `${action}-pass` as NextStepId,
        input: 'none',
        label: label('noAction'),
        command: { type: 'night/pass' },
      };
  const first: NextStep = { id: action, input: 'seat', label: label(action), command: null };
  return [first, second].map((shown) => {
    const real = steps.find((s) => s.id === shown.id);
    return real ? { ...real, label: shown.label } : shown;
  });
}

/** A neutral step the engine did not offer (its actor is out): pressing it records the pass. */
export const standIn = (step: NextStep, steps: readonly NextStep[]): boolean =>
  !steps.some((s) => s.id === step.id);
