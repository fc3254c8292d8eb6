import type { FinalInput, Result, Standings, Tournament, TournamentInput } from '../../protocol/index.ts';

/**
 * Stages (issue 40.5): a qualifying round, then a final that is a tournament of its own (its
 * seating, its standings, its tables), played by the qualifying's top players. Pure.
 */
export type Final = Result<{ input: TournamentInput }, string>;

/**
 * The final's tournament: the qualifying's rules, variants and look (its stage "Final" unless
 * the request's name says otherwise), and its top `players` by the standings. A row that is banned
 * (MafClub 4.18, FIIM 7.3) or a typed name with no roster player is passed over; places shared
 * at the cut (the rules' tie-breaks did not part them) are refused: the organiser decides first.
 */
export function finalOf(q: Tournament, standings: Standings, req: FinalInput): Final {
  const eligible = standings.rows.filter((r) => !r.banned && r.player !== undefined);
  if (eligible.length < req.players)
    return {
      ok: false,
      error: `the qualifying has ${eligible.length} players who may go on, not ${req.players}`,
    };
  const last = eligible[req.players - 1]!;
  const next = eligible[req.players];
  if (next && next.rank === last.rank)
    return { ok: false, error: `${last.nickname} and ${next.nickname} share place ${last.rank} at the cut` };
  // the qualifying's table labels name its tables, not the final's
  const { tables: _labels, ...look } = q.identity ?? {};
  return {
    ok: true,
    input: {
      name: req.name,
      ruleset: q.ruleset,
      tables: req.tables,
      ...(q.options ? { options: q.options } : {}),
      players: eligible.slice(0, req.players).map((r) => r.player!),
      identity: { ...look, stage: req.name.slice(0, 60) },
    },
  };
}
