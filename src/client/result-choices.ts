import type { GameCommand, GameView } from '../protocol/index.ts';
import { rulesetOf } from '../engine/index.ts';
import { teamOf } from '../facts/index.ts';
import { inEach, t, type Text, type Values } from '../words/index.ts';

/**
 * Judge-imposed results the table's ruleset has (its `imposed` table, read, not copied): FIIM 6.8 /
 * classic 7.4 team loss, FIIM 8.9 / MafClub 4.20.2 changed result, MafClub 4.16 draw. The G key cycles through them
 * inside its confirmation; the engine still checks each (game running, replay before a draw).
 */
export interface ResultChoice {
  command: Extract<GameCommand, { type: 'game/result' | 'game/replay' }>;
  ru: string;
  en: string;
  xx: string;
}

type Said = 'teamLoss' | 'changed' | 'draw' | 'replay' | 'appeal';
/** A choice's words in each language; `winner`: the team the win goes to, said in that language. */
const say = (key: Said, values: Values, winner?: 'red' | 'black'): Text =>
  inEach((lang) =>
    t(lang, `panelGame.${key}`, { ...values, ...(winner ? { team: t(lang, `panelGame.${winner}`) } : {}) }),
  );

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
        ...say('teamLoss', { by, clause: imposed.teamLoss }, winner),
      });
    }
  }
  if (imposed.changed !== null)
    for (const winner of ['red', 'black'] as const)
      out.push({
        command: { type: 'game/result', reason: 'changed', winner },
        ...say('changed', { clause: imposed.changed }, winner),
      });
  if (imposed.draw !== null)
    out.push({
      command: { type: 'game/result', reason: 'draw', winner: 'draw' },
      ...say('draw', { clause: imposed.draw }),
    });
  // Issue 21: MafClub 4.13 automatic replay (the selected seat the offender), 4.20 on appeal.
  const replay = rulesetOf(view.ruleset).replayClauses;
  if (replay && view.phase !== 'setup') {
    const by = selected === null ? '' : `, ${selected}`;
    out.push(
      {
        command: { type: 'game/replay', ...(selected === null ? {} : { offender: selected }) },
        ...say('replay', { by, clause: replay.automatic }),
      },
      {
        command: { type: 'game/replay', kind: 'appeal' },
        ...say('appeal', { clause: replay.appeal }),
      },
    );
  }
  return out;
}
