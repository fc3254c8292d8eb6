import type { Feed, GameView, NightView, SeatView, Standings } from '../src/protocol/index.ts';
import { demoPlayer, FOULS, SIXTEEN, TEN } from './demo-seats.ts';

/**
 * A sample game for `?demo=day|vote|night|end` (and `&seats=16` for a club table): lets the
 * operator place and size the overlay sources in OBS before a game, and gives the screenshot tests
 * every moment that matters. It follows the projection's rules: the table feed gets no role and
 * no night action before the morning.
 */
export type DemoStage = 'day' | 'vote' | 'night' | 'end';

export function demoView(feed: Feed, now: number, stage: DemoStage = 'day', seatCount = 10): GameView {
  const big = seatCount > 10;
  const players = big ? SIXTEEN.slice(0, seatCount) : TEN;
  const secret = feed !== 'table';
  const night = stage === 'night';
  const voted = stage === 'vote' || night || stage === 'end';
  const seats: SeatView[] = players.map(([nickname, role], i) => {
    const seat = i + 1;
    const status = seat === 7 ? 'killed' : seat === 10 || (seat === 8 && voted) ? 'votedOut' : 'alive';
    const player = demoPlayer(seat);
    return {
      seat,
      nickname,
      ...(player ? { player } : {}),
      status,
      leftAt:
        seat === 7
          ? { phase: 'night', number: 1 }
          : status === 'votedOut'
            ? { phase: 'day', number: seat === 8 ? 2 : 1 }
            : null,
      fouls: FOULS[i % 10] ?? 0,
      techFouls: 0,
      yellowCards: seat === 4 ? 1 : 0,
      speechPenalty: seat === 8 && !voted ? 'skip' : 'none',
      silenced: big && seat === 12 && !night,
      // Roles are public once the game is over.
      ...(secret || stage === 'end' ? { role } : {}),
    };
  });
  const nights: NightView[] = [
    secret
      ? {
          night: 1,
          shot: 7,
          donCheck: { seat: 2, isSheriff: true },
          sheriffCheck: { seat: 5, isBlack: true },
          ...(big ? { heal: 3, visit: 12, maniacShot: 'miss' as const } : {}),
          died: [7],
        }
      : big
        ? { night: 1, died: [7] }
        : { night: 1, shot: 7, died: [7] },
  ];
  // Night 2 is under way: the table learns of it in the morning only.
  if (night && secret)
    nights.push({
      night: 2,
      shot: 'miss',
      donCheck: { seat: 4, isSheriff: false },
      ...(big ? { heal: 1, visit: 3, maniacShot: 2 } : {}),
    });
  const base: GameView = {
    feed,
    ruleset: big ? 'club-mafia' : 'mafclub-2023',
    gameId: 'demo',
    seatCount: players.length,
    phase: night ? 'night' : 'day',
    stage: night ? 'sheriffCheck' : stage === 'vote' ? 'lastWord' : 'speech',
    day: 2,
    night: night ? 2 : 1,
    seats,
    speaker: night ? null : stage === 'vote' ? 8 : 4,
    nominations: night
      ? []
      : [
          { seat: 3, by: 1 },
          { seat: 8, by: 4 },
          { seat: 5, by: 2 },
          ...(big
            ? [
                { seat: 13, by: 11 },
                { seat: 16, by: 15 },
                { seat: 11, by: 6 },
              ]
            : []),
        ],
    voting:
      stage === 'vote'
        ? {
            kind: 'main',
            candidates: big ? [3, 8, 5, 13, 16, 11] : [3, 8, 5],
            votes: big
              ? [
                  { candidate: 3, count: 2, voters: [1, 2] },
                  { candidate: 8, count: 6, voters: [3, 4, 5, 6, 9, 11] },
                  { candidate: 5, count: 1, voters: [13] },
                  { candidate: 13, count: 1, voters: [14] },
                  { candidate: 16, count: 2, voters: [15, 16] },
                  { candidate: 11, count: 0, voters: [] },
                ]
              : [
                  { candidate: 3, count: 2, voters: null },
                  { candidate: 8, count: 5, voters: null },
                  { candidate: 5, count: 1, voters: null },
                ],
            voterCount: big ? 12 : 8,
            eliminateAllFor: null,
            decided: true,
          }
        : null,
    timer: {
      kind: night ? 'sheriffCheck' : stage === 'vote' ? 'lastWord' : 'speech',
      seat: night ? null : stage === 'vote' ? 8 : 4,
      durationMs: 60_000,
      remainingMs: 42_000,
      runningSince: now,
    },
    nights,
    firstKilled: 7,
    bestMove: [3, 5, 8],
    winner: null,
    scores: null,
    announcement: stage === 'vote' ? { key: 'announce.votedOut', values: { seat: 8 } } : null,
  };
  return stage === 'end' ? demoEnd(base) : base;
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

function demoEnd(view: GameView): GameView {
  return {
    ...view,
    phase: 'finished',
    stage: 'finished',
    speaker: null,
    nominations: [],
    voting: null,
    timer: null,
    winner: 'red',
    announcement: null,
    scores: view.seats.map((s, i) => {
      const [main, extras] = demoPoints[i % 10] ?? [0, 0];
      return { seat: s.seat, main, extras, total: main + extras, notes: [] };
    }),
  };
}

/** A sample tournament table for `?demo=end`, with nicknames long enough to test the fit. */
export function demoStandings(): Standings {
  const names = ['Константинопольский', 'Лиса', 'Mr. Grey', 'Северянин', 'Алхимик', 'Кэп', 'Ветер'];
  return {
    tournament: 'demo',
    name: 'Кубок Северной столицы 2026',
    ruleset: 'mafclub-2023',
    // 21 games: Russian says it in the singular ("one" form), the plural a hand-written rule gets wrong.
    games: 21,
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
