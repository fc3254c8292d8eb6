import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reads a secret from the data directory, creating it (random, mode 0600) on first start. */
export function loadSecret(dataDir: string, name: string, bytes: number): string {
  const file = join(dataDir, name);
  if (existsSync(file)) {
    const value = readFileSync(file, 'utf8').trim();
    if (value.length > 0) return value;
  }
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(bytes).toString('base64url');
  writeFileSync(file, value + '\n', { mode: 0o600 });
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
