import { describe, expect, it } from 'vitest';
import { resultChoices } from '../../../src/client/result-choices.ts';
import type { GameView, RulesetId } from '../../../src/protocol/index.ts';

const table = (ruleset: RulesetId): GameView =>
  ({
    ruleset,
    seats: [
      { seat: 1, role: 'citizen' },
      { seat: 2, role: 'mafia' },
    ],
  }) as unknown as GameView;
const reasons = (ruleset: RulesetId) =>
  resultChoices(table(ruleset), null).map((c) =>
    c.command.type === 'game/result' ? c.command.reason : `replay:${c.command.kind ?? 'automatic'}`,
  );
const results = (view: GameView, selected: number | null) =>
  resultChoices(view, selected).flatMap((c) => (c.command.type === 'game/result' ? [c.command] : []));

describe('judge-imposed results the panel offers, by the table ruleset', () => {
  it('FIIM: team loss (6.8) and changed result (8.9), for either team', () => {
    expect(reasons('fiim-2019')).toEqual(['teamLoss', 'teamLoss', 'changed', 'changed']);
  });

  it('classic: team loss (7.4) only; MafClub: the organisers’ change (4.20.2), the draw after a replay (4.16) and the two replays (4.13, 4.20); club: none', () => {
    expect(reasons('classic-mafia')).toEqual(['teamLoss', 'teamLoss']);
    expect(reasons('mafclub-2023')).toEqual([
      'changed',
      'changed',
      'draw',
      'replay:automatic',
      'replay:appeal',
    ]);
    const draw = results(table('mafclub-2023'), null).find((c) => c.reason === 'draw');
    expect(draw?.winner).toBe('draw');
    expect(reasons('club-mafia')).toEqual([]);
  });

  it('FIIM 6.8: with the offender selected, only the other team can win and he is named', () => {
    const black = results(table('fiim-2019'), 2).filter((c) => c.reason === 'teamLoss');
    expect(black).toEqual([{ type: 'game/result', reason: 'teamLoss', winner: 'red', seat: 2 }]);
    const red = resultChoices(table('fiim-2019'), 1).filter(
      (c) => c.command.type === 'game/result' && c.command.reason === 'teamLoss',
    );
    expect(red.map((c) => c.command.type === 'game/result' && c.command.winner)).toEqual(['black']);
    expect(red[0]?.en).toContain('6.8');
  });

  it('MafClub 4.13 / 4.20: the automatic replay names the selected seat as offender; the appeal has none; not before the game', () => {
    const replays = resultChoices(table('mafclub-2023'), 4).filter((c) => c.command.type === 'game/replay');
    expect(replays.map((c) => c.command)).toEqual([
      { type: 'game/replay', offender: 4 },
      { type: 'game/replay', kind: 'appeal' },
    ]);
    expect(replays.map((c) => c.en.slice(-6))).toEqual(['(4.13)', '(4.20)']);
    const setup = { ...table('mafclub-2023'), phase: 'setup' } as GameView;
    expect(resultChoices(setup, 4).filter((c) => c.command.type === 'game/replay')).toEqual([]);
  });
});
