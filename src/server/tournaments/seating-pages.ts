import type { WebSocket } from 'ws';
import { SeatingHelloSchema } from '../../protocol/seating.ts';
import type { AddressCounts, ClientLimits } from '../net/client-limits.ts';
import type { SeatingDay } from './seating-day.ts';
import type { SeatingStore } from './seating.ts';
import type { Tournaments } from './tournaments.ts';
import { CLOSE } from '../net/wire.ts';
import { problem } from '../problems.ts';
import type { Problem } from '../../protocol/index.ts';
import type { GameState } from '../../engine/types.ts';

/** What a seating page's frame is made of: the kept schedule and where the tables are. */
type Read = (tournament: string) => string | null;

/** A page this far behind in its reading gets no more frames: it is cut and comes back. */
const BEHIND_BYTES = 1 << 20;

/**
 * The seating pages (the venue screen, its overlay) on the hub's socket (issue 41, one live
 * channel): `{"t":"seating","seating":…,"next":…}` on hello and whenever it changes (a schedule
 * made, imported or traded; a tournament table's game moving on), instead of each page asking
 * every 15 s. A frame is sent only when it differs from the last one sent for that tournament.
 */
export class SeatingPages {
  private readonly pages = new Map<string, Set<WebSocket>>();
  private readonly sent = new Map<string, string>();
  private readonly read: Read;

  constructor(read: Read) {
    this.read = read;
  }

  add(tournament: string, ws: WebSocket): void {
    const pages = this.pages.get(tournament) ?? new Set<WebSocket>();
    this.pages.set(tournament, pages.add(ws));
    ws.once('close', () => {
      pages.delete(ws);
      if (pages.size > 0) return;
      this.pages.delete(tournament);
      this.sent.delete(tournament);
    });
    const frame = this.sent.get(tournament) ?? this.read(tournament);
    if (frame !== null) {
      this.sent.set(tournament, frame);
      this.send(ws, frame);
    }
  }

  /** The tournament's seating may have changed: its pages get it if it did. */
  changed(tournament: string): void {
    const pages = this.pages.get(tournament);
    if (!pages) return;
    const frame = this.read(tournament);
    if (frame === null || frame === this.sent.get(tournament)) return;
    this.sent.set(tournament, frame);
    for (const ws of pages) this.send(ws, frame);
  }

  /** Every followed tournament (a player's name or photo changed). */
  changedAll(): void {
    for (const tournament of [...this.pages.keys()]) this.changed(tournament);
  }

  private send(ws: WebSocket, frame: string): void {
    if (ws.bufferedAmount > BEHIND_BYTES) ws.terminate();
    else ws.send(frame);
  }
}

/**
 * Whether a table's command moves what its seating pages show: a game ending (or undone from its
 * end) or a new one. A foul must not rebuild a schedule's frame (400 players by 60 rounds is a
 * megabyte) on the live game's command.
 */
export const movesTheDay = (was: GameState, now: GameState): boolean =>
  (was.phase === 'finished') !== (now.phase === 'finished') || was.gameId !== now.gameId;

/** The frame of a tournament's seating, or null while it has none. */
export function seatingFrame(
  ctx: { seating: SeatingStore; seatingDay: SeatingDay },
  tournament: string,
): string | null {
  const kept = ctx.seating.get(tournament);
  const next = ctx.seatingDay.next(tournament);
  return kept.ok && next ? JSON.stringify({ t: 'seating', seating: kept.seating, next }) : null;
}

/**
 * A `/ws` socket whose first frame is a seating page's hello becomes that page (as a draft page's
 * does, draft/draft-page.ts): counted in its address's public sockets, refused (4400) for a
 * tournament the hub does not know; a frame after the hello cuts it.
 */
export function adoptSeatingPage(
  ctx: {
    addresses: { public: AddressCounts };
    limits: ClientLimits;
    tournaments: Tournaments;
    seatingPages: SeatingPages;
  },
  ws: WebSocket,
  address: string | null,
  text: string,
): void {
  const refuse = (code: number, p: Problem) => {
    ws.send(JSON.stringify({ t: 'err', id: null, ...p }));
    ws.close(code, p.code);
  };
  const open = ctx.addresses.public;
  if (open.count(address) >= ctx.limits.publicPerAddress)
    return refuse(CLOSE.slow, problem('client/limit', address ?? ''));
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = null;
  }
  const hello = SeatingHelloSchema.safeParse(raw);
  if (!hello.success) return refuse(CLOSE.hello, problem('frame/invalid'));
  const found = ctx.tournaments.find(hello.data.tournament);
  if (!found.ok) return refuse(CLOSE.hello, found.error);
  open.add(address);
  ws.once('close', () => open.remove(address));
  // a seating page says nothing after its hello: a socket that does is no page, and a flood of
  // frames nobody reads must not cost the hub their parsing
  ws.on('message', () => ws.terminate());
  ctx.seatingPages.add(found.tournament.id, ws);
}
