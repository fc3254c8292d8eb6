import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { join } from 'node:path';
import { diskFor, writeFileAtomic } from './disk.ts';

/** A durable write the hub cannot start without (a secret on first start) did not happen. */
export class StoreWriteFailed extends Error {
  readonly code = 'store/write-failed';
}

/**
 * Reads a secret from the data directory, creating it (random, mode 0600, atomically) on first
 * start. Throws StoreWriteFailed if it cannot be saved: a hub whose token changes on every start
 * would lock the operator out after a restart.
 */
export function loadSecret(dataDir: string, name: string, bytes: number): string {
  const disk = diskFor(dataDir);
  const file = join(dataDir, name);
  if (disk.existsSync(file)) {
    const value = disk.readFileSync(file).toString('utf8').trim();
    if (value.length > 0) return value;
  }
  const value = randomBytes(bytes).toString('base64url');
  if (!writeFileAtomic(disk, file, value + '\n')) throw new StoreWriteFailed(`could not save ${file}`);
  return value;
}

/**
 * Constant-time comparison. Both sides are hashed first so that the lengths are equal and the
 * time does not depend on how long a matching prefix is.
 */
export function secretMatches(given: string | null | undefined, secret: string): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(secret).digest();
  return timingSafeEqual(a, b);
}
