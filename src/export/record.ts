/**
 * A finished (or running) game's history as the paper protocol and the rating sites want it: who
 * sat where, each day's speeches, nominations and votes, each night, every foul with when it came.
 * Pure: it refolds the log (undone entries left out) and reads nothing else.
 */
import { finishedGame, replay, type GameState, type LogEntry } from '../engine/index.ts';
import { SCORING } from '../engine/scoring/index.ts';
import type { Moment, NightRecord, SanctionNote, SeatPlayer, Voting } from '../engine/types.ts';
import type { Judge, Role, RulesetId } from '../protocol/index.ts';

/** When something happened: the phase, its number, and who was speaking (a day's speech). */
export interface Mark {
  at: Moment;
  speaker: number | null;
  /** A vote was open (a foul during the vote). */
  voting: boolean;
  time: number;
}

export interface RecordSeat {
  seat: number;
  nickname: string;
  player: SeatPlayer | null;
  role: Role | null;
  left: { how: 'killed' | 'votedOut' | 'removed'; at: Moment; disqualified: boolean; mark: Mark } | null;
  fouls: Mark[];
  techFouls: Mark[];
  yellowCards: number;
  redCard: boolean;
}

export interface RecordDay {
  day: number;
  opener: number | null;
  order: number[];
  /** Seats whose speech was given or lost, in turn order. */
  spoke: number[];
  lostSpeech: number[];
  /** Nominations standing at the vote (withdrawn ones left out), in nomination order. */
  nominations: { by: number; seat: number }[];
  /** Every round of the day's vote: main, tie re-votes, the eliminate-all question. */
  votings: Voting[];
}

/**
 * A correction made after the fact (issue 27): an undo, a redo or a foul taken back, with the
 * reason given and who made it (the log line's `by`), in log order. Undone ones stay listed.
 */
export interface Correction {
  n: number;
  time: number;
  type: 'undo' | 'redo' | 'foul/remove';
  seat: number | null;
  reason: string | null;
  by: string | null;
}

/**
 * Where a game was played (issue 40): its tournament, its table (the id, the label on paper, the
 * table's number in the tournament) and its number at that table (the round it was).
 */
export interface GamePlace {
  tournament?: string | null;
  table?: string | null;
  tableLabel?: string | null;
  tableNo?: number | null;
  gameNo?: number | null;
}

export interface GameRecord {
  gameId: string;
  ruleset: RulesetId;
  seatCount: number;
  startedAt: number | null;
  endedAt: number | null;
  winner: GameState['winner'];
  imposed: GameState['imposed'];
  seats: RecordSeat[];
  days: RecordDay[];
  nights: NightRecord[];
  firstKilled: number | null;
  bestMove: number[] | null;
  extras: GameState['extras'];
  scores: { seat: number; main: number; extras: number; total: number; notes: string[] }[] | null;
  corrections: Correction[];
  /** Who judged it: its game/new's judge (issue 40), null when none was given. */
  judge: Judge | null;
  /** The reasons and clauses given with sanctions (issue 21), in order. */
  sanctions: SanctionNote[];
}

function corrections(log: readonly LogEntry[]): Correction[] {
  const out: Correction[] = [];
  for (const e of log) {
    const c = e.command;
    if (c.type !== 'undo' && c.type !== 'redo' && c.type !== 'foul/remove') continue;
    const by = (e as { by?: unknown }).by; // the hub's log line (src/server/tables/command-keys.ts)
    out.push({
      n: e.n,
      time: e.at,
      type: c.type,
      seat: c.type === 'foul/remove' ? c.seat : null,
      reason: c.reason ?? null,
      by: typeof by === 'string' ? by : null,
    });
  }
  return out;
}

function judgeOf(log: readonly LogEntry[]): Judge | null {
  const first = log[0]?.command;
  return first?.type === 'game/new' ? (first.judge ?? null) : null;
}

function markOf(s: GameState, time: number): Mark {
  const at: Moment =
    s.phase === 'day' ? { phase: 'day', number: s.day } : { phase: 'night', number: s.night };
  return { at, speaker: s.phase === 'day' ? s.speaker : null, voting: s.voting !== null, time };
}

/** A night kill is announced in the morning: the record says the night it happened. */
const leftMoment = (how: string, at: Moment): Moment =>
  how === 'killed' && at.phase === 'day' ? { phase: 'night', number: at.number - 1 } : at;

export function gameRecord(log: readonly LogEntry[]): GameRecord {
  const fouls = new Map<number, Mark[]>();
  const techFouls = new Map<number, Mark[]>();
  const leftMarks = new Map<number, Mark>();
  const days = new Map<number, RecordDay>();
  let day: RecordDay | null = null;
  let started: number | null = null;
  const state = replay(log, (entry, event, before, after) => {
    if (event.type === 'replayed' || event.type === 'gameCreated') {
      // MafClub 4.14: the replay is a new deal and a new game: the record is of the game the state shows.
      for (const m of [fouls, techFouls, leftMarks, days]) m.clear();
      day = null;
    }
    if (event.type === 'stageSet' && started === null && before.phase === 'setup' && after.phase !== 'setup')
      started = entry.at;
    if (event.type === 'dayOpened') {
      day = {
        day: event.day,
        opener: event.opener,
        order: event.order,
        spoke: [],
        lostSpeech: [],
        nominations: [],
        votings: [],
      };
      days.set(event.day, day);
    }
    if (event.type === 'foulChanged') {
      const list = fouls.get(event.seat) ?? [];
      while (list.length > event.fouls) list.pop();
      while (list.length < event.fouls) list.push(markOf(before, entry.at));
      fouls.set(event.seat, list);
    }
    if (event.type === 'techFoulAdded')
      techFouls.set(event.seat, [...(techFouls.get(event.seat) ?? []), markOf(before, entry.at)]);
    if (event.type === 'seatLeft') leftMarks.set(event.seat, markOf(before, entry.at));
    const d: RecordDay | null = day;
    if (!d) return;
    if (event.type === 'votingStarted') d.votings.push(after.voting as Voting);
    else if (after.voting && d.votings.length > 0) d.votings[d.votings.length - 1] = after.voting;
    d.spoke = after.today.done;
    d.lostSpeech = after.today.lostSpeech;
    d.nominations = after.today.nominations.map((n) => ({ by: n.by, seat: n.seat }));
  });
  const scored = finishedGame(state);
  return {
    gameId: state.gameId,
    ruleset: state.ruleset,
    seatCount: state.seatCount,
    startedAt: started ?? log[0]?.at ?? null,
    endedAt: state.phase === 'finished' ? (log.at(-1)?.at ?? null) : null,
    winner: state.winner,
    imposed: state.imposed,
    seats: state.seats.map((s) => ({
      seat: s.seat,
      nickname: s.nickname,
      player: s.player,
      role: s.role,
      left:
        s.leftAt && s.status !== 'alive'
          ? {
              how: s.status,
              at: leftMoment(s.status, s.leftAt),
              disqualified: s.disqualified,
              mark: leftMarks.get(s.seat)!,
            }
          : null,
      fouls: fouls.get(s.seat) ?? [],
      techFouls: techFouls.get(s.seat) ?? [],
      yellowCards: s.yellowCards,
      redCard: s.redCard,
    })),
    days: [...days.values()].sort((a, b) => a.day - b.day),
    nights: state.nights,
    firstKilled: state.firstKilled,
    bestMove: state.bestMove,
    extras: state.extras,
    scores: scored?.scores ?? null,
    corrections: corrections(log),
    judge: judgeOf(log),
    sanctions: state.sanctionNotes ?? [],
  };
}

/** The seats on the black team (Don and mafia) in a 10-seat sport game. */
export { isBlackRole as isBlack } from '../facts/index.ts';

/** Night n comes before day n + 1 (night 0 precedes day 1). */
export const momentRank = (m: Moment) => (m.phase === 'night' ? 2 * m.number : 2 * m.number - 1);

/** Was the seat still at the table when `at` began (left at that moment or later, or never)? */
export const aliveAt = (seat: RecordSeat, at: Moment) =>
  !seat.left || momentRank(seat.left.at) >= momentRank(at);

/**
 * The last candidate's voters when only counts came for him: the voters nobody else got, when
 * their number is his count (MafClub 2.4.14, FIIM 4.4.8: who does not vote counts for the last).
 */
export function withRestForLast(v: Voting): Voting['votes'] {
  const last = v.votes.at(-1);
  if (!last || last.voters !== null || v.votes.slice(0, -1).some((c) => c.voters === null && c.count > 0))
    return v.votes;
  const named = new Set(v.votes.flatMap((c) => c.voters ?? []));
  const rest = v.voters.filter((seat) => !named.has(seat));
  return rest.length === last.count ? [...v.votes.slice(0, -1), { ...last, voters: rest }] : v.votes;
}

/**
 * A seat's cards with their points under the game's rules (MafClub 3.12: -2 each; FIIM 2019 and
 * the classic rules give cards no points): what the rating sites take as a penalty (issue 40).
 * A removal is not here: the sites have their own field for it (mafiaratings `death`, Polemica
 * `disqual`) and score it by their tournament's rules.
 */
export function cardPenalties(r: GameRecord, s: RecordSeat): { points: number; label: string }[] {
  const cards = { nickname: s.nickname, removed: false, yellowCards: s.yellowCards, redCard: s.redCard };
  return SCORING[r.ruleset].sanctions(cards).map(([points, label]) => ({ points, label }));
}

/** The judge's user id on a site: his roster player's, else the tournament's one for every table. */
export function judgeSiteId(
  r: GameRecord,
  players: Record<string, { mafiaratings?: number; polemica?: number }>,
  site: 'mafiaratings' | 'polemica',
  fallback: number | undefined,
): number | undefined {
  const own = r.judge?.player ? players[r.judge.player]?.[site] : undefined;
  return own ?? fallback;
}
