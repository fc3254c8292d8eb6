import type { Stage } from '../protocol/index.ts';
import type { Text } from '../words/format.ts';
import { stageWords } from '../words/air.ts';
import { bestMoveName } from '../facts/best-move.ts';
import type { RulesetId } from '../facts/rulesets.ts';

/**
 * What each stage of the game is called on air: the overlays and panel show it, and the hub pushes
 * it to Companion. The words are the catalog's (src/words/ru/air.ts, en/air.ts).
 */
export const stageLabel: Record<Stage, Text> = stageWords();

/** A stage's name under a ruleset: the first killed's pick has each ruleset's own name (MafClub: Prima Nota). */
export const stageName = (stage: Stage, ruleset: RulesetId): Text =>
  stage === 'bestMove' ? bestMoveName(ruleset) : stageLabel[stage];
