import { SiteIdsSchema } from '../src/protocol/sites.ts';
import { hubCall } from './hub-api.ts';

/**
 * Whether the tournament goes to Polemica (its competition id is set): Polemica learns who was
 * voted out only from the ballots, so such a table's panel records voters, not counts (issue 40.8;
 * a game of counts only is refused by the export, `export/misread`).
 */
export async function goesToPolemica(tournament: string, token: string): Promise<boolean> {
  const got = await hubCall(`/tournaments/${encodeURIComponent(tournament)}/sites`, token, SiteIdsSchema);
  return got.ok && got.value.polemica.competitionId !== undefined;
}
