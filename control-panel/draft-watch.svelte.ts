import {
  DraftStatusResponseSchema,
  type DraftCardState,
  type DraftLink,
  type DraftJudgeAction,
  type DraftStatusResponse,
  type Problem,
} from '../src/protocol/index.ts';
import { untrack } from 'svelte';
import { problem } from '../src/client/page-problems.ts';
import type { Lang } from '../src/client/index.ts';
import { draftControl } from '../src/words/draft.ts';
import { hubCall, type Answer } from './hub-api.ts';

/**
 * The table's role draft as the operator's panel and the judge's tablet follow it (issue 27): its
 * progress, the pages' links and the judge's actions over the HTTP API. They ask with `?roles=none`:
 * the hub sends no role to a screen that shows none (issue 36), and any that came would be dropped.
 */
export interface DraftProgress {
  draft: string;
  gameId: string;
  status: DraftStatusResponse['status'];
  turn: number | null;
  cards: Array<{ seat: number; state: DraftCardState }>;
  passAndPlay: DraftLink;
  seats: DraftStatusResponse['seats'];
}

/** How often an open draft is read again while the game is in setup (the pages push nothing to us). */
export const DRAFT_POLL_MS = 1000;

/**
 * A page's address as this screen reaches the hub: the hub names itself 127.0.0.1 under `--lan`,
 * while a judge's tablet (or a panel opened by the LAN address) has the address the tablets can use.
 */
function here(url: string | null): string | null {
  if (url === null) return null;
  try {
    const u = new URL(url);
    return `${location.origin}${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}

const withoutRoles = (d: DraftStatusResponse): DraftProgress => ({
  draft: d.draft,
  gameId: d.gameId,
  status: d.status,
  turn: d.turn,
  cards: d.cards.map(({ seat, state }) => ({ seat, state })),
  passAndPlay: { ...d.passAndPlay, url: here(d.passAndPlay.url) },
  seats: d.seats.map((s) => ({ ...s, url: here(s.url) })),
});

/** What the judge's key or button would do now: open, draw for the seat on turn, close its card. */
export type DraftMove =
  | { do: 'open'; fresh: boolean }
  | { do: 'force'; seat: number }
  | { do: 'close'; seat: number }
  | { do: 'deal' }
  | null;

/** The next judge's move on `p` for the game `gameId` (null: nothing to do, e.g. dealt). */
export function nextMove(p: DraftProgress | null, gameId: string | null): DraftMove {
  if (!p || p.gameId !== gameId) return { do: 'open', fresh: false };
  if (p.status === 'void') return { do: 'open', fresh: true };
  if (p.status === 'dealt') return null;
  if (p.turn === null) return { do: 'deal' };
  const state = p.cards[p.turn - 1]?.state;
  return state === 'drawn' ? { do: 'close', seat: p.turn } : { do: 'force', seat: p.turn };
}

export class DraftWatch {
  /** The table's draft as last read (null: none, or not read yet). */
  progress = $state<DraftProgress | null>(null);
  busy = $state(false);
  readonly #table: string;
  readonly #token: () => string | null;
  readonly #onproblem: (p: Problem | null) => void;
  readonly #pollMs: number;
  /** Each read is numbered: an answer older than the last one shown is dropped. */
  #asked = 0;
  #shown = 0;

  constructor(
    table: string,
    token: () => string | null,
    onproblem: (p: Problem | null) => void,
    pollMs = DRAFT_POLL_MS,
  ) {
    this.#table = table;
    this.#token = token;
    this.#onproblem = onproblem;
    this.#pollMs = pollMs;
  }

  /** Reads the draft now and every `pollMs` until the returned stop is called. */
  follow(): () => void {
    void this.refresh();
    const timer = setInterval(() => void this.refresh(), this.#pollMs);
    return () => clearInterval(timer);
  }

  async refresh(): Promise<void> {
    await this.#call('', { method: 'GET' }, false);
  }

  /** Opens the draft of the game in setup (`fresh`: a new deck and key in place of this one). */
  open(fresh = false): Promise<boolean> {
    return this.#call('', { method: 'POST', body: JSON.stringify(fresh ? { fresh } : {}) }, true);
  }

  /** Gives a page's link (0: pass-and-play, else a seat) to a new device. */
  hand(slot: number): Promise<boolean> {
    return this.judge({ action: 'hand', seat: slot === 0 ? null : slot });
  }

  judge(action: DraftJudgeAction): Promise<boolean> {
    return this.#call('/judge', { method: 'POST', body: JSON.stringify(action) }, true);
  }

  /** Does `move` (from nextMove); false when the hub refused it (the problem went to onproblem). */
  run(move: Exclude<DraftMove, null>): Promise<boolean> {
    switch (move.do) {
      case 'open':
        return this.open(move.fresh);
      case 'deal':
        return this.judge({ action: 'deal' });
      case 'force':
        return this.judge({ action: 'force', seat: move.seat });
      case 'close':
        return this.judge({ action: 'close', seat: move.seat });
    }
  }

  async #call(path: string, init: RequestInit, pressed: boolean): Promise<boolean> {
    const token = this.#token();
    if (!token) {
      if (pressed) this.#onproblem(problem('client/no-token'));
      return false;
    }
    const n = ++this.#asked;
    if (pressed) this.busy = true;
    const headers: Record<string, string> = init.body ? { 'content-type': 'application/json' } : {};
    let r: Answer<DraftStatusResponse>;
    try {
      r = await hubCall(
        `/tables/${encodeURIComponent(this.#table)}/draft${path}?roles=none`,
        token,
        DraftStatusResponseSchema,
        {
          ...init,
          headers,
        },
      );
    } finally {
      if (pressed) this.busy = false;
    }
    if (r.ok) {
      if (n > this.#shown) {
        this.#shown = n;
        this.progress = withoutRoles(r.value);
      }
      if (pressed) this.#onproblem(null);
      return true;
    }
    if (r.error?.code === 'draft/none' && n > this.#shown) {
      this.#shown = n;
      this.progress = null;
    }
    // a read that fails (offline, none yet) keeps what is shown; a press says why it did nothing
    if (pressed) this.#onproblem(r.error ?? problem('client/offline'));
    // a refused press may have met a draft that moved on: show where it is now
    if (pressed && r.error) void this.refresh();
    return false;
  }
}

/** The draft control's words in the screen's language: `say('turn', { seat: 4 })`. */
export type DraftSay = (
  key: Parameters<typeof draftControl.t>[1],
  values?: Record<string, string | number>,
) => string;

/** What a screen's draft control reads: the table's draft for its game and the judge's next move. */
export interface FollowedDraft {
  readonly watch: DraftWatch;
  /** The draft of this game (an older game's is not shown). */
  readonly draft: DraftProgress | null;
  readonly move: DraftMove;
  /** How many seats' cards are closed. */
  readonly closed: number;
  readonly say: DraftSay;
}

/**
 * The draft as the panel's and the tablet's controls follow it, called while the component is
 * created with its props (read afresh each time): the draft is read from mount to unmount, for the
 * table the screen has for its whole life.
 */
export function followDraft(
  props: () => {
    table: string;
    token: string | null;
    lang: Lang;
    gameId: string | null;
    onproblem: (p: Problem | null) => void;
  },
): FollowedDraft {
  const watch = new DraftWatch(
    untrack(() => props().table),
    () => props().token,
    (p) => props().onproblem(p),
  );
  $effect(() => untrack(() => watch.follow()));
  const draft = $derived(watch.progress?.gameId === props().gameId ? watch.progress : null);
  const move = $derived(nextMove(watch.progress, props().gameId));
  const closed = $derived(draft ? draft.cards.filter((c) => c.state === 'closed').length : 0);
  return {
    watch,
    get draft() {
      return draft;
    },
    get move() {
      return move;
    },
    get closed() {
      return closed;
    },
    say: (key, values) => draftControl.t(props().lang, key, values),
  };
}
