import type { Role } from '../protocol/index.ts';
import type { Text } from '../words/format.ts';
import type { SeatView, TimerView } from '../protocol/index.ts';
import type { Lang } from './params.ts';
import { winnerWords } from '../facts/winner-words.ts';
import { penaltyWords, plainWords, roleWords, stageWords, statusWords, timerWords } from '../words/air.ts';

/** Broadcast wording in ru and en, from the catalog (src/words; terms: docs/glossary.md). */
export const statusLabel: Record<Exclude<SeatView['status'], 'alive'>, Text> = statusWords();

export const penaltyLabel = penaltyWords();

export const roleLabel: Record<Role, Text> = roleWords();

const stage = stageWords();
/** A timer is called as its stage where the stage has one timer (the sentence written once). */
export const timerLabel: Record<TimerView['kind'], Text> = {
  ...timerWords(),
  arrangement: stage.arrangement,
  donLook: stage.donLook,
  sheriffLook: stage.sheriffLook,
  donCheck: stage.donCheck,
  sheriffCheck: stage.sheriffCheck,
  discussion: stage.discussion,
  lastWord: stage.lastWord,
  night: stage.clubNight,
};

// shared with the hub (Companion shows the stage)
export { stageLabel, stageName } from '../shared/stage-labels.ts';

/** The broadcast's plain words (`ui.seat`, `ui.votes`, …): every key of the catalog's air area without a dot. */
export const ui = {
  ...plainWords(),
  night: stage.clubNight,
  revote: stage.revote,
  eliminateAllVote: stage.eliminateAllVote,
  bestMove: stage.bestMove,
  winner: winnerWords,
};

export function tr(text: Text | null | undefined, lang: Lang): string {
  return text ? text[lang] : '';
}
