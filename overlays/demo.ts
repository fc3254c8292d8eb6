import type { Feed, GameView, SeatView } from '../src/protocol/index.ts';

/**
 * A sample mid-game view for `?demo=1`: lets the operator place and size the overlay sources in
 * OBS before a game, and gives the screenshot tests something rich to render.
 */
const nicknames = [
  'Дракон',
  'Лиса',
  'Mr. Grey',
  'Северянин',
  'Алхимик',
  'Кэп',
  'Ветер',
  'Ирбис',
  'Нота',
  'Бармалей',
];
const roles = [
  'citizen',
  'sheriff',
  'mafia',
  'citizen',
  'don',
  'citizen',
  'citizen',
  'mafia',
  'citizen',
  'citizen',
] as const;

export function demoView(feed: Feed, now: number, stage: 'day' | 'night' = 'day'): GameView {
  const seats: SeatView[] = nicknames.map((nickname, i) => ({
    seat: i + 1,
    nickname,
    status: i === 6 ? 'killed' : i === 9 ? 'votedOut' : 'alive',
    leftAt: i === 6 ? { phase: 'night', number: 1 } : i === 9 ? { phase: 'day', number: 1 } : null,
    fouls: [0, 1, 0, 2, 0, 0, 0, 3, 0, 1][i] ?? 0,
    techFouls: 0,
    yellowCards: i === 3 ? 1 : 0,
    speechPenalty: i === 7 ? 'skip' : 'none',
    silenced: false,
    ...(feed === 'table' ? {} : { role: roles[i] }),
  }));
  const night = stage === 'night';
  return {
    feed,
    ruleset: 'mafclub-2023',
    gameId: 'demo',
    seatCount: 10,
    phase: night ? 'night' : 'day',
    stage: night ? 'sheriffCheck' : 'voting',
    day: 2,
    night: night ? 2 : 1,
    seats,
    speaker: night ? null : 4,
    nominations: night
      ? []
      : [
          { seat: 3, by: 1 },
          { seat: 8, by: 4 },
          { seat: 5, by: 2 },
        ],
    voting: night
      ? null
      : {
          kind: 'main',
          candidates: [3, 8, 5],
          votes: [
            { candidate: 3, count: 2, voters: null },
            { candidate: 8, count: 5, voters: null },
          ],
          voterCount: 8,
          eliminateAllFor: null,
        },
    timer: {
      kind: night ? 'sheriffCheck' : 'speech',
      seat: night ? null : 4,
      durationMs: 60_000,
      remainingMs: 42_000,
      runningSince: now,
    },
    nights: [
      {
        night: night ? 2 : 1,
        shot: night ? 'miss' : 7,
        ...(feed === 'table'
          ? {}
          : { donCheck: { seat: 2, isSheriff: true }, sheriffCheck: { seat: 5, isBlack: true } }),
      },
    ],
    firstKilled: 7,
    bestMove: night ? null : [3, 5, 8],
    winner: null,
    scores: null,
    announcement: night ? null : { ru: 'Игрок 10 покидает стол', en: 'Seat 10 leaves the table' },
  };
}
