import type { Feed, Check } from '../../protocol/index.ts';
import { problem } from '../problems.ts';
import { secretMatches } from '../store/secrets.ts';

/**
 * Who may read a feed, written once for the socket's hello and the HTTP state route: the judge
 * feed needs the operator token, the spectator feed the token or the spectator key, the table
 * feed nothing (it holds no secret).
 */
export function feedRefusal(
  feed: Feed,
  tokenOk: boolean,
  key: string | null | undefined,
  spectatorKey: string,
): Check {
  if (feed === 'judge' && !tokenOk) return problem('auth/token');
  if (feed === 'spectator' && !tokenOk && !secretMatches(key, spectatorKey))
    return problem('auth/spectator-key');
  return null;
}
