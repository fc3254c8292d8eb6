import type { IdentityInput, Problem, Tournament } from '../src/protocol/index.ts';
import { scaleImage } from '../src/client/scale-image.ts';

/** The panel's calls for tournament branding (docs/protocol.md "Tournament identity"). */

type Answer<T> = { ok: true; value: T } | { ok: false; error: Problem | null };

async function call<T>(path: string, token: string, init: RequestInit = {}): Promise<Answer<T>> {
  try {
    const res = await fetch(`/api/v1${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
    });
    const body = (await res.json()) as unknown;
    if (res.ok) return { ok: true, value: body as T };
    const error = (body as { error?: Problem }).error;
    return { ok: false, error: error ?? null };
  } catch {
    return { ok: false, error: null }; // offline: the form says so
  }
}

/** The tournament this table belongs to, or null. */
export async function tournamentOf(table: string, token: string): Promise<Answer<Tournament | null>> {
  const r = await call<{ tournaments: Tournament[] }>('/tournaments', token);
  return r.ok ? { ok: true, value: r.value.tournaments.find((t) => t.tables.includes(table)) ?? null } : r;
}

export const saveIdentity = (tournament: string, identity: IdentityInput, token: string) =>
  call<Tournament>(`/tournaments/${encodeURIComponent(tournament)}/identity`, token, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(identity),
  });

/** Largest side of a stored logo: sharp on a 4K source, small on the wire. */
const LOGO_SIDE = 512;

/** Scales a picked logo here (the hub never decodes images) and uploads it; its path for the identity. */
export async function uploadLogo(file: File, token: string): Promise<Answer<string>> {
  let blob: Blob;
  try {
    blob = await scaleImage(file, LOGO_SIDE, 'image/png'); // PNG keeps a logo's transparency
  } catch {
    return { ok: false, error: null };
  }
  const r = await call<{ path: string }>('/media/brand', token, { method: 'POST', body: blob });
  return r.ok ? { ok: true, value: r.value.path } : r;
}
