import { randomBytes } from 'node:crypto';
import { DISK_VERSION, DiskPlayersSchema } from '../../protocol/disk.ts';
import { foldNickname, PlayerSchema } from '../../protocol/players.ts';
import {
  PlayerIdSchema,
  UNSAFE_NAME_CHARS,
  type GameCommand,
  type Player,
  type PlayerInput,
  type PlayerPatch,
  type Check,
  type Result,
} from '../../protocol/index.ts';
import { readDataFile } from '../store/damaged-files.ts';
import type { DataDir } from '../store/data-dir.ts';
import { writeFileAtomic } from '../store/disk.ts';
import { problem } from '../problems.ts';
import type { TableWatchers } from '../tables/table-watchers.ts';

/** Most players one hub keeps (a season of a big club). */
export const MAX_PLAYERS = 5000;

export type PlayerResult = Result<{ player: Player }>;

const playersFile = (data: DataDir) => data.at('players.json');
/** Players written in one step: what undoes it (the roster as before, written back). */
export type PlayersResult = Result<{ players: Player[]; undo: () => boolean }>;

/**
 * The global roster (issue 9): `<data>/players.json`, replaced whole, atomically and durably on
 * every change (memory changes only after the disk took it). Ids are made here and never change,
 * so a nickname fix keeps a player's standings. Seats take players with `seat/player`: the table
 * hooks below put the roster's snapshot into the command before the engine sees it.
 */
export class Roster {
  private readonly byId = new Map<string, Player>();
  /** Each player by his folded nickname (foldNickname): duplicate checks and imports without a scan. */
  private readonly byKey = new Map<string, Player>();
  private readonly data: DataDir;
  /** Called after a change (the tournaments show the roster's current nicknames). */
  changed: () => void = () => {};

  constructor(data: DataDir) {
    this.data = data;
    const file = playersFile(data);
    const read = readDataFile(data.disk, file, DiskPlayersSchema);
    if (read.state === 'ok') for (const p of read.value.players) this.byId.set(p.id, p);
    this.index();
    if (read.state !== 'damaged') return;
    // every sound entry still seats its player; saving would drop the others: refused until repaired
    const entries = (read.json as { players?: unknown } | undefined)?.players;
    for (const entry of Array.isArray(entries) ? (entries as unknown[]) : []) {
      const p = PlayerSchema.safeParse(entry);
      if (p.success && !this.byId.has(p.data.id)) this.byId.set(p.data.id, p.data);
    }
    this.index();
    data.damaged.report(
      file,
      read.reason,
      `${this.byId.size} player(s) loaded from its sound entries; the roster cannot be changed until it is repaired`,
    );
  }

  get(id: string): Player | undefined {
    return this.byId.get(id);
  }

  /** The player of this nickname by the roster's rule (foldNickname), if any. */
  byNickname(nickname: string): Player | undefined {
    return this.byKey.get(foldNickname(nickname));
  }

  private index(): void {
    this.byKey.clear();
    // a file of older hubs may hold two look-alikes: the first keeps the name
    for (const p of this.byId.values()) {
      const key = foldNickname(p.nickname);
      if (!this.byKey.has(key)) this.byKey.set(key, p);
    }
  }

  find(id: string): PlayerResult {
    if (!PlayerIdSchema.safeParse(id).success) return { ok: false, error: problem('player/invalid') };
    const player = this.byId.get(id);
    return player ? { ok: true, player } : { ok: false, error: problem('player/unknown', id) };
  }

  /**
   * Players whose nickname (or club) contains `q`: nickname prefixes first, then word prefixes,
   * then the rest, each alphabetical. No `q`: everybody, alphabetical.
   */
  search(q = '', limit = MAX_PLAYERS): Player[] {
    const needle = foldNickname(q);
    const rank = (p: Player) => {
      const name = foldNickname(p.nickname);
      if (name.startsWith(needle)) return 0;
      if (name.split(/[\s_.-]+/).some((w) => w.startsWith(needle))) return 1;
      if (name.includes(needle)) return 2;
      return p.club !== null && foldNickname(p.club).includes(needle) ? 3 : -1;
    };
    return [...this.byId.values()]
      .map((p) => ({ p, r: rank(p) }))
      .filter((x) => x.r >= 0)
      .sort((a, b) => a.r - b.r || a.p.nickname.localeCompare(b.p.nickname, 'ru'))
      .slice(0, limit)
      .map((x) => x.p);
  }

  /** How many more players the roster takes. */
  room(): number {
    return Math.max(0, MAX_PLAYERS - this.byId.size);
  }

  create(input: PlayerInput): PlayerResult {
    const r = this.createMany([input]);
    return r.ok ? { ok: true, player: r.players[0]! } : r;
  }

  /**
   * New players, all or none, in one write (a roster import): refused whole when one nickname is
   * taken (in the roster or twice in the list) or the roster would pass MAX_PLAYERS.
   */
  createMany(inputs: readonly PlayerInput[], changed: readonly Player[] = []): PlayersResult {
    if (this.byId.size + inputs.length > MAX_PLAYERS)
      return { ok: false, error: problem('player/limit', `${MAX_PLAYERS}`) };
    const made: Player[] = [];
    const keys = new Set<string>();
    for (const input of inputs) {
      const key = foldNickname(input.nickname);
      const taken = keys.has(key)
        ? problem('player/nickname-taken', input.nickname)
        : this.taken(input.nickname);
      if (taken) return { ok: false, error: taken };
      keys.add(key);
      let id: string;
      do id = `p${randomBytes(8).readBigUInt64BE().toString(36).slice(0, 10).padStart(10, '0')}`;
      while (this.byId.has(id) || made.some((p) => p.id === id));
      made.push({ id, nickname: input.nickname, club: input.club ?? null, photo: null });
    }
    return this.save([...changed, ...made]);
  }

  update(id: string, patch: PlayerPatch): PlayerResult {
    const found = this.find(id);
    if (!found.ok) return found;
    const taken = patch.nickname === undefined ? null : this.taken(patch.nickname, id);
    if (taken) return { ok: false, error: taken };
    const { stage, ...rest } = patch;
    const next: Player = { ...found.player, ...rest };
    // a stage name equal to the nickname, or none, is no stage name: the file keeps none
    const shown = stage === undefined ? next.stage : stage;
    delete next.stage;
    if (shown && shown !== next.nickname) next.stage = shown;
    return this.saveOne(next);
  }

  setPhoto(id: string, photo: string | null): PlayerResult {
    const found = this.find(id);
    if (!found.ok) return found;
    return this.saveOne({ ...found.player, photo });
  }

  /** Two players of one nickname would be one name on the stream and a guess at the panel. */
  private taken(nickname: string, self?: string): Check {
    const p = this.byNickname(nickname);
    return p && p.id !== self ? problem('player/nickname-taken', `${p.nickname} (${p.id})`) : null;
  }

  private saveOne(player: Player): PlayerResult {
    const r = this.save([player]);
    return r.ok ? { ok: true, player } : r;
  }

  /** Writes the roster with `players` put in, then takes them: memory changes only after the disk did. */
  private save(players: readonly Player[]): PlayersResult {
    const damaged = this.data.damaged.refusal(playersFile(this.data));
    if (damaged) return { ok: false, error: damaged };
    const before = new Map(this.byId);
    const next = new Map(this.byId);
    for (const p of players) next.set(p.id, p);
    if (!this.write(next)) return { ok: false, error: problem('store/write-failed') };
    const undo = () => this.write(before);
    return { ok: true, players: [...players], undo };
  }

  private write(players: Map<string, Player>): boolean {
    const text = JSON.stringify({ v: DISK_VERSION, players: [...players.values()] }, null, 2) + '\n';
    if (!writeFileAtomic(this.data.disk, playersFile(this.data), text)) return false;
    this.byId.clear();
    for (const [id, p] of players) this.byId.set(id, p);
    this.index();
    this.changed();
    return true;
  }

  /** Watches the tables: `seat/player` gets the roster's snapshot, an unknown id is refused. */
  attach(watchers: TableWatchers): void {
    watchers.add({ complete: (_, c) => this.complete(c), admit: (_, c) => this.admit(c) });
  }

  private complete(c: GameCommand): GameCommand {
    if (c.type !== 'seat/player') return c;
    const p = this.byId.get(c.player);
    // what a sender claims about the player is never taken: the roster's word or nothing
    if (!p) return { type: c.type, seat: c.seat, player: c.player };
    const stage = p.stage ? { stage: p.stage } : {};
    return {
      type: c.type,
      seat: c.seat,
      player: p.id,
      nickname: p.nickname,
      club: p.club,
      photo: p.photo,
      ...stage,
    };
  }

  private admit(c: GameCommand): Check {
    // here, not in the command schema: a log written before the rule still reads back
    if (c.type === 'seat/nickname' && UNSAFE_NAME_CHARS.test(c.nickname))
      return problem(
        'command/invalid',
        'nickname: no control, bidirectional-override or invisible characters',
      );
    return c.type === 'seat/player' && !this.byId.has(c.player) ? problem('player/unknown', c.player) : null;
  }
}
