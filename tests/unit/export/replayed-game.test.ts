/** Issue 34: a replayed game's exports (MafClub 4.14: fouls and the deal start anew) show the game the state shows. */
import { describe, expect, it } from 'vitest';
import { mafiaratingsGame } from '../../../src/export/mafiaratings.ts';
import { protocolHtml } from '../../../src/export/protocol-html.ts';
import { gameRecord } from '../../../src/export/record.ts';
import { emptySiteIds } from '../../../src/protocol/sites.ts';
import { SPORT_ROLES } from '../../../scripts/fixtures/game-start.ts';
import { Script } from './scripted.ts';

/** First deal: seat 4 gets three fouls, the Don is voted out; then an automatic replay for seat 2, played to a red win. */
function replayed(): Script {
  const s = Script.deal('mafclub-2023', SPORT_ROLES);
  s.day({ 1: 7, 2: 3 }, [
    [7, [3, 6, 9]],
    [3, [1, 2, 4, 5, 7, 8, 10]],
  ]);
  for (let i = 0; i < 3; i++) s.run({ type: 'foul/add', seat: 4 });
  s.night(1);
  s.run({ type: 'game/replay', offender: 2 });
  SPORT_ROLES.forEach((role, i) => s.run({ type: 'seat/role', seat: i + 1, role }));
  s.run({ type: 'game/start' });
  while (s.state.phase === 'night') s.run({ type: 'stage/end' });
  s.day({ 1: 7, 2: 3 }, [
    [7, [3, 6, 9]],
    [3, [1, 2, 4, 5, 7, 8, 10]],
  ]).night(1, undefined, 6);
  return s.day({ 4: 2, 5: 6 }, [
    [2, [9]],
    [6, [2, 4, 5, 7, 8, 10]],
  ]);
}

describe('MafClub 4.14: a replayed game’s exports are the replay’s', () => {
  it('seat 4’s three fouls of the first deal: none in the record, mafiaratings.json or protocol.html', () => {
    const s = replayed();
    expect(s.state.seats[3]?.fouls).toBe(0);
    const record = gameRecord(s.log);
    expect(record.seats[3]?.fouls).toEqual([]);
    expect(record.days.map((d) => d.day)).toEqual([1, 2]);
    expect(record.days[0]?.votings.map((v) => v.candidates)).toEqual([[7, 3]]);
    const ids = {
      ...emptySiteIds(),
      mafiaratings: { clubId: 1, eventId: 1, tournamentId: 1, moderatorId: 1 },
    };
    expect(mafiaratingsGame(record, ids).game.players[3]?.warnings).toBeUndefined();
    const html = protocolHtml(record, 'en');
    const row4 = html.split('<tr').find((r) => r.includes('<td class="n">4</td>')) ?? '';
    expect(row4).not.toContain('✕');
  });
});
