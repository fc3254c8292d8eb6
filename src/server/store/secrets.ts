import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { join } from 'node:path';
import type { DataDir } from './data-dir.ts';
import { codeOf, writeFileAtomic } from './disk.ts';

/** A durable write the hub cannot start without (a secret on first start) did not happen. */
export class StoreWriteFailed extends Error {
  readonly code = 'store/write-failed';
}

/** A secret file the hub cannot use (empty, too short, unreadable): it refuses to start. */
export class DamagedSecret extends Error {
  readonly code = 'store/file-damaged';
}

/** Shortest secret a file may hold (the hub makes 16 and 43 characters): a short one is guessed. */
export const MIN_SECRET_CHARS = 12;

/**
 * Reads a secret from the data directory, creating it (random, mode 0600, atomically) on first
 * start. Throws StoreWriteFailed if it cannot be saved: a hub whose token changes on every start
 * would lock the operator out after a restart. For the same reason a file that is there but empty,
 * too short or unreadable is never replaced: DamagedSecret names it and the hub does not start.
 */
export function loadSecret({ path, disk }: DataDir, name: string, bytes: number): string {
  const file = join(path, name);
  if (disk.existsSync(file)) {
    let value: string;
    try {
      value = disk.readFileSync(file).toString('utf8').trim();
    } catch (e) {
      throw damaged(file, `cannot be read (${codeOf(e) || (e as Error).message})`);
    }
    if (value.length >= MIN_SECRET_CHARS && !/\s/.test(value)) return value;
    throw damaged(
      file,
      value.length === 0
        ? 'the file is empty'
        : /\s/.test(value)
          ? 'it holds more than one word'
          : `${value.length} characters, fewer than ${MIN_SECRET_CHARS}`,
    );
  }
  const value = randomBytes(bytes).toString('base64url');
  if (!writeFileAtomic(disk, file, value + '\n')) throw new StoreWriteFailed(`could not save ${file}`);
  return value;
}

const damaged = (file: string, reason: string) =>
  new DamagedSecret(
    `${file} is damaged: ${reason}. The hub does not replace it (every panel link, Stream Deck and ` +
      'Companion button that has the old one would stop working): put the secret back in it, or ' +
      'delete the file and the hub makes a new one at its next start.',
  );

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
