import { basename } from 'node:path';
import type { z } from 'zod';
import { DISK_VERSION } from '../../protocol/disk.ts';
import type { Result } from '../../protocol/index.ts';
import { readDataFile } from './damaged-files.ts';
import type { DataDir } from './data-dir.ts';
import { writeFileAtomic } from './disk.ts';
import { problem } from '../problems.ts';

/** The data directory's file operations and damaged files (store/data-dir.ts). */
type Files = Pick<DataDir, 'disk' | 'damaged'>;

/**
 * One of the hub's settings files (`obs.json`, `companion.json`, `sites/<tournament>.json`): a patch
 * over the current settings, checked against the schema and written atomically with its version;
 * else why not, nothing changed. A damaged one (in the hub's damaged files) is never replaced.
 */
export function saveSettings<T extends object>(
  { disk, damaged: registry }: Files,
  file: string,
  schema: z.ZodType<T>,
  current: T,
  patch: unknown,
): Result<{ settings: T }> {
  // a patch that is not an object (a number, null) changes nothing and is then checked as such
  const base = typeof patch === 'object' && patch !== null && !Array.isArray(patch) ? patch : {};
  const merged = schema.safeParse({ ...current, ...base });
  const damaged = registry.refusal(file);
  if (damaged) return { ok: false, error: damaged };
  if (!merged.success) {
    const issues = merged.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    return { ok: false, error: problem('frame/invalid', issues) };
  }
  const text = JSON.stringify({ v: DISK_VERSION, ...merged.data }, null, 2) + '\n';
  if (!writeFileAtomic(disk, file, text)) return { ok: false, error: problem('store/write-failed') };
  return { ok: true, settings: merged.data };
}

/**
 * What the hub does while a settings file is damaged, in the operator's words; `keep`: the fields
 * still taken from it when they read on their own (the table on air: a stream must not cut to
 * another table's game because a scene name is broken).
 */
const DAMAGED: Record<string, { keep: string[]; effect: (s: Record<string, unknown>) => string }> = {
  'obs.json': {
    keep: ['table'],
    effect: (s) =>
      `OBS scene switching is OFF and table "${String(s.table)}" is the table on air (table=on-air pages follow it) until it is repaired; the OBS settings cannot be saved meanwhile`,
  },
  'companion.json': {
    keep: [],
    effect: () =>
      'button feedback to Companion is OFF until it is repaired; the Companion settings cannot be saved meanwhile',
  },
};

/**
 * The settings in `file` (checked against the on-disk schema), or `defaults` if it is missing. A
 * damaged one is reported (its damaged files: the log at error level, the panel) with its effect, and
 * `defaults` apply (but for the fields DAMAGED keeps); `saveSettings` then refuses to replace it
 * until it is repaired.
 */
export function loadSettings<T>(
  { disk, damaged }: Files,
  file: string,
  schema: z.ZodType<T & { v?: number }>,
  defaults: T,
): T {
  const read = readDataFile(disk, file, schema);
  if (read.state === 'missing') return defaults;
  if (read.state === 'ok') {
    const { v: _v, ...settings } = read.value;
    return settings as T;
  }
  const how = DAMAGED[basename(file)];
  let settings = defaults;
  const json =
    typeof read.json === 'object' && read.json !== null ? (read.json as Record<string, unknown>) : {};
  for (const key of how?.keep ?? []) {
    const kept = schema.safeParse({ ...settings, [key]: json[key] });
    if (key in json && kept.success) settings = { ...settings, [key]: json[key] };
  }
  const effect =
    how?.effect(settings as Record<string, unknown>) ?? 'its defaults apply until it is repaired';
  damaged.report(file, read.reason, effect);
  return settings;
}
