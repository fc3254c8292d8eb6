import type { GameCommand, GameView } from '../src/protocol/index.ts';
import { rulesetOf } from '../src/engine/index.ts';
import { teamOf } from '../src/facts/index.ts';

/**
 * Judge-imposed results the table's ruleset has (its `imposed` table, read, not copied): FIIM 6.8 /
 * classic 7.4 team loss, FIIM 8.9 / MafClub 4.20.2 changed result, MafClub 4.16 draw. The G key cycles through them
 * inside its confirmation; the engine still checks each (game running, replay before a draw).
 */
export interface ResultChoice {
  command: Extract<GameCommand, { type: 'game/result' | 'game/replay' }>;
  ru: string;
  en: string;
}

const team = { red: ['красным', 'red'], black: ['чёрным', 'black'] } as const;

export function resultChoices(view: GameView, selected: number | null): ResultChoice[] {
  const imposed = rulesetOf(view.ruleset).imposed;
  const out: ResultChoice[] = [];
  if (imposed.teamLoss !== null) {
    // The offender's team loses (FIIM 6.8): with a seat selected only the other team can win.
    const role = view.seats.find((s) => s.seat === selected)?.role ?? null;
    const offender = selected === null || role === null ? null : teamOf(role) === 'black' ? 'black' : 'red';
    for (const winner of ['red', 'black'] as const) {
      if (winner === offender) continue;
      const by = selected === null ? '' : ` (${selected})`;
      out.push({
        command: {
          type: 'game/result',
          reason: 'teamLoss',
          winner,
          ...(selected === null ? {} : { seat: selected }),
        },
        ru: `Поражение команды${by}: победа присуждена ${team[winner][0]} (${imposed.teamLoss})`,
        en: `Team loss${by}: the win goes to ${team[winner][1]} (${imposed.teamLoss})`,
      });
    }
  }
  if (imposed.changed !== null)
    for (const winner of ['red', 'black'] as const)
      out.push({
        command: { type: 'game/result', reason: 'changed', winner },
        ru: `Результат изменён судьёй: победа ${team[winner][0]} (${imposed.changed})`,
        en: `Result changed by the judge: ${team[winner][1]} win (${imposed.changed})`,
      });
  if (imposed.draw !== null)
    out.push({
      command: { type: 'game/result', reason: 'draw', winner: 'draw' },
      ru: `Ничья: нарушение повторилось в переигровке (${imposed.draw})`,
      en: `Draw: the violation recurred in the replay (${imposed.draw})`,
    });
  // Issue 21: MafClub 4.13 automatic replay (the selected seat the offender), 4.20 on appeal.
  const replay = rulesetOf(view.ruleset).replayClauses;
  if (replay && view.phase !== 'setup') {
    const by = selected === null ? '' : `, ${selected}`;
    out.push(
      {
        command: { type: 'game/replay', ...(selected === null ? {} : { offender: selected }) },
        ru: `Автоматическая переигровка${by}: новая раздача, Prima Nota сохраняется (${replay.automatic})`,
        en: `Automatic replay${by}: a new deal, the Prima Nota is kept (${replay.automatic})`,
      },
      {
        command: { type: 'game/replay', kind: 'appeal' },
        ru: `Переигровка по апелляции: ошибка ведущего, ничего не сохраняется (${replay.appeal})`,
        en: `Replay on appeal: the host erred, nothing is kept (${replay.appeal})`,
      },
    );
  }
  return out;
}
