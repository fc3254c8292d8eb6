import type { Say } from '../log.ts';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { DISK_VERSION, DiskPlayersSchema } from '../../protocol/disk.ts';
import { PlayerSchema } from '../../protocol/players.ts';
import {
  PlayerIdSchema,
  UNSAFE_NAME_CHARS,
  type GameCommand,
  type Player,
  type PlayerInput,
  type PlayerPatch,
  type Problem,
} from '../../protocol/index.ts';
import { damagedFilesOf, readDataFile } from '../store/damaged-files.ts';
import { diskFor, writeFileAtomic } from '../store/disk.ts';
import { problem } from '../problems.ts';
import type { TableWatchers } from '../tables/table-watchers.ts';

/** Most players one hub keeps (a season of a big club). */
export const MAX_PLAYERS = 5000;

export type PlayerResult = { ok: true; player: Player } | { ok: false; error: Problem };

const playersFile = (dataDir: string) => join(dataDir, 'players.json');
/** Search and duplicate checks ignore case and ё/е (an operator types either). */
export const fold = (s: string) => s.trim().toLocaleLowerCase('ru').replaceAll('ё', 'е');

/**
 * The global roster (issue 9): `<data>/players.json`, replaced whole, atomically and durably on
 * every change (memory changes only after the disk took it). Ids are made here and never change,
 * so a nickname fix keeps a player's standings. Seats take players with `seat/player`: the table
 * hooks below put the roster's snapshot into the command before the engine sees it.
 */
export class Roster {
  private readonly byId = new Map<string, Player>();
  private readonly dataDir: string;
  /** Called after a change (the tournaments show the roster's current nicknames). */
  changed: () => void = () => {};

  constructor(dataDir: string, say: Say) {
    this.dataDir = dataDir;
    const file = playersFile(dataDir);
    const read = readDataFile(diskFor(dataDir), file, DiskPlayersSchema);
    if (read.state === 'ok') for (const p of read.value.players) this.byId.set(p.id, p);
    if (read.state !== 'damaged') return;
    // every sound entry still seats its player; saving would drop the others: refused until repaired
    const entries = (read.json as { players?: unknown } | undefined)?.players;
    for (const entry of Array.isArray(entries) ? (entries as unknown[]) : []) {
      const p = PlayerSchema.safeParse(entry);
      if (p.success && !this.byId.has(p.data.id)) this.byId.set(p.data.id, p.data);
    }
    damagedFilesOf(dataDir, say).report(
      file,
      read.reason,
      `${this.byId.size} player(s) loaded from its sound entries; the roster cannot be changed until it is repaired`,
    );
  }

  get(id: string): Player | undefined {
    return this.byId.get(id);
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
    const needle = fold(q);
    const rank = (p: Player) => {
      const name = fold(p.nickname);
      if (name.startsWith(needle)) return 0;
      if (name.split(/[\s_.-]+/).some((w) => w.startsWith(needle))) return 1;
      if (name.includes(needle)) return 2;
      return p.club !== null && fold(p.club).includes(needle) ? 3 : -1;
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
    if (this.byId.size >= MAX_PLAYERS) return { ok: false, error: problem('player/limit', `${MAX_PLAYERS}`) };
    const taken = this.taken(input.nickname);
    if (taken) return { ok: false, error: taken };
    let id: string;
    do id = `p${randomBytes(8).readBigUInt64BE().toString(36).slice(0, 10).padStart(10, '0')}`;
    while (this.byId.has(id));
    return this.save({ id, nickname: input.nickname, club: input.club ?? null, photo: null });
  }

  update(id: string, patch: PlayerPatch): PlayerResult {
    const found = this.find(id);
    if (!found.ok) return found;
    const taken = patch.nickname === undefined ? null : this.taken(patch.nickname, id);
    if (taken) return { ok: false, error: taken };
    return this.save({ ...found.player, ...patch });
  }

  setPhoto(id: string, photo: string | null): PlayerResult {
    const found = this.find(id);
    if (!found.ok) return found;
    return this.save({ ...found.player, photo });
  }

  /** Two players of one nickname would be one name on the stream and a guess at the panel. */
  private taken(nickname: string, self?: string): Problem | null {
    const name = fold(nickname);
    for (const p of this.byId.values())
      if (p.id !== self && fold(p.nickname) === name)
        return problem('player/nickname-taken', `${p.nickname} (${p.id})`);
    return null;
  }

  private save(player: Player): PlayerResult {
    const damaged = damagedFilesOf(this.dataDir).refusal(playersFile(this.dataDir));
    if (damaged) return { ok: false, error: damaged };
    const next = new Map(this.byId).set(player.id, player);
    const text = JSON.stringify({ v: DISK_VERSION, players: [...next.values()] }, null, 2) + '\n';
    if (!writeFileAtomic(diskFor(this.dataDir), playersFile(this.dataDir), text))
      return { ok: false, error: problem('store/write-failed') };
    this.byId.set(player.id, player);
    this.changed();
    return { ok: true, player };
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
    return { type: c.type, seat: c.seat, player: p.id, nickname: p.nickname, club: p.club, photo: p.photo };
  }

  private admit(c: GameCommand): Problem | null {
    // here, not in the command schema: a log written before the rule still reads back
    if (c.type === 'seat/nickname' && UNSAFE_NAME_CHARS.test(c.nickname))
      return problem(
        'command/invalid',
        'nickname: no control, bidirectional-override or invisible characters',
      );
    return c.type === 'seat/player' && !this.byId.has(c.player) ? problem('player/unknown', c.player) : null;
  }
}
