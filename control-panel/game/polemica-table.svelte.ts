import { SiteIdsSchema } from '../../src/protocol/sites.ts';
import { hubCall } from '../../src/client/hub-api.ts';

/**
 * Whether the tournament goes to Polemica (its competition id is set): Polemica learns who was
 * voted out only from the ballots, so such a table's panel records voters, not counts (issue 40.8;
 * a game of counts only is refused by the export, `export/misread`).
 */
export async function goesToPolemica(tournament: string, token: string): Promise<boolean> {
  const got = await hubCall(`/tournaments/${encodeURIComponent(tournament)}/sites`, token, SiteIdsSchema);
  return got.ok && got.value.polemica.competitionId !== undefined;
}

/** The table's tournament and whether it goes to Polemica, asked again when either changes. */
export class PolemicaTable {
  on = $state(false);

  /** Made while a component starts (its effect lives as long as the component). */
  /** `of`: the tournament and the operator token, as they are now. */
  constructor(of: () => readonly [tournament: string | null, token: string | null]) {
    $effect(() => {
      const [tournament, token] = of();
      if (!tournament || !token) return void (this.on = false);
      let current = true;
      void goesToPolemica(tournament, token).then((yes) => current && (this.on = yes));
      return () => void (current = false);
    });
  }
}
