import type { Stage, Text } from '../protocol/index.ts';
import { bestMoveName } from '../facts/best-move.ts';
import type { RulesetId } from '../facts/rulesets.ts';

/**
 * What each stage of the game is called on air: the overlays and panel show it, and the hub pushes
 * it to Companion. Shared by both sides, so zod-free and free of browser and Node code.
 */
const t = (ru: string, en: string): Text => ({ ru, en });

export const stageLabel: Record<Stage, Text> = {
  setup: t('Подготовка', 'Setup'),
  arrangement: t('Договорка', 'Arrangement'),
  donLook: t('Дон знакомится', "Don's look"),
  sheriffLook: t('Шериф знакомится', "Sheriff's look"),
  morning: t('Утро', 'Morning'),
  speech: t('Речи', 'Speeches'),
  discussion: t('Общее время', 'General discussion'),
  voting: t('Голосование', 'Voting'),
  tieSpeech: t('Перестрелка', 'Tie speeches'),
  revote: t('Переголосование', 'Re-vote'),
  eliminateAllVote: t('Подъём всех', 'Eliminate all?'),
  lastWord: t('Последнее слово', 'Last word'),
  shot: t('Стрельба', 'Shooting'),
  donCheck: t('Проверка Дона', "Don's check"),
  sheriffCheck: t('Проверка Шерифа', "Sheriff's check"),
  clubNight: t('Ночь', 'Night'),
  bestMove: t('Лучший ход', 'Best move'),
  finished: t('Игра окончена', 'Game over'),
};

/** A stage's name under a ruleset: the first killed's pick has each ruleset's own name (MafClub "Прима Нота"). */
export const stageName = (stage: Stage, ruleset: RulesetId): Text =>
  stage === 'bestMove' ? bestMoveName(ruleset) : stageLabel[stage];
