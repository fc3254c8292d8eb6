import { describe, expect, it } from 'vitest';
import { gameRecord, type GameRecord } from '../../../src/export/record.ts';
import { mafiaratingsGame, type MrGame } from '../../../src/export/mafiaratings.ts';
import { emptySiteIds } from '../../../src/protocol/sites.ts';
import { goldenLogs } from './goldens.ts';
import { mafiaratingsPoints } from './mafiaratings-points.ts';
import { mafclubByVoters, mafclubCriticalVote } from './scripted.ts';
import { mafiaratingsIssues } from './mafiaratings-check.ts';

/** Our Prima Nota / best-move points for a seat, read from its score notes ("Prima Nota, 3 blacks (3.2) +0.5"). */
function ourPrimaNota(notes: readonly string[]): number {
  const n = notes.find((x) => /^(Prima Nota|best move), \d blacks/.test(x));
  return n ? Number(/ ([+-][\d.]+)$/.exec(n)?.[1] ?? 0) : 0;
}

/**
 * Each seat's site points beside ours. They agree on who won and on whether the first killed's
 * three named seats earn anything; every other site point is a documented rule difference
 * (docs/protocol.md, Exports): votes, the black rescaling, our sanctions and result points.
 * Returns what does not fit: an export that says the wrong thing gives lines here.
 */
function disagreements(rec: GameRecord, game: MrGame): string[] {
  const site = mafiaratingsPoints(game);
  if (!rec.scores) return ['the game has no points of ours'];
  const out: string[] = [];
  for (const s of rec.scores) {
    const i = s.seat - 1;
    const black = game.players[i]!.role === 'don' || game.players[i]!.role === 'maf';
    const weWin = s.notes[0]!.startsWith('win');
    if (site.winner[i] !== weWin)
      out.push(`seat ${s.seat}: the site says win ${site.winner[i]}, we say ${s.notes[0]}`);
    // agreement: a Prima Nota of 2 or 3 blacks earns on both sides (MafClub 3.2, FIIM 8.3.4)
    const legacy = site.byKind.legacy[i]!;
    const ours = ourPrimaNota(s.notes);
    if (!black && legacy > 0 !== ours > 0)
      out.push(`seat ${s.seat}: the site's legacy points ${legacy}, our Prima Nota ${ours}`);
    // the rest of the site's total is its vote scoring and the black rescaling, nothing else
    const moves = site.byKind.voting[i]! + legacy;
    const expected = black ? site.blackScale * moves + site.blackShift : moves;
    if (Math.abs(site.total[i]! - expected) > 1e-9)
      out.push(`seat ${s.seat}: site total ${site.total[i]} not explained (${expected})`);
  }
  return out;
}

const exported = (rec: GameRecord) => mafiaratingsGame(rec, emptySiteIds()).game;
const sport = goldenLogs().filter((g) => !g.name.startsWith('club'));

describe('mafiaratings points (Game::get_mafiaratings_points, ported) beside ours', () => {
  for (const { name, log } of sport)
    it(`${name}: the same winners and Prima Nota as ours, every other point a documented difference`, () => {
      const rec = gameRecord(log);
      expect(disagreements(rec, exported(rec))).toEqual([]);
    });

  it('a red player with no scored move gets 0 on the site where MafClub 3.1 gives the result (win 4, loss 1)', () => {
    const rec = gameRecord(sport.find((g) => g.name === 'mafclub-red-win')!.log);
    const site = mafiaratingsPoints(exported(rec));
    expect(site.total[0]).toBe(0);
    expect(rec.scores![0]).toMatchObject({ main: 4, extras: 0 });
  });

  it('a black player with no scored move gets the site shift (1.733 on a fresh site) whatever the result', () => {
    for (const g of ['mafclub-red-win', 'mafclub-draw', 'classic-black-win']) {
      const rec = gameRecord(sport.find((x) => x.name === g)!.log);
      const site = mafiaratingsPoints(exported(rec));
      expect(site.total[2]).toBeCloseTo(0.799352 + Math.sqrt(0.708711 / 0.196616) * 0.491751, 6); // Don, seat 3
    }
  });

  it('MafClub 3.12 takes 1.5 from a removed player; the site has no sanction in its points', () => {
    const rec = gameRecord(sport.find((g) => g.name === 'mafclub-removal')!.log);
    expect(rec.scores![9]).toMatchObject({ extras: -1.5 });
    expect(mafiaratingsPoints(exported(rec)).total[9]).toBe(0);
  });

  it('Prima Nota of 3 blacks: the site gives the losing first killed its redness gain (1.261), MafClub 3.2 gives the sheriff +0.5', () => {
    const rec = gameRecord(sport.find((g) => g.name === 'mafclub-black-win')!.log);
    const site = mafiaratingsPoints(exported(rec));
    expect(rec.scores![4]).toMatchObject({ main: 1, extras: 0.5 });
    expect(site.byKind.legacy[4]).toBeCloseTo(1.261, 3);
    // and each named black loses what the red gained from it (halved: the blacks won)
    expect(site.byKind.legacy[2]).toBeCloseTo(-0.21, 3);
  });

  it('the site scores red votes from day 2 on (a vote on a black earns, x1.2 when deciding, x2 for a winner); MafClub 2023 scores none', () => {
    const rec = gameRecord(mafclubByVoters());
    const game = exported(rec);
    expect(disagreements(rec, game)).toEqual([]);
    const site = mafiaratingsPoints(game);
    // seat 4 voted for 6 (maf) on day 2 and 9 (maf) on day 3: site points, no extras of ours
    expect(site.byKind.voting[3]).toBeGreaterThan(0);
    expect(rec.scores![3]).toMatchObject({ main: 4, extras: 0 });
    // the blacks voted out lose what those votes earned
    expect(site.byKind.voting[5]).toBeLessThan(0);
    expect(site.byKind.voting[8]).toBeLessThan(0);
    // the first day's vote earns nothing on the site: seat 1 voted only then
    expect(site.byKind.voting[0]).toBe(0);
  });

  it('MafClub, day 2 is critical (5 reds, 3 blacks): the site debits reds who vote a red out; MafClub 2023 scores no vote', () => {
    const log = mafclubCriticalVote();
    const rec = gameRecord(log);
    const game = exported(rec);
    expect(rec.winner).toBe('black');
    expect(mafiaratingsIssues(game)).toEqual([]);
    expect(disagreements(rec, game)).toEqual([]);
    const site = mafiaratingsPoints(game);
    expect(site.byKind.voting[6]).toBeLessThan(0); // seat 7 voted red 4 out
    expect(site.byKind.voting[9]).toBeGreaterThan(0); // seat 10 voted for the mafioso 6
    expect(rec.scores![6]).toMatchObject({ main: 1, extras: 0 }); // 3.1: a loss is 1
    expect(rec.scores![9]).toMatchObject({ main: 1, extras: 0 });
  });

  it('an export with the wrong winner or a wrong role does not pass the comparison', () => {
    const rec = gameRecord(mafclubByVoters());
    const wrongWinner = { ...exported(rec), winner: 'maf' as const };
    expect(disagreements(rec, wrongWinner)).toContain('seat 1: the site says win false, we say win +4 (3.1)');
    const black = gameRecord(sport.find((g) => g.name === 'mafclub-black-win')!.log);
    const wrongRole = exported(black);
    // seats 3 and 6, named by the first killed, exported as red: 1 black named, no Prima Nota
    wrongRole.players[2]!.role = 'civ';
    wrongRole.players[5]!.role = 'civ';
    const found = disagreements(black, wrongRole);
    expect(found).toContain("seat 5: the site's legacy points 0, our Prima Nota 0.5");
    expect(found).toContain('seat 6: the site says win false, we say win +4 (3.1)');
  });
});
