import type { Say } from './log.ts';
import { execute, newGame, project, restore, type Game, type LogEntry } from '../engine/index.ts';
import type { Feed, GameCommand, GameView, Problem } from '../protocol/index.ts';
import { CommandKeys, type StoredEntry } from './command-keys.ts';
import { FeedChannel } from './feed-channel.ts';
import { problem } from './problems.ts';
import { diskFor } from './disk.ts';
import { readLog, type ReadLog } from './log-file.ts';
import { archiveTarget, readSettings, TableLog, writeSettings, type Rollback } from './store.ts';

export const FEEDS: readonly Feed[] = ['table', 'spectator', 'judge'];
export type FeedDelays = Partial<Record<Feed, number>>;

/** What the tournaments (tournaments.ts) hear from every table. */
export interface TableHooks {
  /** Before admit: fill in what the table's context sets (a tournament's ruleset options on game/new). */
  complete?(table: Table, command: GameCommand): GameCommand;
  /** Before the engine sees a command: a problem refuses it (a tournament's ruleset). */
  admit?(table: Table, command: GameCommand): Problem | null;
  /**
   * The game is about to be archived to `archiveFile`: null refuses the command (the disk refused),
   * else what undoes the hook's write if a later step of the archive fails.
   */
  archiving?(table: Table, game: Game, archiveFile: string): Rollback | null;
  /** A command was accepted and published; `before` is the game it was applied to. */
  ran?(table: Table, before: Game): void;
}

/** `dup`: the key was already logged; `s`/`n` are the original ack's and nothing was applied. */
export type RunResult =
  | { ok: true; s: number; n: number; dup?: true; entry: LogEntry | null }
  | { ok: false; error: Problem; s?: number };

/** What a sender may add to a command (`cmd` fields `k` and `s`, HTTP `key` and `s`). */
export interface RunOptions {
  /** Idempotency key: kept in the log line; a known key gets its original ack. */
  k?: string | undefined;
  /** Precondition: the sequence number the sender saw; another one is `command/stale`. */
  s?: number | undefined;
}

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
  private readonly say: Say;
  private readonly hooks: TableHooks;
  private readonly keys: CommandKeys;
  /** The table's own label (its settings), shown when its tournament gives none. */
  label: string | null;

  constructor(
    dataDir: string,
    id: string,
    delays: FeedDelays,
    say: Say,
    hooks: TableHooks = {},
    /** The log already read and checked (Tables.restoreAll); read here otherwise. */
    read?: Extract<ReadLog, { ok: true }>,
  ) {
    this.id = id;
    this.hooks = hooks;
    this.dataDir = dataDir;
    this.say = say;
    this.log = new TableLog(dataDir, id);
    const log = read ?? readLog(diskFor(dataDir), this.log.file);
    // Tables.restoreAll refuses a damaged log before a Table exists; a new table has no file
    if (!log.ok) throw new Error(`table ${id}: damaged log opened`);
    if (log.tornTail) say(`table ${id}: dropped a torn last line (never acknowledged)`, 'warn');
    this.game = log.entries.length > 0 ? restore(log.entries) : newGame();
    this.seq = log.entries[log.entries.length - 1]?.n ?? 0;
    this.keys = CommandKeys.fromLog(log.entries);
    const settings = readSettings(dataDir, id, say);
    this.label = settings?.label ?? null;
    const saved = settings?.feedDelays ?? {};
    // the judge feed is the panel's own: it never lags behind the commands (an old settings file may say so)
    const delayOf = (f: Feed) => (f === 'judge' ? 0 : (saved[f] ?? delays[f] ?? 0));
    this.channels = new Map(FEEDS.map((f) => [f, new FeedChannel(f, delayOf(f) * 1000)]));
    for (const ch of this.channels.values()) if (ch.delayMs > 0) this.snapshot(ch.feed);
  }

  feedDelays(): FeedDelays {
    return Object.fromEntries(FEEDS.map((f) => [f, this.channel(f).delayMs / 1000]));
  }

  /**
   * Changes feed delays (and the label on screen) now and keeps them for restarts, in one write;
   * false if the disk refused (nothing changed).
   */
  setFeedDelays(delays: FeedDelays, label: string | null = this.label): boolean {
    const next = { ...this.feedDelays(), ...delays };
    if (!writeSettings(this.dataDir, this.id, { feedDelays: next, ...(label ? { label } : {}) }))
      return false;
    this.label = label;
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
  run(given: GameCommand, at: number, opts: RunOptions = {}): RunResult {
    // a resend of a logged command (lost ack, reconnect, restart) is answered, never applied again
    const original = opts.k === undefined ? undefined : this.keys.get(opts.k);
    if (original) return { ok: true, ...original, dup: true, entry: null };
    if (opts.s !== undefined && opts.s !== this.seq)
      return { ok: false, error: problem('command/stale', `s ${this.seq}`), s: this.seq };
    const before = this.game;
    const command = this.hooks.complete?.(this, given) ?? given;
    const refused = this.hooks.admit?.(this, command);
    if (refused) return { ok: false, error: refused };
    let result: ReturnType<typeof execute>;
    try {
      result = execute(before, command, at);
    } catch (e) {
      // an engine bug must not take the hub (and every overlay) down with it
      this.say(`table ${this.id}: hub/internal: the engine threw on ${command.type}`, 'error', e);
      return { ok: false, error: problem('hub/internal') };
    }
    if (!result.ok) return result;
    const after = result.game;
    const stored: StoredEntry = opts.k === undefined ? result.entry : { ...result.entry, k: opts.k };
    // the new log is the old one plus this entry, or (game/new) a fresh log to write from scratch
    const lastBefore = before.log[before.log.length - 1];
    const same = after.log[before.log.length - 1];
    const extends1 =
      after.log.length === before.log.length + 1 &&
      (!lastBefore || same === lastBefore || (same?.n === lastBefore.n && same.at === lastBefore.at));
    if (!extends1) {
      if (
        !this.startLog(
          before,
          after.log.map((e) => (e === result.entry ? stored : e)),
        )
      )
        return { ok: false, error: problem('store/write-failed') };
    } else if (!this.log.append([stored])) {
      return { ok: false, error: problem('store/write-failed') };
    }
    this.game = after;
    this.seq += 1;
    if (opts.k !== undefined) this.keys.add(opts.k, { s: this.seq, n: result.entry.n });
    for (const ch of this.channels.values()) {
      try {
        if (ch.needsViews) ch.publish(this.seq, this.view(ch.feed));
        else ch.forget();
      } catch (e) {
        this.say(`table ${this.id}: hub/internal: the ${ch.feed} projection threw`, 'error', e);
      }
    }
    try {
      this.hooks.ran?.(this, before);
    } catch (e) {
      this.say(`table ${this.id}: hub/internal: an after-command hook threw`, 'error', e);
    }
    return { ok: true, s: this.seq, n: result.entry.n, entry: result.entry };
  }

  /**
   * game/new (anything that starts a new log): the old game goes to the archive, with its result
   * record (the archiving hook), and the new log replaces it, all or nothing (TableLog.replace).
   */
  private startLog(before: Game, entries: readonly LogEntry[]): boolean {
    if (before.log.length === 0) return this.log.append(entries);
    const gameId = project(before.state, 'judge').gameId;
    const target = archiveTarget(this.dataDir, gameId);
    const archiving = this.hooks.archiving;
    const done = this.log.replace(entries, target, () =>
      archiving ? archiving(this, before, target) : () => {},
    );
    if (done) this.say(`table ${this.id}: archived game ${gameId} -> ${target}`);
    return done;
  }

  close(): void {
    for (const ch of this.channels.values()) ch.close();
    this.log.close();
  }
}
