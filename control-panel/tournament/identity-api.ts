import { z } from 'zod';
import {
  BrandImageSchema,
  TournamentListSchema,
  TournamentSchema,
  type IdentityInput,
} from '../../src/protocol/index.ts';
import { scaleImage } from '../../src/client/scale-image.ts';
import { hubCall, type Answer } from '../../src/client/hub-api.ts';

/** The panel's calls for tournament branding (docs/protocol.md "Tournament identity"). */

/** The tournament this table belongs to, or null. */
export async function tournamentOf(
  table: string,
  token: string,
): Promise<Answer<z.infer<typeof TournamentSchema> | null>> {
  const r = await hubCall('/tournaments', token, TournamentListSchema);
  return r.ok ? { ok: true, value: r.value.tournaments.find((t) => t.tables.includes(table)) ?? null } : r;
}

export const saveIdentity = (tournament: string, identity: IdentityInput, token: string) =>
  hubCall(`/tournaments/${encodeURIComponent(tournament)}/identity`, token, TournamentSchema, {
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
  const stored = z.object({ path: BrandImageSchema });
  const r = await hubCall('/media/brand', token, stored, { method: 'POST', body: blob });
  return r.ok ? { ok: true, value: r.value.path } : r;
}
