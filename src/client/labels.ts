import type { Role, Text } from '../protocol/index.ts';
import type { SeatView, TimerView } from '../protocol/index.ts';
import type { Lang } from './params.ts';
import { winnerWords } from '../facts/winner-words.ts';

/** Broadcast wording in ru and en (glossary: /work/shared/glossary.md). */
const t = (ru: string, en: string): Text => ({ ru, en });

export const statusLabel: Record<Exclude<SeatView['status'], 'alive'>, Text> = {
  killed: t('Убит', 'Killed'),
  votedOut: t('Заголосован', 'Voted out'),
  removed: t('Удалён', 'Removed'),
};

export const penaltyLabel = {
  skip: t('Без речи', 'No speech'),
  short: t('30 сек', '30 s'),
  silenced: t('Молчит', 'Silenced'),
};

export const roleLabel: Record<Role, Text> = {
  citizen: t('Мирный', 'Citizen'),
  sheriff: t('Шериф', 'Sheriff'),
  mafia: t('Мафия', 'Mafia'),
  don: t('Дон', 'Don'),
  doctor: t('Доктор', 'Doctor'),
  lover: t('Путана', 'Lover'),
  maniac: t('Маньяк', 'Maniac'),
  psychopath: t('Психопат', 'Psychopath'),
};

export const timerLabel: Record<TimerView['kind'], Text> = {
  speech: t('Речь', 'Speech'),
  tieSpeech: t('Оправдание', 'Tie speech'),
  lastWord: t('Последнее слово', 'Last word'),
  arrangement: t('Договорка', 'Arrangement'),
  donLook: t('Дон знакомится', "Don's look"),
  sheriffLook: t('Шериф знакомится', "Sheriff's look"),
  donCheck: t('Проверка Дона', "Don's check"),
  sheriffCheck: t('Проверка Шерифа', "Sheriff's check"),
  night: t('Ночь', 'Night'),
  discussion: t('Общее время', 'General discussion'),
  custom: t('Таймер', 'Timer'),
};

// shared with the hub (Companion shows the stage)
export { stageLabel, stageName } from '../shared/stage-labels.ts';

export const ui = {
  seat: t('Игрок', 'Seat'),
  day: t('День', 'Day'),
  night: t('Ночь', 'Night'),
  nominated: t('Выставлены', 'Nominated'),
  votes: t('Голоса', 'Votes'),
  shot: t('Выстрел', 'Shot'),
  miss: t('Промах', 'Miss'),
  donCheck: t('Дон проверил', 'Don checked'),
  sheriffCheck: t('Шериф проверил', 'Sheriff checked'),
  isSheriff: t('шериф', 'sheriff'),
  notSheriff: t('не шериф', 'not the sheriff'),
  black: t('чёрный', 'black'),
  red: t('красный', 'red'),
  bestMove: t('Лучший ход', 'Best move'),
  heal: t('Доктор лечил', 'Doctor healed'),
  visit: t('Путана у', 'Lover visited'),
  maniacShot: t('Маньяк стрелял', 'Maniac shot'),
  died: t('Убит ночью', 'Died at night'),
  nightRecord: t('Ночи', 'Nights'),
  voteResult: t('Итог голосования', 'Vote result'),
  leaves: t('покидает стол', 'leaves the table'),
  nobodyLeaves: t('Никто не покидает стол', 'Nobody leaves'),
  allLeave: t('все покидают стол', 'all leave'),
  allStay: t('все остаются', 'all stay'),
  of: t('из', 'of'),
  firstKilled: t('Первый убиенный', 'First killed'),
  eliminateAll: t('За подъём всех', 'Eliminate all'),
  noNominations: t('Никто не выставлен', 'Nobody nominated'),
  revote: t('Переголосование', 'Re-vote'),
  eliminateAllVote: t('Подъём всех', 'Eliminate all?'),
  tieAgain: t('Снова поровну: голосуем за подъём всех', 'Tied again: the vote to eliminate all'),
  tieSpeeches: t('Поровну: оправдательные речи', 'A tie: the tied players speak again'),
  killedAtNight: t('Убит ночью', 'Killed at night'),
  leavesTable: t('Покидает стол', 'Leaves the table'),
  removedFromGame: t('Удалён из игры', 'Removed from the game'),
  blackOfThree: t('чёрных из 3', 'of 3 black'),
  points: t('Очки', 'Points'),
  win: t('победа', 'win'),
  winner: winnerWords,
};

export function tr(text: Text | null | undefined, lang: Lang): string {
  return text ? text[lang] : '';
}
