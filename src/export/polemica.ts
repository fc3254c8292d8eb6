/**
 * A game as Polemica's API takes it (`POST /v1/competitions/{id}/games`, the `PolemicaGame` model):
 * roles as numbers (0 Don, 1 mafia, 2 civilian, 3 Sheriff), positions 1-10, checks, shots (one per
 * black player at the table), votes, the first killed's guess, bonuses, fouls with their stage.
 * Polemica learns who was voted out only from the ballots: `votes` with `num` 0 are nominations
 * (voter = who nominated), `num` 1 the vote, 2.. the re-votes after a tie, `num` null the
 * eliminate-all ballots. `zeroVoting` is null: MafClub and FIIM have no zero-day special rule.
 * Times are LocalDateTime (no zone), written in UTC.
 */
import type { SiteIds } from '../protocol/sites.ts';
import type { Exported } from './mafiaratings.ts';
import { polemicaDepartures } from './polemica-reading.ts';
import type {
  PolemicaFoul,
  PolemicaGame,
  PolemicaPlayer,
  PolemicaStage,
  PolemicaVote,
} from './polemica-model.ts';

export type { PolemicaFoul, PolemicaGame, PolemicaPlayer, PolemicaStage, PolemicaVote };
import {
  aliveAt,
  cardPenalties,
  isBlack,
  judgeSiteId,
  momentRank,
  withRestForLast,
  type GamePlace,
  type GameRecord,
  type Mark,
} from './record.ts';

const ROLE = { don: 0, mafia: 1, citizen: 2, sheriff: 3 } as const;

/** LocalDateTime as the API writes it: 2025-03-26T10:00:00.000 (UTC here). */
export const localDateTime = (t: number) => new Date(t).toISOString().slice(0, 23);

function stageOf(mark: Mark): PolemicaStage {
  const day = mark.at.number;
  if (mark.at.phase === 'night') return { type: day === 0 ? 'dealing' : 'shooting', day };
  if (mark.voting) return { type: 'voting', day };
  return mark.speaker !== null ? { type: 'speech', day, player: mark.speaker } : { type: 'toDay', day };
}

export function polemicaGame(r: GameRecord, ids: SiteIds, place: GamePlace = {}): Exported<PolemicaGame> {
  const missing: string[] = [];
  const notes: string[] = [];
  if (r.seatCount !== 10 || r.seats.some((s) => s.role === null || !(s.role in ROLE)))
    notes.push('Polemica takes 10-seat games with civilians, a Sheriff, mafia and a Don only');
  const site = ids.polemica;
  if (site.competitionId === undefined) missing.push('polemica.competitionId');
  if (site.masterId === undefined) missing.push('polemica.masterId');
  if (r.endedAt === null) missing.push('the game is not over');
  // PolemicaGameResult is RED_WIN (0) or BLACK_WIN (1): a draw would read as a game still going
  if (r.winner === 'draw') missing.push('result: Polemica has no draw (a red or a black win only)');
  const referee = judgeSiteId(r, ids.players, 'polemica', site.refereeId);

  const players: PolemicaPlayer[] = r.seats.slice(0, 10).map((s) => {
    const userId = s.player ? ids.players[s.player.id]?.polemica : undefined;
    if (s.player && userId === undefined) missing.push(`players.${s.player.id}.polemica (${s.nickname})`);
    const foul = (m: Mark): PolemicaFoul => ({ time: localDateTime(m.time), stage: stageOf(m) });
    return {
      position: s.seat,
      username: s.nickname,
      role: ROLE[s.role as keyof typeof ROLE] ?? 2,
      techs: s.techFouls.map(foul),
      fouls: s.fouls.map(foul),
      guess:
        r.firstKilled === s.seat && r.bestMove ? { civs: null, mafs: [...r.bestMove], vice: null } : null,
      player: userId !== undefined ? { id: userId, username: s.nickname } : null,
      disqual: s.left?.how === 'removed' ? stageOf(s.left.mark) : null,
      award: null,
    };
  });

  const checks: PolemicaGame['checks'] = [];
  const shots: PolemicaGame['shots'] = [];
  for (const n of r.nights) {
    if (n.donCheck) checks.push({ night: n.night, role: 0, player: n.donCheck.seat });
    if (n.sheriffCheck) checks.push({ night: n.night, role: 3, player: n.sheriffCheck.seat });
    const victim = n.shot;
    if (typeof victim !== 'number') continue; // a miss: no agreed shot, none written
    for (const s of r.seats)
      if (isBlack(s.role) && aliveAt(s, { phase: 'night', number: n.night }))
        shots.push({ night: n.night, shooter: s.seat, victim });
  }

  const votes: PolemicaVote[] = [];
  for (const d of r.days) {
    for (const n of d.nominations) votes.push({ day: d.day, num: 0, voter: n.by, candidate: n.seat });
    let num = 0;
    for (const v of d.votings) {
      if (v.kind === 'eliminateAll') {
        notes.push(`day ${d.day}: the eliminate-all ballots are counted, not recorded by voter: left out`);
        continue;
      }
      num++;
      // who does not vote counts for the last candidate (MafClub 2.4.14, FIIM 4.4.8)
      const counted = withRestForLast(v);
      for (const c of counted)
        for (const voter of c.voters ?? []) votes.push({ day: d.day, num, voter, candidate: c.candidate });
      if (counted.some((c) => c.voters === null && c.count > 0))
        notes.push(
          `day ${d.day}: votes counted, not recorded by voter: Polemica cannot tell who was voted out`,
        );
    }
    const only = d.nominations[0];
    const out = only && r.seats[only.seat - 1]?.left;
    if (
      d.votings.length === 0 &&
      d.nominations.length === 1 &&
      only &&
      out?.how === 'votedOut' &&
      out.at.number === d.day
    ) {
      // MafClub 2.4.4: a lone nominee after day 1 leaves without a vote; Polemica learns it from ballots.
      notes.push(
        `day ${d.day}: the lone nominee ${only.seat} left without a vote (MafClub 2.4.4): written as every voter's ballot`,
      );
      for (const s of r.seats)
        if (
          aliveAt(s, { phase: 'day', number: d.day }) &&
          !(s.left?.how === 'removed' && s.left.at.number === d.day)
        )
          votes.push({ day: d.day, num: 1, voter: s.seat, candidate: only.seat });
    }
  }

  const lastDay = Math.max(0, ...r.days.map((d) => d.day), ...r.nights.map((n) => n.night));
  const stop: PolemicaStage | null = r.endedAt !== null ? { type: 'gameOver', day: lastDay } : null;
  const game: PolemicaGame = {
    id: null,
    name: place.tableLabel ?? place.table ?? null,
    master: site.masterId ?? 0,
    referee: referee !== undefined ? { id: referee, username: r.judge?.name ?? '' } : null,
    scoringVersion: site.scoringVersion ?? null,
    scoringType: site.scoringType ?? 1,
    version: 1,
    zeroVoting: null,
    tags: [],
    players,
    checks,
    shots,
    stage: stop,
    votes,
    comKiller: null,
    bonuses: [
      ...r.extras.map((e) => ({ position: e.seat, text: e.kind, scores: e.points, basic: false })),
      // cards: a negative bonus each (a removal is `disqual`, scored by the site)
      ...r.seats.flatMap((s) =>
        cardPenalties(r, s).map((c) => ({ position: s.seat, text: c.label, scores: c.points, basic: false })),
      ),
    ],
    started: localDateTime(r.startedAt ?? 0),
    stop,
    isLive: false,
    result: r.winner === 'red' ? 0 : r.winner === 'black' ? 1 : null,
    num: place.gameNo ?? null,
    table: place.tableNo ?? null,
    phase: null,
    factor: null,
  };
  return { game, missing: [...new Set(missing)], notes, misread: misread(r, game) };
}

/** Each seat whose departure Polemica would read otherwise than the game has it, by when it was. */
function misread(r: GameRecord, game: PolemicaGame): string[] {
  const theirs = polemicaDepartures(game);
  const out: { rank: number; text: string }[] = [];
  for (const s of r.seats) {
    const left = s.left;
    const ours = !left ? null : left.how === 'removed' ? 'disqual' : `${left.at.phase} ${left.at.number}`;
    const read = theirs.get(s.seat) ?? null;
    if (ours === read) continue;
    const when = ours === 'disqual' ? `${left!.at.phase} ${left!.at.number}` : (ours ?? read!);
    const as = read === null ? 'still at the table' : read === 'disqual' ? 'disqualified' : `gone on ${read}`;
    const day = left?.how === 'votedOut' ? r.days.find((d) => d.day === left.at.number) : undefined;
    const why =
      left?.how === 'killed'
        ? 'its shots count a black it keeps at the table'
        : day?.votings.some((v) => v.kind === 'eliminateAll')
          ? 'the eliminate-all vote is kept as a count; Polemica needs each ballot'
          : 'it reads who left from the ballots: record every voter';
    const [phase, n] = when.split(' ');
    out.push({
      rank: momentRank({ phase: phase as 'day' | 'night', number: Number(n) }),
      text: `${when}: Polemica would read seat ${s.seat} as ${as} (${why})`,
    });
  }
  return out.sort((a, b) => a.rank - b.rank).map((x) => x.text);
}
