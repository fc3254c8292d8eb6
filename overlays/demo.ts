import type { Feed, GameView, SeatView, Standings } from '../src/protocol/index.ts';

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

export type DemoStage = 'day' | 'night' | 'end';

export function demoView(feed: Feed, now: number, stage: DemoStage = 'day'): GameView {
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
    // Roles are public once the game is over.
    ...(feed === 'table' && stage !== 'end' ? {} : { role: roles[i] }),
  }));
  if (stage === 'end') return demoEnd(feed, seats);
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

const demoPoints = [
  [1, 0.5],
  [4, 2],
  [1, 0],
  [1, 0],
  [0, 0],
  [1, -0.5],
  [1, 0.4],
  [0, 0],
  [1, 0],
  [1, 0],
] as const;

function demoEnd(feed: Feed, seats: SeatView[]): GameView {
  return {
    ...demoView(feed, 0, 'day'),
    seats,
    phase: 'finished',
    stage: 'finished',
    speaker: null,
    nominations: [],
    voting: null,
    timer: null,
    winner: 'red',
    announcement: null,
    scores: demoPoints.map(([main, extras], i) => ({
      seat: i + 1,
      main,
      extras,
      total: main + extras,
      notes: [],
    })),
  };
}

/** A sample tournament table for `?demo=end`, with nicknames long enough to test the fit. */
export function demoStandings(): Standings {
  const names = ['Константинопольский', 'Лиса', 'Mr. Grey', 'Северянин', 'Алхимик', 'Кэп', 'Ветер'];
  return {
    tournament: 'demo',
    name: 'Кубок Северной столицы 2026',
    ruleset: 'mafclub-2023',
    games: 7,
    rows: [...names, 'Ирбис', 'Нота', 'Бармалей', 'Штирлиц'].map((nickname, i) => ({
      nickname,
      games: 7,
      wins: 5 - Math.floor(i / 3),
      roleWins: 1,
      firstNightDeaths: 0,
      main: 18 - i * 1.5,
      extras: 2.5 - i * 0.25,
      compensation: 0,
      total: 20.5 - i * 1.75,
      tieBreakExtras: 0,
      rank: i + 1,
      lotNeeded: false,
    })),
  };
}
