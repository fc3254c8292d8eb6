/**
 * A game as mafiaratings takes it (`api/ops/game.php` create/change, `json`: the format its `Game`
 * class checks and scores). Our own code, written from the format's description:
 * - rounds: round 0 is night 0 (arrangement) and day 0 (our day 1); round n is night n and our
 *   day n + 1;
 * - `features` letters say which data the record carries; voting ('v') is claimed only when every
 *   voter's vote is recorded in every round of every day (counts alone do not say who voted how);
 * - `rules`: the site's rules code; digit 0 is who opens the next day (0: the seat after the one
 *   who opened, FIIM 4.3.2; 1: shifted so nobody closes two days running, MafClub 2.5.8).
 */
import type { SiteIds } from '../protocol/sites.ts';
import {
  aliveAt,
  cardPenalties,
  isBlack,
  judgeSiteId,
  withRestForLast,
  type GamePlace,
  type GameRecord,
  type Mark,
  type RecordSeat,
} from './record.ts';

/** The site's default rules code (include/rules.php DEFAULT_RULES). */
const DEFAULT_RULES = '0002000010000';

export interface Gametime {
  round: number;
  time: string;
  speaker?: number;
}

export interface MrPlayer {
  id?: number;
  name: string;
  role: 'civ' | 'sheriff' | 'maf' | 'don';
  death?: { round: number; type: string; time?: Gametime };
  warnings?: Gametime[];
  techFouls?: Gametime[];
  don?: number;
  sheriff?: number;
  legacy?: number[];
  shooting?: (number | null)[];
  nominating?: (number | null)[];
  voting?: (number | (number | boolean)[] | null)[];
  /** Awards and penalties (a negative number each), as the site's own MWT import writes them. */
  bonus?: number | number[];
  comment?: string;
}

export interface MrGame {
  id?: number;
  clubId?: number;
  eventId?: number;
  tournamentId?: number;
  moderator?: { id: number };
  /** The table's number in the tournament and the game's number at it (the round). */
  tableNum?: number;
  gameNum?: number;
  startTime: string | null;
  endTime: string | null;
  timezone: string;
  language: string;
  rules: string;
  features: string;
  winner?: 'civ' | 'maf' | 'tie';
  rating: boolean;
  players: MrPlayer[];
}

export interface Exported<T> {
  game: T;
  /** What the site needs and the export could not fill: the game is refused until it is set. */
  missing: string[];
  /** Data the game has that this format cannot carry, or data left out, and why. */
  notes: string[];
  /**
   * Where the site would read another game from the export (issue 40: Polemica's departures from
   * ballots), by day: the download is refused until the game is recorded so that it reads right.
   */
  misread?: string[];
}

const ROLE = { citizen: 'civ', sheriff: 'sheriff', mafia: 'maf', don: 'don' } as const;

/** Our day d is the site's round d - 1; night n is round n. */
const roundOf = (m: Mark['at']) => (m.phase === 'day' ? m.number - 1 : m.number);

export function gametimeOf(mark: Mark): Gametime {
  const round = roundOf(mark.at);
  if (mark.at.phase === 'night') return { round, time: round === 0 ? 'start' : 'night start' };
  if (mark.voting) return { round, time: 'voting start' };
  return mark.speaker !== null
    ? { round, time: 'speaking', speaker: mark.speaker }
    : { round, time: 'day start' };
}

function deathOf(r: GameRecord, s: RecordSeat): MrPlayer['death'] {
  const left = s.left;
  if (!left) return undefined;
  const round = roundOf(left.at);
  if (left.how === 'killed') return { round, type: 'night' };
  if (left.how === 'votedOut') return { round, type: 'day' };
  const type = left.disqualified
    ? r.imposed?.reason === 'teamLoss'
      ? 'teamKickOut'
      : 'kickOut'
    : s.techFouls.length >= 2
      ? 'techFouls'
      : 'warnings';
  return { round, type, time: gametimeOf(left.mark) };
}

/** Each seat's vote in each round of each day, or null when some vote was not recorded by voter. */
function votesBySeat(r: GameRecord): Map<number, MrPlayer['voting']> | string {
  const out = new Map<number, NonNullable<MrPlayer['voting']>>();
  for (const d of r.days) {
    const round = d.day - 1;
    const rounds = d.votings.filter((v) => v.kind !== 'eliminateAll');
    if (rounds.length < d.votings.length)
      return `day ${d.day}: the eliminate-all vote is counted, not recorded by voter`;
    // The site expects a vote wherever one is due (two nominees on day 1, one later); a lone
    // nominee leaving without one, or a vote cancelled by a removal, cannot be written as votes.
    const due = d.day === 1 ? d.nominations.length > 1 : d.nominations.length > 0;
    if (due && rounds.length === 0)
      return `day ${d.day}: no vote was held (a lone nominee, or cancelled by a removal)`;
    for (const v of rounds) {
      const by = new Map<number, number>();
      for (const c of withRestForLast(v)) {
        if (c.voters === null && c.count > 0)
          return `day ${d.day}: the votes for ${c.candidate} were counted, not recorded by voter`;
        for (const voter of c.voters ?? []) by.set(voter, c.candidate);
      }
      if (v.voters.some((seat) => !by.has(seat))) return `day ${d.day}: not every voter's vote was recorded`;
      for (const [voter, candidate] of by) {
        const list = out.get(voter) ?? [];
        while (list.length <= round) list.push(null);
        const had = list[round];
        list[round] =
          had === null || had === undefined ? candidate : [...(Array.isArray(had) ? had : [had]), candidate];
        out.set(voter, list);
      }
    }
  }
  return out;
}

export function mafiaratingsGame(r: GameRecord, ids: SiteIds, place: GamePlace = {}): Exported<MrGame> {
  const missing: string[] = [];
  const notes: string[] = [];
  if (r.seatCount !== 10 || r.seats.some((s) => s.role === null || !(s.role in ROLE)))
    notes.push('mafiaratings takes 10-seat games with civilians, a Sheriff, mafia and a Don only');
  const site = ids.mafiaratings;
  if (site.clubId === undefined) missing.push('mafiaratings.clubId');
  if (site.eventId === undefined) missing.push('mafiaratings.eventId');
  if (r.startedAt === null || r.endedAt === null) missing.push('endTime (the game is not over)');
  // the site stores every game with its moderator (Game::create: $data->moderator->id)
  const moderator = judgeSiteId(r, ids.players, 'mafiaratings', site.moderatorId);
  if (moderator === undefined)
    missing.push(
      r.judge?.player
        ? `players.${r.judge.player}.mafiaratings (the judge ${r.judge.name})`
        : 'mafiaratings.moderatorId (or a judge with a site id for the table)',
    );

  const byVoter = votesBySeat(r);
  const votes = typeof byVoter === 'string' ? null : byVoter;
  if (typeof byVoter === 'string') notes.push(`votes left out (no 'v'): ${byVoter}`);
  const letters = ['g', 's', 'd', 'u', 't', 'c', 'h', 'n', 'w', 'r'];
  if (r.ruleset !== 'classic-mafia') letters.push('l');
  if (votes) letters.push('v');

  const players: MrPlayer[] = r.seats.slice(0, 10).map((s) => {
    const userId = s.player ? ids.players[s.player.id]?.mafiaratings : undefined;
    if (s.player && userId === undefined) missing.push(`players.${s.player.id}.mafiaratings (${s.nickname})`);
    const p: MrPlayer = {
      ...(userId !== undefined ? { id: userId } : {}),
      name: s.nickname,
      role: ROLE[s.role as keyof typeof ROLE] ?? 'civ',
    };
    const death = deathOf(r, s);
    if (death) p.death = death;
    if (s.fouls.length) p.warnings = s.fouls.slice(0, 4).map(gametimeOf);
    if (s.techFouls.length) p.techFouls = s.techFouls.slice(0, 2).map(gametimeOf);
    const extras = r.extras.filter((e) => e.seat === s.seat);
    const bonus: number[] = [];
    const why: string[] = [];
    if (extras.length) {
      bonus.push(Math.round(extras.reduce((a, e) => a + e.points, 0) * 100) / 100);
      why.push(...extras.map((e) => e.kind));
    }
    // cards: a negative bonus each, as the site's own MWT import writes penalties
    for (const c of cardPenalties(r, s)) {
      bonus.push(c.points);
      why.push(c.label);
    }
    if (bonus.length) {
      p.bonus = bonus.length === 1 ? bonus[0]! : bonus;
      p.comment = why.join(', ');
    }
    return p;
  });
  if (r.seats.some((s) => s.left?.how === 'removed' && s.left.disqualified))
    notes.push("a removal is the player's death (kickOut): its points are the site's scoring's");

  for (const n of r.nights) {
    const don = n.donCheck?.seat;
    const sheriff = n.sheriffCheck?.seat;
    if (don !== undefined && players[don - 1]) players[don - 1]!.don = n.night;
    if (sheriff !== undefined && players[sheriff - 1]) players[sheriff - 1]!.sheriff = n.night;
    if (n.night < 1 || n.shot === undefined) continue;
    for (const s of r.seats)
      if (isBlack(s.role) && aliveAt(s, { phase: 'night', number: n.night })) {
        const p = players[s.seat - 1]!;
        const shooting = p.shooting ?? [];
        while (shooting.length < n.night) shooting.push(null);
        shooting[n.night - 1] = n.shot === 'miss' ? null : n.shot;
        p.shooting = shooting;
      }
  }
  for (const p of players) {
    if (p.shooting) while (p.shooting.length && p.shooting.at(-1) === null) p.shooting.pop();
    if (p.shooting?.length === 0) delete p.shooting;
  }
  if (r.firstKilled !== null && r.bestMove && players[r.firstKilled - 1])
    players[r.firstKilled - 1]!.legacy = [...r.bestMove];

  for (const d of r.days)
    for (const nom of d.nominations) {
      const p = players[nom.by - 1];
      if (!p) continue;
      const list = p.nominating ?? [];
      while (list.length < d.day) list.push(null);
      list[d.day - 1] = nom.seat;
      p.nominating = list;
    }
  if (votes) for (const [seat, v] of votes) if (players[seat - 1]) players[seat - 1]!.voting = v;

  const rotation = r.ruleset === 'mafclub-2023' ? '1' : '0';
  const winner =
    r.winner === 'red' ? 'civ' : r.winner === 'black' ? 'maf' : r.winner === 'draw' ? 'tie' : undefined;
  const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
  const game: MrGame = {
    ...(site.clubId !== undefined ? { clubId: site.clubId } : {}),
    ...(site.eventId !== undefined ? { eventId: site.eventId } : {}),
    ...(site.tournamentId !== undefined ? { tournamentId: site.tournamentId } : {}),
    ...(moderator !== undefined ? { moderator: { id: moderator } } : {}),
    ...(place.tableNo ? { tableNum: place.tableNo } : {}),
    ...(place.gameNo ? { gameNum: place.gameNo } : {}),
    startTime: iso(r.startedAt),
    endTime: iso(r.endedAt),
    timezone: site.timezone ?? 'UTC',
    language: site.language ?? 'ru',
    rules: rotation + DEFAULT_RULES.slice(1),
    features: letters.join(''),
    ...(winner ? { winner } : {}),
    rating: true,
    players,
  };
  return { game, missing: [...new Set(missing)], notes };
}
