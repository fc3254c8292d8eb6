import { z } from 'zod';
import {
  foldNickname as fold,
  isProblem,
  PlayerListSchema,
  PlayerSchema,
  TournamentListSchema,
  type Player,
  type Problem,
} from '../../src/protocol/index.ts';
import { problem } from '../../src/client/page-problems.ts';
import { scaleImage } from '../../src/client/scale-image.ts';
import { hubCall } from '../../src/client/hub-api.ts';

/** A photo goes up at most this big a side (a plate shows it at about 120 px, 4K included). */
export const PHOTO_SIDE = 512;

const rank = (p: Player, needle: string) => {
  const name = fold(p.nickname);
  if (name === needle) return 0;
  if (name.startsWith(needle)) return 1;
  if (name.split(/[\s_.-]+/).some((w) => w.startsWith(needle))) return 2;
  return name.includes(needle) ? 3 : -1;
};

/** The player of an answer, or its problem (offline: `client/offline`). */
async function playerOf(answer: ReturnType<typeof hubCall<typeof PlayerSchema>>): Promise<Player | Problem> {
  const r = await answer;
  return r.ok ? r.value : (r.error ?? problem('client/offline'));
}

/**
 * The panel's copy of the roster (issue 9): the table's tournament's players, then everybody, for
 * seating by a few letters. Loaded over HTTP with the operator token; a new name makes a player
 * (and puts him in the tournament), a photo is scaled here before it is uploaded.
 */
export class PanelRoster {
  tournamentId = $state<string | null>(null);
  ours = $state<Player[]>([]);
  everyone = $state<Player[]>([]);
  private readonly token: string;
  private readonly table: string;

  constructor(token: string, table: string) {
    this.token = token;
    this.table = table;
  }

  async load(): Promise<void> {
    const all = await hubCall('/players', this.token, PlayerListSchema);
    if (all.ok) this.everyone = all.value.players;
    const list = await hubCall('/tournaments', this.token, TournamentListSchema);
    const t = list.ok ? list.value.tournaments.find((x) => x.tables.includes(this.table)) : undefined;
    this.tournamentId = t?.id ?? null;
    this.ours = t ? this.everyone.filter((p) => t.players?.includes(p.id)) : [];
  }

  /** The tournament's matches first, then the rest of the roster's; an exact name before a prefix. */
  suggest(text: string, limit = 5): Player[] {
    const needle = fold(text);
    if (!needle) return [];
    const sorted = (list: Player[]) =>
      list
        .map((p) => ({ p, r: rank(p, needle) }))
        .filter((x) => x.r >= 0)
        .sort((a, b) => a.r - b.r || a.p.nickname.localeCompare(b.p.nickname, 'ru'))
        .map((x) => x.p);
    const ours = sorted(this.ours);
    const rest = [...ours, ...sorted(this.everyone)];
    const all = [...rest.filter((p) => fold(p.nickname) === needle), ...rest];
    return all.filter((p, i) => all.findIndex((x) => x.id === p.id) === i).slice(0, limit);
  }

  /** A new player of this nickname, added to the table's tournament too. */
  async create(nickname: string): Promise<Player | Problem> {
    const player = await playerOf(
      hubCall('/players', this.token, PlayerSchema, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ nickname }),
      }),
    );
    if (isProblem(player)) {
      void this.load(); // a name taken since we loaded: the next try finds him
      return player;
    }
    this.everyone = [...this.everyone, player];
    if (this.tournamentId) {
      // not awaited: the seat is taken at once, the tournament's list follows
      const added = `/tournaments/${this.tournamentId}/players/${player.id}`;
      void hubCall(added, this.token, z.unknown(), { method: 'PUT' });
      this.ours = [...this.ours, player];
    }
    return player;
  }

  async uploadPhoto(id: string, file: File): Promise<Player | Problem> {
    const body = await scaleImage(file, PHOTO_SIDE);
    const put = { method: 'PUT', headers: { 'content-type': body.type }, body };
    const player = await playerOf(hubCall(`/players/${id}/photo`, this.token, PlayerSchema, put));
    if (!isProblem(player)) this.replace(player);
    return player;
  }

  /** A nickname or club fixed: the same player (id), so his games and standings stay his. */
  async update(
    id: string,
    patch: { nickname?: string; club?: string | null; stage?: string | null },
  ): Promise<Player | Problem> {
    const player = await playerOf(
      hubCall(`/players/${id}`, this.token, PlayerSchema, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(patch),
      }),
    );
    if (!isProblem(player)) this.replace(player);
    return player;
  }

  private replace(player: Player): void {
    const swap = (list: Player[]) => list.map((p) => (p.id === player.id ? player : p));
    this.everyone = swap(this.everyone);
    this.ours = swap(this.ours);
  }

  get(id: string): Player | undefined {
    return this.everyone.find((p) => p.id === id);
  }
}
