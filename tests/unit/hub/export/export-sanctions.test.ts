/** Issue 21: the game's protocol (JSON and CSV exports) names each sanction's clause and reason. */
import { expect, it } from 'vitest';
import { protocolCsv, protocolJson } from '../../../../src/server/export/export.ts';
import { dayOne } from '../../engine/helpers.ts';

it('MafClub 4.7 / 4.8: the protocol lists seat 4’s 1st foul (4.3.1) and seat 7’s removal (4.8.4) with their reasons', () => {
  const t = dayOne().run(
    { type: 'foul/add', seat: 4, clause: '4.3.1', reason: 'talking, "again"' },
    { type: 'removal', seat: 7, clause: '4.8.4', reason: '=profanity' },
  );
  const entries = [...t.game.log];
  expect(protocolJson(entries, 'main').final.sanctions).toEqual([
    {
      seat: 4,
      kind: 'foul',
      at: { phase: 'day', number: 1 },
      number: 1,
      clause: '4.3.1',
      reason: 'talking, "again"',
    },
    { seat: 7, kind: 'removal', at: { phase: 'day', number: 1 }, clause: '4.8.4', reason: '=profanity' },
  ]);
  const csv = protocolCsv(entries, 'main').split('\r\n');
  const header = csv.indexOf('seat,sanction,when,foul,clause,reason,penalty');
  expect(header).toBeGreaterThan(0);
  expect(csv.slice(header + 1, header + 3)).toEqual([
    '4,foul,day 1,1,4.3.1,"talking, ""again""",',
    "7,removal,day 1,,4.8.4,'=profanity,",
  ]);
});
