/**
 * Highlight markers and VOD chapters (issue 38.15). Every moment of a game with the time it
 * happened: read off the game's log (each entry carries its time), refolded as the stream's
 * spectator feed saw it, so the markers are as durable as the log and its archive, and a
 * correction (undo) is told as corrected. Pure: no clock, no I/O.
 */
import { effectiveEntries, project, replay, type GameState, type LogEntry } from '../engine/index.ts';
import type { GameView } from '../protocol/index.ts';
import { bestMoveName } from '../facts/best-move.ts';
import { area, type Lang } from '../words/format.ts';
import * as ru from '../words/ru/chapters.ts';
import * as en from '../words/en/chapters.ts';

const words = area({ ru: ru.chapters, en: en.chapters });

export interface Marker {
  /** Hub time (ms) of the command that made the moment. */
  at: number;
  text: Record<Lang, string>;
}

/** A game's markers at most (a game has a few dozen; a runaway log stays bounded). */
export const MAX_MARKERS = 500;

const said = (key: Parameters<typeof words.text>[0], values?: Record<string, string | number>) =>
  words.text(key, values);

/** The moments between two views of the stream, in the order a viewer saw them. */
export function markersBetween(prev: GameView, next: GameView, at: number, game: number | null): Marker[] {
  const out: Marker[] = [];
  const add = (text: Record<Lang, string>) => out.push({ at, text });
  if (prev.phase === 'setup' && next.phase !== 'setup')
    add(game === null ? said('gameStartsNoNumber') : said('gameStarts', { game }));
  // Night 0 (the mafia's arrangement) is the game's start, said already.
  if (next.phase === 'night' && next.night > 0 && (prev.phase !== 'night' || prev.night !== next.night))
    add(said('night', { night: next.night }));
  if (next.phase === 'day' && (prev.phase !== 'day' || prev.day !== next.day))
    add(said('day', { day: next.day }));
  const before = new Map((prev.voteDays ?? []).map((d) => [d.day, d.rounds.length]));
  for (const d of next.voteDays ?? [])
    for (const round of d.rounds.slice(before.get(d.day) ?? 0)) add(said(round.kind, { day: d.day }));
  for (const seat of next.seats) {
    const was = prev.seats.find((s) => s.seat === seat.seat);
    if (was?.status !== 'alive' || seat.status === 'alive') continue;
    add(said(seat.status, { seat: seat.seat, nick: seat.nickname }));
  }
  if (!prev.bestMove?.length && next.bestMove?.length) add(bestMoveName(next.ruleset));
  if (!prev.winner && next.winner && next.phase === 'finished') add(said(next.winner));
  return out;
}

/** Every moment of a game's log with its time, as the stream saw it (`game`: its number, if known). */
export function gameMarkers(log: readonly LogEntry[], game: number | null = null): Marker[] {
  const after = new Map<number, GameState>();
  replay(log, (entry, _event, _before, state) => after.set(entry.n, state));
  const out: Marker[] = [];
  let prev: GameView | null = null;
  for (const entry of effectiveEntries(log)) {
    const state = after.get(entry.n);
    if (!state) continue;
    const next = project(state, 'spectator');
    if (prev && prev.gameId === next.gameId) out.push(...markersBetween(prev, next, entry.at, game));
    prev = next;
    if (out.length >= MAX_MARKERS) break;
  }
  return out.slice(0, MAX_MARKERS);
}

/** YouTube's shortest chapter: a marker closer than this to the one before joins its line. */
export const MIN_CHAPTER_MS = 10_000;

/** "4:05", "1:02:09": hours only when the video is that long. */
export function timestamp(ms: number, hours: boolean): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return hours ? `${hh}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

/**
 * YouTube's chapter lines, relative to `from` (the stream's or the recording's start, hub ms):
 * the first at 0:00 (a "Start" line when nothing happened then), none shorter than 10 s (a marker
 * that close joins the line before it; `minMs` for a site without YouTube's rule), markers before
 * `from` left out.
 */
export function chapterLines(
  markers: readonly Marker[],
  from: number,
  lang: Lang,
  minMs = MIN_CHAPTER_MS,
): string[] {
  const kept: { ms: number; titles: string[] }[] = [];
  for (const m of markers) {
    const ms = m.at - from;
    if (ms < 0) continue;
    const last = kept[kept.length - 1];
    if (last && ms - last.ms < minMs) last.titles.push(m.text[lang]);
    else kept.push({ ms, titles: [m.text[lang]] });
  }
  const first = kept[0];
  if (first && first.ms > 0) {
    // YouTube wants 0:00 first: the start line takes the first 10 s, or the first marker joins it
    if (first.ms < minMs) first.ms = 0;
    else kept.unshift({ ms: 0, titles: [words.t(lang, 'start')] });
  }
  const hours = (kept[kept.length - 1]?.ms ?? 0) >= 3_600_000;
  return kept.map((c) => `${timestamp(c.ms, hours)} ${c.titles.join(' · ')}`);
}
