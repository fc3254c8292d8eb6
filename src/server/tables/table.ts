import type { Say } from '../log.ts';
import { execute, newGame, project, restore, type Game, type LogEntry } from '../../engine/index.ts';
import {
  CUE_DEFAULT,
  type Cue,
  type CommandSource,
  type Display,
  type Feed,
  type GameCommand,
  type GameView,
  type Problem,
  type Result,
} from '../../protocol/index.ts';
import { CommandKeys, type StoredEntry } from './command-keys.ts';
import { FeedChannel, type Follower, type Prepared } from './feed-channel.ts';
import { GroupCommit } from './group-commit.ts';
import { problem } from '../problems.ts';
import type { DataDir } from '../store/data-dir.ts';
import { readLog, type ReadLog } from '../store/log-file.ts';
import { archiveTarget, TableLog } from '../store/store.ts';
import { TableWatchers } from './table-watchers.ts';
import { FEEDS, openSettings, saveSettings, switchesOff, type FeedDelays } from './table-settings.ts';

/** `dup`: the key was already logged; `s`/`n` are the original ack's and nothing was applied. */
export type RunResult = Result<
  { s: number; n: number; dup?: true; entry: LogEntry | null },
  Problem,
  { s?: number }
>;

/** A decided command on its way to the disk. */
interface Pending {
  entry: LogEntry;
  stored: StoredEntry;
  before: Game;
  after: Game;
  seq: number;
  k: string | undefined;
  /** Each watched feed's update, made while the disk syncs (FeedChannel.prepare). */
  prepared?: Map<Feed, Prepared>;
  done?: (r: RunResult) => void;
}

/** What a sender may add to a command (`cmd` fields `k` and `s`, HTTP `key` and `s`). */
export interface RunOptions {
  /** Idempotency key: kept in the log line; a known key gets its original ack. */
  k?: string | undefined;
  /** Precondition: the sequence number the sender saw; another one is `command/stale`. */
  s?: number | undefined;
  /** Who sent it (the socket's client kind, `http`, `hub`): kept in the log line as `by`. */
  by?: CommandSource | undefined;
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
  private readonly data: DataDir;
  private readonly say: Say;
  private readonly watchers: TableWatchers<Table>;
  private readonly keys: CommandKeys;
  /** The table's own label (its settings), shown when its tournament gives none. */
  label: string | null;
  /** The director's switches (roles, scores, the whole overlay, past nights), pushed in the identity frame. */
  display: Display;
  /** The game with the commands under way: what the next command is decided on. */
  private head: { game: Game; seq: number };
  private readonly pendingKeys = new Map<string, Promise<RunResult>>();
  /** Decided commands on their way to the disk, synced in groups (group-commit.ts). */
  private readonly commits = new GroupCommit<Pending>({
    write: (group, done) =>
      this.log.appendAsync(
        group.map((p) => p.stored),
        done,
      ),
    prepare: (p) => (p.prepared ??= this.prepare(p)),
    publish: (p) => p.done?.(this.publish(p)),
    fail: (failed) => this.failed(failed),
  });

  constructor(
    data: DataDir,
    id: string,
    delays: FeedDelays,
    say: Say,
    watchers: TableWatchers<Table> = new TableWatchers<Table>(),
    /** The log already read and checked (Tables.restoreAll); read here otherwise. */
    read?: Extract<ReadLog, { ok: true }>,
  ) {
    this.id = id;
    this.watchers = watchers;
    this.data = data;
    this.say = say;
    this.log = new TableLog(data, id);
    const log = read ?? readLog(data.disk, this.log.file);
    // Tables.restoreAll refuses a damaged log before a Table exists; a new table has no file
    if (!log.ok) throw new Error(`table ${id}: damaged log opened`);
    if (log.tornTail) say(`table ${id}: dropped a torn last line (never acknowledged)`, 'warn');
    this.game = log.entries.length > 0 ? restore(log.entries) : newGame();
    this.seq = log.entries[log.entries.length - 1]?.n ?? 0;
    this.keys = CommandKeys.fromLog(log.entries);
    this.head = { game: this.game, seq: this.seq };
    const settings = openSettings(data, id, delays);
    this.label = settings.label;
    this.display = settings.display;
    this.channels = new Map(FEEDS.map((f) => [f, new FeedChannel(f, settings.delayOf(f) * 1000)]));
    for (const ch of this.channels.values()) if (ch.delayMs > 0) this.snapshot(ch.feed);
  }

  feedDelays(): FeedDelays {
    return Object.fromEntries(FEEDS.map((f) => [f, this.channel(f).delayMs / 1000]));
  }

  /** Changes the director's switches and keeps them for restarts; false if the disk refused. */
  setDisplay(display: Display): boolean {
    if (!saveSettings(this.data, this.id, this.feedDelays(), this.label, display)) return false;
    this.display = display;
    return true;
  }

  /** The director's cue of the moments on air (issue 38.14): live only, a restart clears it. */
  cue: Cue = CUE_DEFAULT;

  /** The cue when the director gave one, else nothing: frames without it mean none. */
  cueGiven(): Cue | undefined {
    return this.cue === CUE_DEFAULT ? undefined : this.cue;
  }

  /** `{ display }` when a switch is not its default, else nothing: pages and files without it mean the defaults. */
  displayChanged(): { display?: Display } {
    return switchesOff(this.display);
  }

  /**
   * Changes feed delays (and the label on screen) now and keeps them for restarts, in one write;
   * false if the disk refused (nothing changed).
   */
  setFeedDelays(delays: FeedDelays, label: string | null = this.label): boolean {
    const next = { ...this.feedDelays(), ...delays };
    if (!saveSettings(this.data, this.id, next, label, this.display)) return false;
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
    for (const ch of this.channels.values()) n += ch.clients.size + ch.holders;
    return n;
  }

  view(feed: Feed): GameView {
    return project(this.game.state, feed);
  }

  /**
   * The seats' nicknames in seat order (null: none yet), read off the game: every feed shows them
   * as they are, so no projection is built for them (a draft reveals one on every card).
   */
  nicknames(): Array<string | null> {
    return this.game.state.seats.map((s) => (s.nickname.trim() ? s.nickname : null));
  }

  snapshot(feed: Feed): { s: number; view: GameView } {
    return this.channel(feed).snapshot(() => ({ s: this.seq, view: this.view(feed) }));
  }

  /** The snapshot's view as shared JSON bytes (see FeedChannel.snapshotJson). */
  snapshotJson(feed: Feed): { s: number; json: Buffer } {
    return this.channel(feed).snapshotJson(() => ({ s: this.seq, view: this.view(feed) }));
  }

  /**
   * An in-process follower of one feed (FeedChannel.follow): the state now, then every state the
   * feed releases. One that throws is told in the log and the feed goes on. `holding`: the table
   * stays open for it as for a client.
   */
  follow(feed: Feed, follower: Follower, holding = true): { s: number; view: GameView; stop: () => void } {
    const safe: Follower = (s, view) => {
      try {
        follower(s, view);
      } catch (e) {
        this.say(`table ${this.id}: hub/internal: a follower of the ${feed} feed threw`, 'error', e);
      }
    };
    return this.channel(feed).follow(safe, () => ({ s: this.seq, view: this.view(feed) }), holding);
  }

  channel(feed: Feed): FeedChannel {
    const ch = this.channels.get(feed);
    if (!ch) throw new Error(`no channel ${feed}`);
    return ch;
  }

  /**
   * Decide, persist (fdatasync), then publish: nothing is seen or acknowledged before the log has
   * it. Commands that arrive while the disk syncs are decided on top of the ones under way and
   * synced together next (group commit); their projections are computed while the disk works.
   */
  run(given: GameCommand, at: number, opts: RunOptions = {}): Promise<RunResult> {
    // a resend of a logged command (lost ack, reconnect, restart) is answered, never applied again
    const original = opts.k === undefined ? undefined : this.keys.get(opts.k);
    if (original) return Promise.resolve({ ok: true, ...original, dup: true, entry: null });
    const underWay = opts.k === undefined ? undefined : this.pendingKeys.get(opts.k);
    if (underWay) return underWay.then(() => this.run(given, at, opts));
    if (opts.s !== undefined && opts.s !== this.head.seq)
      return Promise.resolve({
        ok: false,
        error: problem('command/stale', `s ${this.head.seq}`),
        s: this.head.seq,
      });
    const before = this.head.game;
    const command = this.watchers.complete(this, given);
    const refused = this.watchers.admit(this, command);
    if (refused) return Promise.resolve({ ok: false, error: refused });
    let result: ReturnType<typeof execute>;
    try {
      result = execute(before, command, at);
    } catch (e) {
      // an engine bug must not take the hub (and every overlay) down with it
      this.say(`table ${this.id}: hub/internal: the engine threw on ${command.type}`, 'error', e);
      return Promise.resolve({ ok: false, error: problem('hub/internal') });
    }
    if (!result.ok) return Promise.resolve(result);
    // the key and the sender go on the entry itself (fresh from the engine): the log line on disk and
    // the running game's log (its protocol.json) say the same
    const stored: StoredEntry = Object.assign(
      result.entry,
      opts.k === undefined ? {} : { k: opts.k },
      opts.by === undefined ? {} : { by: opts.by },
    );
    const p: Pending = {
      entry: result.entry,
      stored,
      before,
      after: result.game,
      seq: this.head.seq + 1,
      k: opts.k,
    };
    if (result.fresh || !this.log.exists) {
      // a new game (archive and a fresh log) or the table's first file: on its own, synchronously
      if (this.commits.busy) return this.commits.idle().then(() => this.run(given, at, opts));
      const ok = result.fresh ? this.startLog(before, [stored]) : this.log.append([stored]);
      if (!ok) return Promise.resolve({ ok: false, error: problem('store/write-failed') });
      this.head = { game: result.game, seq: p.seq };
      return Promise.resolve(this.publish(p));
    }
    this.head = { game: result.game, seq: p.seq };
    const done = new Promise<RunResult>((resolve) => (p.done = resolve));
    if (opts.k !== undefined) this.pendingKeys.set(opts.k, done);
    this.commits.add(p);
    return done;
  }

  /** The disk refused a group: the table returns to its published game; the group and all after it fail. */
  private failed(failed: Pending[]): void {
    this.head = { game: this.game, seq: this.seq };
    for (const ch of this.channels.values()) ch.unprepare();
    for (const p of failed) {
      if (p.k !== undefined) this.pendingKeys.delete(p.k);
      p.done?.({ ok: false, error: problem('store/write-failed') });
    }
  }

  /** The updates of the feeds that have someone to show them to (projected and diffed once). */
  private prepare(p: Pending): Map<Feed, Prepared> {
    const prepared = new Map<Feed, Prepared>();
    for (const ch of this.channels.values()) {
      try {
        if (ch.needsViews) prepared.set(ch.feed, ch.prepare(p.seq, project(p.after.state, ch.feed)));
      } catch {
        // reported when it is published (below)
      }
    }
    return prepared;
  }

  /** The durable command becomes the table's state, goes to every feed and gets its answer. */
  private publish(p: Pending): RunResult {
    this.game = p.after;
    this.seq = p.seq;
    if (p.k !== undefined) {
      this.keys.add(p.k, { s: p.seq, n: p.entry.n });
      this.pendingKeys.delete(p.k);
    }
    for (const ch of this.channels.values()) {
      try {
        const ready = p.prepared?.get(ch.feed);
        if (ch.needsViews) ch.publish(this.seq, ready?.view ?? this.view(ch.feed), ready);
        else ch.forget();
      } catch (e) {
        this.say(`table ${this.id}: hub/internal: the ${ch.feed} projection threw`, 'error', e);
      }
    }
    this.watchers.ran(this, p.before, this.say);
    return { ok: true, s: p.seq, n: p.entry.n, entry: p.entry };
  }

  /**
   * game/new (anything that starts a new log): the old game goes to the archive, with its result
   * record (the archiving hook), and the new log replaces it, all or nothing (TableLog.replace).
   */
  private startLog(before: Game, entries: readonly LogEntry[]): boolean {
    if (before.log.length === 0) return this.log.append(entries);
    const gameId = project(before.state, 'judge').gameId;
    const target = archiveTarget(this.data, gameId);
    const done = this.log.replace(entries, target, () => this.watchers.archiving(this, before, target));
    if (done) this.say(`table ${this.id}: archived game ${gameId} -> ${target}`);
    return done;
  }

  close(): void {
    for (const ch of this.channels.values()) ch.close();
    this.log.close();
  }
}
