/**
 * A table's settings kept for restarts (store.ts: `tables/<id>/settings.json`): its label, the
 * director's switches and the feeds' delays, read as the table opens and written in one piece.
 */
import { DISPLAY_DEFAULT, isDisplayDefault, type Display, type Feed } from '../../protocol/index.ts';
import type { DataDir } from '../store/data-dir.ts';
import { readSettings, writeSettings } from '../store/store.ts';

export const FEEDS: readonly Feed[] = ['table', 'spectator', 'judge'];
export type FeedDelays = Partial<Record<Feed, number>>;

/** The settings a table opens with: its file's, else the hub's delays (`delays`), else none. */
export function openSettings(data: DataDir, id: string, delays: FeedDelays) {
  const settings = readSettings(data, id);
  const saved = settings?.feedDelays ?? {};
  return {
    label: settings?.label ?? null,
    display: { ...DISPLAY_DEFAULT, ...settings?.display },
    // the judge feed is the panel's own: it never lags behind the commands (an old settings file may say so)
    delayOf: (f: Feed): number => (f === 'judge' ? 0 : (saved[f] ?? delays[f] ?? 0)),
  };
}

/** `{ display }` when a switch is not its default, else nothing: pages and files without it mean the defaults. */
export const switchesOff = (display: Display): { display?: Display } =>
  isDisplayDefault(display) ? {} : { display };

/** Keeps the settings for restarts, in one write; false if the disk refused. */
export function saveSettings(
  data: DataDir,
  id: string,
  feedDelays: FeedDelays,
  label: string | null,
  display: Display,
): boolean {
  return writeSettings(data, id, { feedDelays, ...(label ? { label } : {}), ...switchesOff(display) });
}
