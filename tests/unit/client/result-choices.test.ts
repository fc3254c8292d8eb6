import { describe, expect, it } from 'vitest';
import { resultChoices } from '../../../control-panel/result-choices.ts';
import type { GameView, RulesetId } from '../../../src/protocol/index.ts';

const table = (ruleset: RulesetId): GameView =>
  ({
    ruleset,
    seats: [
      { seat: 1, role: 'citizen' },
      { seat: 2, role: 'mafia' },
    ],
  }) as unknown as GameView;
const reasons = (ruleset: RulesetId) => resultChoices(table(ruleset), null).map((c) => c.command.reason);

describe('judge-imposed results the panel offers, by the table ruleset', () => {
  it('FIIM: team loss (6.8) and changed result (8.9), for either team', () => {
    expect(reasons('fiim-2019')).toEqual(['teamLoss', 'teamLoss', 'changed', 'changed']);
  });

  it('classic: team loss (7.4) only; MafClub: the organisers’ change (4.20.2) and the draw after a replay (4.16); club: none', () => {
    expect(reasons('classic-mafia')).toEqual(['teamLoss', 'teamLoss']);
    expect(reasons('mafclub-2023')).toEqual(['changed', 'changed', 'draw']);
    const draw = resultChoices(table('mafclub-2023'), null).find((c) => c.command.reason === 'draw');
    expect(draw?.command.winner).toBe('draw');
    expect(reasons('club-mafia')).toEqual([]);
  });

  it('FIIM 6.8: with the offender selected, only the other team can win and he is named', () => {
    const black = resultChoices(table('fiim-2019'), 2).filter((c) => c.command.reason === 'teamLoss');
    expect(black.map((c) => c.command)).toEqual([
      { type: 'game/result', reason: 'teamLoss', winner: 'red', seat: 2 },
    ]);
    const red = resultChoices(table('fiim-2019'), 1).filter((c) => c.command.reason === 'teamLoss');
    expect(red.map((c) => c.command.winner)).toEqual(['black']);
    expect(red[0]?.en).toContain('6.8');
  });
});
