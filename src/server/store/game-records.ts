import { basename } from 'node:path';
import { finishedGame, type Game } from '../../engine/index.ts';
import type { Problem, RulesetId } from '../../protocol/index.ts';
import type { DataDir } from './data-dir.ts';
import type { Rollback } from './store.ts';
import { appendResult, readResults, resultsFile, type FinishedRecord } from './tournament-store.ts';

const keyOf = (table: string, gameId: string, n: number) => `${table}\n${gameId}\n${n}`;

/**
 * The finished games recorded as they were archived (`results.jsonl`), each with the tournament
 * its table was in then: what standings count and what numbers a table's games.
 */
export class GameRecords {
  private readonly list: FinishedRecord[];
  private readonly keys = new Set<string>();
  private readonly data: DataDir;

  /** results.jsonl could not be read at all: no finished game may be archived (game/new refused). */
  unreadable: Problem | null = null;

  constructor(data: DataDir) {
    this.data = data;
    const registry = data.damaged;
    const file = resultsFile(data);
    this.list = readResults(data, (reason, unreadable) => {
      if (unreadable) {
        registry.report(
          file,
          reason,
          'standings count no archived game, and a finished game cannot be archived (game/new refused) until it is repaired',
        );
        this.unreadable = registry.refusal(file);
      } else
        registry.report(
          file,
          reason,
          'the games on those lines are left out of standings and the games list (their logs are still in games/); new results are added after them, nothing is overwritten',
        );
    });
    for (const r of this.list) this.keys.add(keyOf(r.table, r.gameId, r.n));
  }

  /**
   * Games archived while tournaments.json was damaged count for the tournament that holds their
   * table now that it reads (in memory: results.jsonl is only ever appended to).
   */
  attribute(tournamentOf: (table: string) => string | null): void {
    for (const r of this.list) if (r.tournamentUnread) r.tournament = tournamentOf(r.table);
  }

  /** The record of an archived finished game by its export id. */
  find(id: string): FinishedRecord | undefined {
    return this.list.find((r) => r.id === id);
  }

  /** A tournament's games of its ruleset, in archive order. */
  of(tournament: string, ruleset: RulesetId): FinishedRecord[] {
    return this.list.filter((r) => r.tournament === tournament && r.result.ruleset === ruleset);
  }

  /** Games this table finished in this tournament (null: in none). */
  finishedOn(tableId: string, tournament: string | null): number {
    let n = 0;
    for (const r of this.list) if (r.table === tableId && r.tournament === tournament) n++;
    return n;
  }

  /** This game, at this log entry, is already recorded (a live table's finished game counts once). */
  has(table: string, gameId: string, n: number): boolean {
    return this.keys.has(keyOf(table, gameId, n));
  }

  /**
   * A table is about to archive `game` to `file`: its record goes to disk first, so a crash between
   * loses nothing. Returns what takes it back if the archive then fails, or null if the disk refused.
   */
  archiving(
    tableId: string,
    game: Game,
    file: string,
    tournament: string | null,
    tournamentUnread = false,
  ): Rollback | null {
    const scored = finishedGame(game.state);
    const n = game.log.at(-1)?.n ?? 0;
    const key = keyOf(tableId, scored?.result.gameId ?? '', n);
    if (!scored || this.keys.has(key)) return () => {};
    if (this.unreadable) return null; // Tournaments.admit names it before this
    const record: FinishedRecord = {
      id: basename(file, '.jsonl'),
      gameId: scored.result.gameId,
      table: tableId,
      tournament,
      ...(tournamentUnread ? { tournamentUnread: true as const } : {}),
      n,
      archivedAt: Date.now(),
      startedAt: game.log[0]?.at ?? null,
      lastAt: game.log.at(-1)?.at ?? null,
      result: scored.result,
      scores: scored.scores,
    };
    const cut = appendResult(this.data, record);
    if (!cut) return null;
    this.list.push(record);
    this.keys.add(key);
    return () => {
      this.list.splice(this.list.indexOf(record), 1);
      this.keys.delete(key);
      cut();
    };
  }
}
