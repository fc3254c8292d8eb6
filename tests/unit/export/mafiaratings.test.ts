import { describe, expect, it } from 'vitest';
import { gameRecord } from '../../../src/export/record.ts';
import { mafiaratingsGame } from '../../../src/export/mafiaratings.ts';
import { emptySiteIds, type SiteIds } from '../../../src/protocol/sites.ts';
import { goldenLogs } from './goldens.ts';
import { mafiaratingsIssues } from './mafiaratings-check.ts';
import { mafclubByVoters, mafclubCriticalVote } from './scripted.ts';

const ids: SiteIds = {
  ...emptySiteIds(),
  mafiaratings: { clubId: 1, eventId: 8812, tournamentId: 120, moderatorId: 25 },
};

describe("mafiaratings export passes the site's own game checks (Game::check, ported)", () => {
  for (const withVoters of [false, true])
    for (const { name, log } of goldenLogs(withVoters).filter((g) => !g.name.startsWith('club')))
      it(`${name}${withVoters ? ' (votes by voter)' : ''}: no issue`, () => {
        const { game, missing } = mafiaratingsGame(gameRecord(log), ids);
        expect(missing).toEqual([]);
        expect(mafiaratingsIssues(game)).toEqual([]);
      });

  it('a MafClub game with every vote recorded by voter claims voting data (v) and every vote checks out', () => {
    const { game, notes } = mafiaratingsGame(gameRecord(mafclubByVoters()), ids);
    expect(game.features).toContain('v');
    expect(notes).toEqual([]);
    expect(mafiaratingsIssues(game)).toEqual([]);
    // non-voters count for the last candidate (MafClub 2.4.14): seat 1 voted for 3 in round 0
    expect(game.players[0]!.voting).toEqual([3]);
    expect(game.players[8]!.voting).toEqual([7, 2, 4]);
    expect(game.players[2]).toMatchObject({ role: 'don', death: { round: 0, type: 'day' } });
    expect(game.players[5]).toMatchObject({ role: 'maf', sheriff: 1, shooting: [1] });
    // a foul in seat 4's own speech on day 1 is a warning at that speech
    expect(game.players[3]!.warnings).toEqual([{ round: 0, time: 'speaking', speaker: 4 }]);
    expect(game).toMatchObject({
      clubId: 1,
      eventId: 8812,
      tournamentId: 120,
      moderator: { id: 25 },
      winner: 'civ',
    });
    expect(game.rules[0]).toBe('1'); // MafClub 2.5.8: the opener shifts so nobody closes twice
  });

  it('the port finds what the site would refuse: a vote for a seat nobody nominated, a shot by a dead mafioso', () => {
    const { game } = mafiaratingsGame(gameRecord(mafclubByVoters()), ids);
    const bad = structuredClone(game);
    bad.players[0]!.voting = [1];
    bad.players[5]!.shooting = [1, 2, 5];
    const issues = mafiaratingsIssues(bad);
    expect(issues).toContain('Player 1 voted for player 1, who is not nominated in round 0.');
    expect(issues.some((i) => i.startsWith('Player 6 is shooting someone after he/she is dead'))).toBe(true);
  });

  it('a player voted out who voted for a later nominee was alive for that vote (check_voting: death after the last words)', () => {
    const { game } = mafiaratingsGame(gameRecord(mafclubCriticalVote()), ids);
    expect(game.players[1]).toMatchObject({ voting: [7], death: { round: 0, type: 'day' } });
    expect(mafiaratingsIssues(game)).toEqual([]);
  });

  it('claims votes only when they are all recorded: counts alone leave voting out and say why', () => {
    const removal = goldenLogs().find((g) => g.name === 'mafclub-removal')!;
    const { game, notes } = mafiaratingsGame(gameRecord(removal.log), ids);
    expect(game.features).not.toContain('v');
    expect(notes.join(' ')).toMatch(/no vote was held/);
    // the removed player: kicked out at day 0 with the time of the removal (4.8-4.9)
    expect(game.players[9]!.death).toMatchObject({ round: 0, type: 'kickOut' });
  });

  it('FIIM: the next day opens with the seat after the last opener (rules digit 0 is 0)', () => {
    const fiim = goldenLogs().find((g) => g.name === 'fiim-tie-eliminate-all')!;
    expect(mafiaratingsGame(gameRecord(fiim.log), ids).game.rules[0]).toBe('0');
  });

  it('without the site ids the export says what is missing (club, event, the judge, each player id)', () => {
    const { missing } = mafiaratingsGame(gameRecord(mafclubByVoters()), emptySiteIds());
    expect(missing).toEqual([
      'mafiaratings.clubId',
      'mafiaratings.eventId',
      'mafiaratings.moderatorId (or a judge with a site id for the table)',
    ]);
  });

  it('Cyrillic names and numbers stay what they are through JSON', () => {
    const log = mafclubByVoters((s) => `Игрок ${s}`);
    const text = JSON.stringify(mafiaratingsGame(gameRecord(log), ids).game);
    const back = JSON.parse(text) as { players: { name: string }[]; clubId: unknown };
    expect(back.players[0]!.name).toBe('Игрок 1');
    expect(typeof back.clubId).toBe('number');
  });
});
