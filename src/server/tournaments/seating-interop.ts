/**
 * Schedules in MafSchedule's file (issue 40; dimtom's web_schedule, which mafiaratings imports with
 * `import_dimtom`): a schedule made there becomes the tournament's, ours is written in it.
 * `rounds[r].gameIds[k]` is the game at the tournament's k-th table in round r + 1; a game's
 * `players` are indexes (0-based) in seat order.
 */
import { seatingQuality } from '../../engine/seating/index.ts';
import type { Tournament, Result } from '../../protocol/index.ts';
import type { MafSchedule, Seating } from '../../protocol/seating.ts';
import { problem } from '../problems.ts';
import type { Roster } from '../players/players.ts';

type Made = Result<{ seating: Seating }>;
const invalid = (why: string): Made => ({ ok: false, error: problem('seating/invalid', why) });

/** Whose each index is: `players`, else `people` by name in the roster, else the tournament's. */
function whoIs(t: Tournament, file: MafSchedule, roster: Roster): string[] | Made {
  if (file.players) return file.players;
  if (!file.people) return t.players ?? [];
  const ids: string[] = [];
  for (const person of file.people) {
    const p = roster.byNickname(person.name);
    if (!p) return { ok: false, error: problem('player/unknown', person.name) };
    ids[person.id] = p.id;
  }
  return ids;
}

/** A MafSchedule file as the tournament's schedule, checked as ours are (seat counts, one place a round). */
export function importedSeating(t: Tournament, file: MafSchedule, roster: Roster, now: number): Made {
  const who = whoIs(t, file, roster);
  if (!Array.isArray(who)) return who;
  const games = new Map(file.games.map((g) => [g.id, g.players]));
  const seats = file.games[0]?.players.length ?? 0;
  const players: string[] = [];
  const indexOf = new Map<string, number>();
  const rounds: number[][][] = [];
  for (const [r, round] of file.rounds.entries()) {
    if (round.gameIds.length > t.tables.length)
      return invalid(
        `round ${r + 1}: ${round.gameIds.length} games, the tournament has ${t.tables.length} tables`,
      );
    const tables: number[][] = [];
    for (const game of round.gameIds) {
      const seated = games.get(game);
      if (!seated) return invalid(`round ${r + 1}: no game ${game}`);
      if (seated.length !== seats) return invalid(`game ${game}: ${seated.length} players, not ${seats}`);
      const table: number[] = [];
      for (const i of seated) {
        const id = who[i];
        if (!id || !roster.get(id)) return invalid(`game ${game}: player ${i} is no roster player`);
        if (!indexOf.has(id)) indexOf.set(id, players.push(id) - 1);
        table.push(indexOf.get(id)!);
      }
      tables.push(table);
    }
    rounds.push(tables);
  }
  const tableCount = Math.max(...rounds.map((x) => x.length));
  const input = { players: players.length, tables: tableCount, seats, rounds: rounds.length };
  const measured = seatingQuality(input, { rounds });
  if (!measured.ok) return { ok: false, error: problem('seating/invalid', measured.error.message) };
  return {
    ok: true,
    seating: {
      tournament: t.id,
      madeAt: now,
      seed: 'imported',
      request: { rounds: rounds.length, seats, tables: tableCount, players },
      rounds: rounds.map((round) =>
        round.map((table, k) => ({ table: t.tables[k]!, players: table.map((i) => players[i]!) })),
      ),
      players,
      quality: measured.quality,
    },
  };
}

/** Ours in MafSchedule's file, with its players file's `people` (and our roster ids) beside it. */
export function mafSchedule(s: Seating, nameOf: (player: string) => string) {
  const index = new Map(s.players.map((p, i) => [p, i]));
  const games: { id: number; players: number[] }[] = [];
  const rounds = s.rounds.map((round, r) => ({
    id: r,
    gameIds: round.map(
      (table) => games.push({ id: games.length, players: table.players.map((p) => index.get(p)!) }) - 1,
    ),
  }));
  return {
    configuration: {
      numPlayers: s.players.length,
      numTables: Math.max(0, ...s.rounds.map((r) => r.length)),
      numRounds: s.rounds.length,
      numGames: games.length,
    },
    rounds,
    games,
    people: s.players.map((p, id) => ({ id, name: nameOf(p) })),
    players: s.players,
  };
}
