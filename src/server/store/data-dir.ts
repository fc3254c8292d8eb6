import { join, resolve } from 'node:path';
import type { Say } from '../log.ts';
import { DamagedFiles } from './damaged-files.ts';
import { nodeDisk, type Disk } from './disk.ts';
import { INLINE_SYNC_MS, SyncPolicy } from './sync-policy.ts';

/**
 * A hub's data directory as its parts are handed it (compose.ts builds one, HubContext.data):
 * the path, the file operations on it (a test injects faults there), where its logs sync, and the
 * registry of its damaged files. A part given it looks nothing up by the path.
 */
export interface DataDir {
  readonly path: string;
  readonly disk: Disk;
  readonly sync: SyncPolicy;
  readonly damaged: DamagedFiles;
  /** A path inside it: `at('tables', id, 'settings.json')`. */
  at(...parts: string[]): string;
}

export function openDataDir(
  path: string,
  say: Say = () => {},
  disk: Disk = nodeDisk,
  inlineSyncMs = INLINE_SYNC_MS,
): DataDir {
  const root = resolve(path);
  return {
    path: root,
    disk,
    sync: new SyncPolicy(inlineSyncMs),
    damaged: new DamagedFiles(root, say),
    at: (...parts) => join(root, ...parts),
  };
}
