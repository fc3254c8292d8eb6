import {
  DraftStatusResponseSchema,
  type DraftJudgeAction,
  type DraftProgress,
  type Problem,
} from '../../protocol/index.ts';
import { untrack } from 'svelte';
import { problem } from '../page-problems.ts';
import { $draftProgress as progressAtom, type Lang } from '../index.ts';
import { draftControl } from '../../words/draft.ts';
import { hubCall } from '../hub-api.ts';

export type { DraftProgress } from '../../protocol/index.ts';

/**
 * The table's role draft as the operator's panel and the judge's tablet follow it (issue 27): its
 * progress comes on the screen's own socket (the judge feed's `draft-progress` frame, never a role:
 * issue 36, "one live channel"), the judge's actions go over the HTTP API, asked with `?roles=none`
 * so that their answers carry no role either.
 */

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

const reachable = (d: DraftProgress): DraftProgress => ({
  ...d,
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
  /** The table's draft as the hub last said (null: none, or not said yet). */
  progress = $state<DraftProgress | null>(null);
  busy = $state(false);
  readonly #table: string;
  readonly #token: () => string | null;
  readonly #onproblem: (p: Problem | null) => void;

  constructor(table: string, token: () => string | null, onproblem: (p: Problem | null) => void) {
    this.#table = table;
    this.#token = token;
    this.#onproblem = onproblem;
  }

  /** Shows each `draft-progress` the socket brings until the returned stop is called. */
  follow(): () => void {
    return progressAtom.subscribe((p) => {
      this.progress = p ? reachable(p) : null;
    });
  }

  /** Opens the draft of the game in setup (`fresh`: a new deck and key in place of this one). */
  open(fresh = false): Promise<boolean> {
    return this.#call('', { method: 'POST', body: JSON.stringify(fresh ? { fresh } : {}) });
  }

  /** Gives a page's link (0: pass-and-play, else a seat) to a new device. */
  hand(slot: number): Promise<boolean> {
    return this.judge({ action: 'hand', seat: slot === 0 ? null : slot });
  }

  judge(action: DraftJudgeAction): Promise<boolean> {
    return this.#call('/judge', { method: 'POST', body: JSON.stringify(action) });
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

  /** A press: its answer says only whether it passed (what it changed comes on the socket). */
  async #call(path: string, init: RequestInit): Promise<boolean> {
    const token = this.#token();
    if (!token) {
      this.#onproblem(problem('client/no-token'));
      return false;
    }
    this.busy = true;
    try {
      const r = await hubCall(
        `/tables/${encodeURIComponent(this.#table)}/draft${path}?roles=none`,
        token,
        DraftStatusResponseSchema,
        { ...init, headers: { 'content-type': 'application/json' } },
      );
      this.#onproblem(r.ok ? null : (r.error ?? problem('client/offline')));
      return r.ok;
    } finally {
      this.busy = false;
    }
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
