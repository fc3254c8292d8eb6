import type { Feed } from '../protocol/index.ts';
import { isTableOrOnAir } from '../protocol/table-id.ts';

import { isLang, langOf, type Lang } from '../words/languages.ts';

export type { Lang };

export interface PageParams {
  table: string;
  feed: Feed;
  key: string | undefined;
  lang: Lang;
  /** Parameters given with a value this page cannot use (`table=T10`): an overlay says so, never guesses. */
  bad: { name: string; value: string }[];
  /** `motion=off` or the system's reduced motion: changes appear without animation. */
  motion: boolean;
  /** `hold=2500`: how long (ms) a moment (a vote's result, a reveal, the winner) stays at least. */
  hold: number;
}

/** A moment's least time on screen by default (docs/broadcast-design.md, moments). */
export const HOLD_MS = 2500;

/** Query parameters every page understands: ?table=main&feed=table|spectator&key=...&lang= (src/words/languages.ts) */
export function readParams(search: string = location.search): PageParams {
  const q = new URLSearchParams(search);
  const table = q.get('table') ?? 'main';
  const feed = q.get('feed');
  const lang = q.get('lang');
  const bad: PageParams['bad'] = [];
  if (!isTableOrOnAir(table)) bad.push({ name: 'table', value: table });
  if (feed !== null && feed !== 'table' && feed !== 'spectator') bad.push({ name: 'feed', value: feed });
  if (lang !== null && !isLang(lang)) bad.push({ name: 'lang', value: lang });
  const hold = q.get('hold');
  const holdMs = hold === null ? HOLD_MS : Number(hold);
  const holdOk = hold === null || (/^\d+$/.test(hold) && holdMs <= 30_000);
  if (!holdOk) bad.push({ name: 'hold', value: hold ?? '' });
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return {
    // `on-air`: the hub shows this page whichever table is on air
    table: isTableOrOnAir(table) ? table : 'main',
    // An overlay never asks for the judge feed: that one needs the operator's token.
    feed: feed === 'spectator' ? 'spectator' : 'table',
    key: q.get('key') ?? undefined,
    lang: langOf(lang),
    bad,
    motion: q.get('motion') !== 'off' && !reduced,
    hold: holdOk ? holdMs : HOLD_MS,
  };
}

const TOKEN_KEY = 'mafia.operatorToken';

/** The `?token=` of the address, taken out of the address bar (screenshots, shared links). */
export function tokenFromLink(): string | null {
  const url = new URL(location.href);
  const fromUrl = url.searchParams.get('token');
  if (!fromUrl) return null;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  return fromUrl;
}

export function storedOperatorToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeOperatorToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // private mode: the token still works for this page view
  }
}
