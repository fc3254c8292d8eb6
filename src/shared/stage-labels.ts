import type { Stage, Text } from '../protocol/index.ts';
import { stageWords } from '../words/air.ts';

/**
 * What each stage of the game is called on air: the overlays and panel show it, and the hub pushes
 * it to Companion. The words are the catalog's (src/words/ru/air.ts, en/air.ts).
 */
export const stageLabel: Record<Stage, Text> = stageWords();
