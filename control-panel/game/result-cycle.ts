import type { GameView } from '../../src/protocol/index.ts';
import { inEach } from '../../src/words/index.ts';
import type { Arming } from '../shell/confirm.svelte.ts';
import { resultChoices, type ResultChoice } from '../../src/client/result-choices.ts';

/** G, then ↑/↓: the choices one at a time, going round (0: the first again). */
export class ResultCycle {
  private at = 0;

  step(view: GameView | null, selected: number | null, by: 0 | 1 | -1): ResultChoice | null {
    const choices = view ? resultChoices(view, selected) : [];
    this.at = by === 0 ? 0 : (this.at + by + choices.length) % Math.max(1, choices.length);
    return choices[this.at] ?? null;
  }

  /** G's confirmation for the next choice (`send` gets its command), or null when there is none. */
  arming(
    view: GameView | null,
    selected: number | null,
    by: 0 | 1 | -1,
    send: (command: ResultChoice['command']) => void,
  ): Arming | null {
    const c = this.step(view, selected, by);
    return c && { kind: 'result', ...inEach((lang) => `${c[lang]}?`), send: () => send(c.command) };
  }
}
