/** Club scenario helpers: the club votes on everyone in speech order after a general discussion. */
import type { Role } from '../../../src/protocol/index.ts';
import { CLUB_ROLES } from '../../../scripts/fixtures/game-start.ts';
import { Table } from './helpers.ts';

/** 1 Sheriff, 2 doctor, 3 Don, 4 mafia, 5 lover, 6 maniac, 7 psychopath, 8-10 citizens. */
export const CLUB: readonly Role[] = CLUB_ROLES;

export function club(
  roles = CLUB,
  extra: { loverSide?: 'red' | 'black'; maniacVariant?: 'classic' | 'modern'; repeatedTie?: 'night' } = {},
): Table {
  const t = new Table().run({
    type: 'game/new',
    ruleset: 'club-mafia',
    seats: roles.length,
    gameId: 'club',
    ...extra,
  });
  roles.forEach((role, i) => t.run({ type: 'seat/role', seat: i + 1, role }));
  t.run({ type: 'game/start' });
  while (t.state.phase === 'night') t.run({ type: 'stage/end' });
  return t;
}

/** After the speeches: the general discussion, then the vote on everyone opens. */
export const toClubVote = (t: Table) => t.run({ type: 'vote/start' }, { type: 'vote/start' });

/** Record counts in order until the vote is decided: `counts[seat]` each, 0 for the rest. */
export function record(t: Table, counts: Record<number, number>): Table {
  for (let i = 0; i < 20 && (t.state.stage === 'voting' || t.state.stage === 'revote'); i++) {
    const v = t.state.voting;
    const candidate = v?.candidates[v.votes.length];
    if (candidate === undefined) break;
    t.run({ type: 'vote/record', candidate, count: counts[candidate] ?? 0 });
  }
  return t;
}

/** Everyone who may vote votes against `seat`; through the last word(s). */
export function clubVoteOut(t: Table, seat: number): Table {
  toClubVote(t.speeches());
  record(t, { [seat]: t.state.voting?.voters.length ?? 0 });
  return t;
}

/**
 * A day where nobody leaves: a tie of the first m candidates, the same tie in the re-vote (the
 * tied do not vote), and the eliminate-all question with nobody for it. Ends at the night.
 */
export function clubQuietDay(t: Table): Table {
  toClubVote(t.speeches());
  const v = t.state.voting;
  if (!v) return t;
  const n = v.voters.length;
  for (let m = 2; m <= v.candidates.length; m++) {
    const tied = v.candidates.slice(0, m);
    const x = Math.floor(n / m);
    const rest = n - m * x;
    const again = n - tied.filter((s) => v.voters.includes(s)).length;
    if (x <= rest || again % m !== 0 || (m === v.candidates.length && rest > 0)) continue;
    record(t, Object.fromEntries(tied.map((s) => [s, x])));
    t.steps(); // tie speeches, then the re-vote opens
    record(t, Object.fromEntries(tied.map((s) => [s, again / m])));
    if (t.state.stage === 'eliminateAllVote') t.run({ type: 'eliminateAll/record', count: 0 });
    return t;
  }
  throw new Error(`no quiet tie for ${n} voters`);
}

/** A quiet day, then a club night: visit, shot, check, heal, maniac (absent = none). */
export function clubNight(
  t: Table,
  a: { visit?: number; shot?: number | null; heal?: number; maniac?: number | null },
): Table {
  clubQuietDay(t);
  t.run(a.visit ? { type: 'night/visit', seat: a.visit } : { type: 'night/pass' });
  t.run({ type: 'night/shot', seat: a.shot ?? null });
  t.run({ type: 'night/pass' }); // Sheriff
  t.run(a.heal ? { type: 'night/heal', seat: a.heal } : { type: 'night/pass' });
  t.run({ type: 'night/maniacShot', seat: a.maniac ?? null });
  return t;
}

export const clubMorning = (t: Table): Table => {
  while (t.state.stage === 'morning' || t.state.stage === 'lastWord') t.steps(1);
  return t;
};
