/**
 * A tournament as the spreadsheet an organiser expects (issue 40): its name and dates on top, the
 * standings with clubs and site ids, bonuses and penalties apart, results by role, and every seat
 * of every game with its round, table and role. Headers in the sheet's language, numbers as
 * numbers. Pure: the hub writes them to .xlsx (src/server/compute/xlsx-export.ts).
 */
import type { ScoredGame } from '../engine/index.ts';
import { SCORING } from '../engine/scoring/index.ts';
import type { Role, Standings } from '../protocol/index.ts';
import type { SiteIds } from '../protocol/sites.ts';
import { ROLE_TEAM, RULESET_NAMES } from '../facts/index.ts';
import { both, roleWords } from '../words/air.ts';
import * as ru from '../words/ru/protocol.ts';
import * as en from '../words/en/protocol.ts';
import type { Lang } from './protocol-html.ts';

export type SheetCell = string | number | boolean | null;
export interface SheetRows {
  name: string;
  rows: SheetCell[][];
  /** The row of column names (bold). */
  header: number;
}

/** One counted game: its scored result and where and when it was played. */
export interface SheetGame {
  id: string;
  scored: ScoredGame;
  /** The table's label, and the game's number at that table (its round). */
  table: string;
  round: number;
  startedAt: number | null;
}

export interface SheetInput {
  name: string;
  standings: Standings;
  games: readonly SheetGame[];
  ids: SiteIds;
  clubOf: (player: string) => string | null;
}

const T = both({ ru: ru.sheet, en: en.sheet });
const C = both({ ru: ru.columns, en: en.columns });
const ROLES = roleWords();
/** The sport roles first (the sheet always has them), then any club role a game had. */
const SPORT_ROLES: readonly Role[] = ['don', 'mafia', 'sheriff', 'citizen'];

/** The standings' key of a seat (src/engine/scoring/standings.ts): the roster id, else the name. */
const keyOf = (s: { player?: string | undefined; nickname: string }) =>
  s.player ? `p:${s.player}` : `n:${s.nickname}`;

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

function dates(games: readonly SheetGame[]): string {
  const at = games.flatMap((g) => (g.startedAt === null ? [] : [g.startedAt]));
  if (at.length === 0) return '';
  const [first, last] = [day(Math.min(...at)), day(Math.max(...at))];
  return first === last ? first : `${first} — ${last}`;
}

interface ByPlayer {
  penalties: number;
  roles: Map<Role, { games: number; wins: number }>;
}

function byPlayer(input: SheetInput): Map<string, ByPlayer> {
  const out = new Map<string, ByPlayer>();
  const of = (key: string) => {
    let p = out.get(key);
    if (!p) out.set(key, (p = { penalties: 0, roles: new Map() }));
    return p;
  };
  for (const { scored } of input.games) {
    const { result } = scored;
    const rules = SCORING[result.ruleset];
    for (const seat of [...result.seats, ...(result.departed ?? [])]) {
      const p = of(keyOf(seat));
      p.penalties += rules.sanctions(seat).reduce((a, [points]) => a + points, 0);
    }
    for (const seat of result.seats) {
      const role = of(keyOf(seat)).roles;
      const had = role.get(seat.role) ?? { games: 0, wins: 0 };
      const team = seat.team ?? ROLE_TEAM[seat.role];
      role.set(seat.role, { games: had.games + 1, wins: had.wins + (team === result.winner ? 1 : 0) });
    }
  }
  return out;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function standingsRows(input: SheetInput, lang: Lang): SheetRows {
  const players = byPlayer(input);
  const played = new Set(input.games.flatMap((g) => g.scored.result.seats.map((s) => s.role)));
  const roles = [...SPORT_ROLES, ...[...played].filter((r) => !SPORT_ROLES.includes(r))];
  const head = [
    C.rank, C.nickname, C.club, C.mafiaratings, C.polemica, C.games, C.wins, C.main, C.bonuses,
    C.penalties, C.compensation, C.total,
  ].map((w) => w[lang]); // prettier-ignore
  for (const role of roles)
    head.push(`${ROLES[role][lang]}: ${C.games[lang]}`, `${ROLES[role][lang]}: ${C.wins[lang]}`);
  head.push(C.firstNightDeaths[lang], C.lot[lang], C.player[lang]);
  const rows = input.standings.rows.map((r) => {
    const p = players.get(keyOf(r));
    const site = r.player ? input.ids.players[r.player] : undefined;
    const penalties = round2(p?.penalties ?? 0);
    const row: SheetCell[] = [
      r.rank, r.nickname, r.player ? input.clubOf(r.player) : null, site?.mafiaratings ?? null,
      site?.polemica ?? null, r.games, r.wins, r.main, round2(r.extras - penalties), penalties,
      r.compensation, r.total,
    ]; // prettier-ignore
    for (const role of roles) {
      const x = p?.roles.get(role);
      row.push(x?.games ?? 0, x?.wins ?? 0);
    }
    row.push(r.firstNightDeaths, r.lotNeeded ? '*' : null, r.player ?? null);
    return row;
  });
  const title: SheetCell[][] = [
    [input.name],
    [C.dates[lang], dates(input.games), C.rules[lang], RULESET_NAMES[input.standings.ruleset][lang]],
    [],
  ];
  return { name: C.standingsSheet[lang], rows: [...title, head, ...rows], header: title.length };
}

export function gamesRows(input: SheetInput, lang: Lang): SheetRows {
  const head = [
    C.round, C.table, C.game, C.date, C.winner, C.seat, C.nickname, C.club, C.role, C.main,
    C.extras, C.total, C.player,
  ].map((w) => w[lang]); // prettier-ignore
  const winners = { red: T.red, black: T.black, maniac: ROLES.maniac, draw: C.draw } as const;
  const rows = input.games.flatMap((g) =>
    g.scored.result.seats.map((s) => {
      const line = g.scored.scores.find((l) => l.seat === s.seat);
      return [
        g.round, g.table, g.scored.result.gameId, g.startedAt === null ? null : day(g.startedAt),
        winners[g.scored.result.winner][lang], s.seat, s.nickname, s.player ? input.clubOf(s.player) : null,
        ROLES[s.role][lang], line?.main ?? 0, line?.extras ?? 0, line?.total ?? 0, s.player ?? null,
      ]; // prettier-ignore
    }),
  );
  return { name: C.gamesSheet[lang], rows: [[input.name], head, ...rows], header: 1 };
}
