import { storedOperatorToken, storeOperatorToken, tokenFromLink } from './index.ts';

export interface PanelToken {
  token: string | null;
  /** The link carried a token the hub refused: the stored one (if any) stays. */
  linkRefused: boolean;
}

/** True or false as the hub answers; null when it cannot be asked (then nothing is replaced). */
async function hubAccepts(token: string): Promise<boolean | null> {
  try {
    const res = await fetch('/api/v1/stats', { headers: { authorization: `Bearer ${token}` } });
    if (res.status === 401) return false;
    return res.ok ? true : null;
  } catch {
    return null;
  }
}

/**
 * The operator token for this panel. A link's token replaces the stored one only once the hub has
 * accepted it: an old bookmark must not lock the operator out of a working setup.
 */
export async function panelToken(): Promise<PanelToken> {
  const link = tokenFromLink();
  const stored = storedOperatorToken();
  if (!link || link === stored) return { token: link ?? stored, linkRefused: false };
  const ok = await hubAccepts(link);
  if (ok === false) return { token: stored, linkRefused: true };
  if (ok) storeOperatorToken(link);
  // Unknown (hub unreachable): use the link for this view, keep the stored one on disk.
  return { token: link, linkRefused: false };
}
