/**
 * Tournament table across finished games, by player: a roster player by his id (a nickname fix
 * never splits him), a typed name by its text; an unnamed seat is nobody and is left out (empty
 * seats never merge into one row). A player sits at different seats in different games. Games are taken in the order given: compensation depends on it (MafClub 3.10).
 * One distance only: stages and coefficients (MafClub 3.10.3, FIIM 8.6.4) are the caller's split.
 */
import { ROLES } from '../../facts/roles.ts';
import { roundPoints, sum, teamOf } from './common.ts';
import { SCORING } from './rules.ts';
import type { ChargedPlayer, PlayedGame, RulesetId, ScoredGame, SeatResult, Standing } from './types.ts';

const won = (g: PlayedGame) => g.result.winner !== 'draw' && teamOf(g.seat) === g.result.winner;
function compare(ruleset: RulesetId, a: Standing, b: Standing): number {
  for (const key of [(s: Standing) => s.total, ...SCORING[ruleset].tieBreaks]) {
    const d = roundPoints(key(b) - key(a));
    if (d !== 0) return d;
  }
  return 0;
}

/** The player card's order: the role cards first, then the mafia, the citizens, the club's roles. */
const ROLE_ORDER = [
  'don',
  'sheriff',
  'mafia',
  'citizen',
  ...ROLES.filter((r) => !['don', 'sheriff', 'mafia', 'citizen'].includes(r)),
] as const;

/** A row's key: the roster id, else the typed name; null for an unnamed seat (left out). */
const keyOf = (s: Pick<SeatResult, 'player' | 'nickname'>) =>
  s.player ? `p:${s.player}` : s.nickname.trim() ? `n:${s.nickname}` : null;

/** `nameOf`: the roster's current nickname of a player (else the latest one his games recorded). */
export function standings(
  games: readonly ScoredGame[],
  ruleset: RulesetId,
  nameOf: (player: string) => string | undefined = () => undefined,
): Standing[] {
  const byPlayer = new Map<string, PlayedGame[]>();
  // Players replaced at their seat keep what they were given there (issue 34: not the substitute).
  const charges = new Map<string, ChargedPlayer[]>();
  for (const { result, scores } of games) {
    for (const seat of result.seats) {
      const key = keyOf(seat);
      if (key === null) continue;
      const line = scores.find((l) => l.seat === seat.seat);
      const played: PlayedGame = { result, seat, main: line?.main ?? 0, extras: line?.extras ?? 0 };
      byPlayer.set(key, [...(byPlayer.get(key) ?? []), played]);
    }
    for (const gone of result.departed ?? []) {
      const key = keyOf(gone);
      if (key !== null) charges.set(key, [...(charges.get(key) ?? []), gone]);
    }
  }

  const rules = SCORING[ruleset];
  const keys = new Set([...byPlayer.keys(), ...charges.keys()]);
  const rows: Standing[] = [...keys].map((key) => {
    const played = byPlayer.get(key) ?? [];
    const charged = charges.get(key) ?? [];
    const all: ChargedPlayer[] = [...played.map((g) => g.seat), ...charged];
    const last = all[all.length - 1];
    const player = last?.player;
    const nickname = (player && nameOf(player)) ?? last?.nickname ?? '';
    const compensation = rules.compensation(played);
    const main = sum(played.map((g) => g.main));
    const penalties = charged.flatMap((c) => rules.sanctions(c).map(([points]) => points));
    const extras = sum([...played.map((g) => g.extras), ...penalties]);
    const wins = played.filter(won);
    // MafClub 4.18 / FIIM 7.3: a red card is out of the tournament; 4.15.1, 4.17.5 count repeats.
    // Records written before `disqualified` existed: `removed` without a replay offence is one.
    const removedHere = (x: ChargedPlayer) => x.disqualified ?? (x.removed && !x.autoReplays);
    const removals = all.filter(removedHere).length;
    const autoReplays = sum(all.map((x) => x.autoReplays ?? 0));
    return {
      nickname,
      ...(player ? { player } : {}),
      games: played.length,
      wins: wins.length,
      roleWins: wins.filter((g) => g.seat.role === 'sheriff' || g.seat.role === 'don').length,
      firstNightDeaths: played.filter((g) => g.seat.firstKilled).length,
      byRole: ROLE_ORDER.map((role) => ({
        role,
        games: played.filter((g) => g.seat.role === role).length,
        wins: wins.filter((g) => g.seat.role === role).length,
      })).filter((r) => r.games > 0),
      main,
      extras,
      compensation,
      total: sum([main, extras, compensation]),
      tieBreakExtras: rules.compensationBreaksTies ? sum([extras, compensation]) : extras,
      rank: 0,
      lotNeeded: false,
      ...(all.some((x) => x.redCard) ? { banned: true } : {}),
      ...(removals > 0 ? { removals } : {}),
      ...(autoReplays > 0 ? { autoReplays } : {}),
    };
  });

  rows.sort((a, b) => compare(ruleset, a, b) || a.nickname.localeCompare(b.nickname));
  rows.forEach((row, i) => {
    const prev = rows[i - 1];
    const equalToPrev = prev !== undefined && compare(ruleset, prev, row) === 0;
    row.rank = equalToPrev && prev ? prev.rank : i + 1;
    // a lot decides where the ruleset says so; the engine has no randomness, so it flags them
    if (equalToPrev && prev && rules.lotOnTie) {
      row.lotNeeded = true;
      prev.lotNeeded = true;
    }
  });
  return rows;
}
