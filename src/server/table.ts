import { execute, newGame, project, restore, type Game, type LogEntry } from '../engine/index.ts';
import type { Feed, GameCommand, GameView, Problem } from '../protocol/index.ts';
import { FeedChannel } from './feed-channel.ts';
import { problem } from './problems.ts';
import { archiveTarget, readLog, readSettings, TableLog, writeSettings } from './store.ts';

export const FEEDS: readonly Feed[] = ['table', 'spectator', 'judge'];
export type FeedDelays = Partial<Record<Feed, number>>;

/** What the tournaments (tournaments.ts) hear from every table. */
export interface TableHooks {
  /** Before admit: fill in what the table's context sets (a tournament's ruleset options on game/new). */
  complete?(table: Table, command: GameCommand): GameCommand;
  /** Before the engine sees a command: a problem refuses it (a tournament's ruleset). */
  admit?(table: Table, command: GameCommand): Problem | null;
  /** The game is about to be archived to `archiveFile`; false refuses the command (disk refused). */
  archiving?(table: Table, game: Game, archiveFile: string): boolean;
  /** A command was accepted and published; `before` is the game it was applied to. */
  ran?(table: Table, before: Game): void;
}

export type RunResult = { ok: true; s: number; entry: LogEntry } | { ok: false; error: Problem };

/**
 * One table: an independent game, its durable log and its three feeds. The sequence number counts
 * accepted commands; after a restart it continues from the log's last entry number.
 */
export class Table {
  readonly id: string;
  game: Game;
  seq: number;
  readonly channels: Map<Feed, FeedChannel>;
  private readonly log: TableLog;
  private readonly dataDir: string;
  private readonly say: (line: string) => void;
  private readonly hooks: TableHooks;

  constructor(
    dataDir: string,
    id: string,
    delays: FeedDelays,
    say: (line: string) => void,
    hooks: TableHooks = {},
  ) {
    this.id = id;
    this.hooks = hooks;
    this.dataDir = dataDir;
    this.say = say;
    this.log = new TableLog(dataDir, id);
    const read = readLog(this.log.file);
    if (read.tornTail) say(`table ${id}: dropped a torn last line (never acknowledged)`);
    if (read.damagedLines > 0) say(`table ${id}: WARNING ${read.damagedLines} damaged lines skipped`);
    this.game = read.entries.length > 0 ? restore(read.entries) : newGame();
    this.seq = read.entries[read.entries.length - 1]?.n ?? 0;
    const saved = readSettings(dataDir, id)?.feedDelays ?? {};
    this.channels = new Map(FEEDS.map((f) => [f, new FeedChannel(f, (saved[f] ?? delays[f] ?? 0) * 1000)]));
    for (const ch of this.channels.values()) if (ch.delayMs > 0) this.snapshot(ch.feed);
  }

  feedDelays(): FeedDelays {
    return Object.fromEntries(FEEDS.map((f) => [f, this.channel(f).delayMs / 1000]));
  }

  /** Changes feed delays now and keeps them for restarts; false if the disk refused. */
  setFeedDelays(delays: FeedDelays): boolean {
    const next = { ...this.feedDelays(), ...delays };
    if (!writeSettings(this.dataDir, this.id, { feedDelays: next })) return false;
    for (const f of FEEDS) {
      const ch = this.channel(f);
      this.snapshot(f); // a baseline to delay from, if the feed was idle
      ch.setDelay((next[f] ?? 0) * 1000);
    }
    return true;
  }

  /** Has a log on disk (it got a command at some point). */
  get persisted(): boolean {
    return this.log.exists;
  }

  clientCount(): number {
    let n = 0;
    for (const ch of this.channels.values()) n += ch.clients.size;
    return n;
  }

  view(feed: Feed): GameView {
    return project(this.game.state, feed);
  }

  snapshot(feed: Feed): { s: number; view: GameView } {
    return this.channel(feed).snapshot(() => ({ s: this.seq, view: this.view(feed) }));
  }

  channel(feed: Feed): FeedChannel {
    const ch = this.channels.get(feed);
    if (!ch) throw new Error(`no channel ${feed}`);
    return ch;
  }

  /** Decide, persist (fdatasync), then publish. Nothing changes unless the log took it. */
  run(given: GameCommand, at: number): RunResult {
    const before = this.game;
    const command = this.hooks.complete?.(this, given) ?? given;
    const refused = this.hooks.admit?.(this, command);
    if (refused) return { ok: false, error: refused };
    let result: ReturnType<typeof execute>;
    try {
      result = execute(before, command, at);
    } catch (e) {
      // an engine bug must not take the hub (and every overlay) down with it
      this.say(`table ${this.id}: engine threw on ${command.type}: ${(e as Error).stack ?? String(e)}`);
      return { ok: false, error: problem('hub/internal') };
    }
    if (!result.ok) return result;
    const after = result.game;
    // the new log is the old one plus this entry, or (game/new) a fresh log to write from scratch
    const lastBefore = before.log[before.log.length - 1];
    const same = after.log[before.log.length - 1];
    const extends1 =
      after.log.length === before.log.length + 1 &&
      (!lastBefore || same === lastBefore || (same?.n === lastBefore.n && same.at === lastBefore.at));
    if (!extends1) {
      // game/new (or anything that starts a new log): archive the old game, write the new log
      if (before.log.length > 0) {
        const gameId = project(before.state, 'judge').gameId;
        const target = archiveTarget(this.dataDir, gameId);
        if (this.hooks.archiving && !this.hooks.archiving(this, before, target))
          return { ok: false, error: problem('store/write-failed') };
        const file = this.log.archive(this.dataDir, gameId, target);
        this.say(`table ${this.id}: archived game ${gameId} -> ${file}`);
      }
      if (!this.log.append(after.log)) return { ok: false, error: problem('store/write-failed') };
    } else if (!this.log.append([result.entry])) {
      return { ok: false, error: problem('store/write-failed') };
    }
    this.game = after;
    this.seq += 1;
    for (const ch of this.channels.values()) {
      try {
        if (ch.needsViews) ch.publish(this.seq, this.view(ch.feed));
        else ch.forget();
      } catch (e) {
        this.say(`table ${this.id}: projection for ${ch.feed} threw: ${(e as Error).stack ?? String(e)}`);
      }
    }
    try {
      this.hooks.ran?.(this, before);
    } catch (e) {
      this.say(`table ${this.id}: after-command hook threw: ${(e as Error).stack ?? String(e)}`);
    }
    return { ok: true, s: this.seq, entry: result.entry };
  }

  close(): void {
    for (const ch of this.channels.values()) ch.close();
    this.log.close();
  }
}
