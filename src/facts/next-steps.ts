/**
 * Every step the engine may offer, and the input the operator gives to take it: `none` (the step's
 * command is complete), `seat` (one seat: a shot, a check, a nomination, a revenge), `count` (a
 * number of votes), `seats` (up to three seats: the Prima Nota / best move). A closed set: new
 * steps are added, none changes meaning.
 */
export const NEXT_STEP_INPUTS = ['none', 'seat', 'count', 'seats'] as const;
export type NextStepInput = (typeof NEXT_STEP_INPUTS)[number];

export const NEXT_STEP_INPUT = {
  'game-over': 'none',
  deal: 'none',
  start: 'none',
  'end-arrangement': 'none',
  'end-donLook': 'none',
  'end-sheriffLook': 'none',
  shot: 'seat',
  'shot-miss': 'none',
  'shot-pass': 'none',
  donCheck: 'seat',
  'donCheck-pass': 'none',
  sheriffCheck: 'seat',
  'sheriffCheck-pass': 'none',
  heal: 'seat',
  'heal-pass': 'none',
  visit: 'seat',
  'visit-pass': 'none',
  maniacShot: 'seat',
  'maniacShot-miss': 'none',
  'maniacShot-pass': 'none',
  morning: 'none',
  bestMove: 'seats',
  'bestMove-none': 'none',
  lastWord: 'none',
  revenge: 'seat',
  speech: 'none',
  'speech-end': 'none',
  nominate: 'seat',
  'nominate-lost-turn': 'seat',
  'lostTurn-pass': 'none',
  discussion: 'none',
  vote: 'none',
  tieSpeech: 'none',
  revote: 'none',
  'vote-on': 'count',
  eliminateAll: 'count',
  /** After an early decision: the next remaining candidate's count, for the protocol (`vote/late`). */
  'vote-late': 'count',
} as const satisfies Record<string, NextStepInput>;
