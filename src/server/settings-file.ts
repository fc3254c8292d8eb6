import type { z } from 'zod';
import { DISK_VERSION } from '../protocol/disk.ts';
import type { Problem } from '../protocol/index.ts';
import { type Disk, writeFileAtomic } from './disk.ts';
import { problem } from './problems.ts';

/**
 * One of the hub's settings files (`obs.json`, `companion.json`): a patch over the current settings,
 * checked against the schema and written atomically with its version; else why not, nothing changed.
 */
export function saveSettings<T extends object>(
  disk: Disk,
  file: string,
  schema: z.ZodType<T>,
  current: T,
  patch: unknown,
): { ok: true; settings: T } | { ok: false; error: Problem } {
  // a patch that is not an object (a number, null) changes nothing and is then checked as such
  const base = typeof patch === 'object' && patch !== null && !Array.isArray(patch) ? patch : {};
  const merged = schema.safeParse({ ...current, ...base });
  if (!merged.success) {
    const issues = merged.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    return { ok: false, error: problem('frame/invalid', issues) };
  }
  const text = JSON.stringify({ v: DISK_VERSION, ...merged.data }, null, 2) + '\n';
  if (!writeFileAtomic(disk, file, text)) return { ok: false, error: problem('store/write-failed') };
  return { ok: true, settings: merged.data };
}

/** The settings in `file` (checked against the on-disk schema), or `defaults` if it is missing or unreadable. */
export function loadSettings<T>(
  disk: Disk,
  file: string,
  schema: z.ZodType<T & { v?: number }>,
  defaults: T,
  say: (line: string) => void,
): T {
  if (!disk.existsSync(file)) return defaults;
  try {
    const { v: _v, ...settings } = schema.parse(JSON.parse(disk.readFileSync(file).toString('utf8')));
    return settings as T;
  } catch (e) {
    say(`ignoring ${file}: ${e instanceof Error ? e.message : String(e)}`);
    return defaults;
  }
}
