/** Issue 21 on the panel: the keys and inputs that record a judge's extra facts. */
import { describe, expect, it } from 'vitest';
import { keyAction, type KeyPress } from '../../../control-panel/shell/keys.ts';
import { parseWhy } from '../../../control-panel/game/sanction-why.ts';
import { resolveStep } from '../../../src/client/step-commands.ts';
import type { GameView, NextStep } from '../../../src/protocol/index.ts';

const press = (code: string, more: Partial<KeyPress> = {}): KeyPress => ({
  key: code,
  code,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...more,
});

describe('judge records by keyboard (issue 21)', () => {
  it('Q opens the clause and reason of the next sanction; Shift+M records a hinted best move; M still marks', () => {
    expect(keyAction(press('KeyQ', { key: 'й' }), false)).toEqual({ do: 'why' }); // ru layout
    expect(keyAction(press('KeyM', { shiftKey: true }), false)).toEqual({ do: 'hintedBestMove' });
    expect(keyAction(press('KeyM'), false)).toEqual({ do: 'mark' });
    expect(keyAction(press('KeyQ'), true)).toBeNull(); // a letter while typing the reason
  });

  it('MafClub 4.7: "4.3.1 talking out of turn" is clause 4.3.1 and that reason; text alone is a reason', () => {
    expect(parseWhy(' 4.3.1 talking out of turn ')).toEqual({
      clause: '4.3.1',
      reason: 'talking out of turn',
    });
    expect(parseWhy('6.7.10.')).toEqual({ clause: '6.7.10' });
    expect(parseWhy('мат за столом')).toEqual({ reason: 'мат за столом' });
    expect(parseWhy('4.3.1talking')).toEqual({ reason: '4.3.1talking' });
    expect(parseWhy('')).toEqual({});
  });

  it('MafClub 2.4.2: a typed count at the "votes on 2 (protocol)" step becomes vote/late, never vote/record', () => {
    const view = {
      voting: {
        kind: 'main',
        candidates: [8, 5, 2],
        votes: [{ candidate: 8, count: 6, voters: null }],
        decided: true,
      },
    } as unknown as GameView;
    const step: NextStep = {
      id: 'vote-late',
      input: 'count',
      label: { key: '' },
      command: null,
      seat: 5,
    };
    const input = { view, selected: null, picked: [], count: 3 };
    expect(resolveStep(step, input)).toEqual({ command: { type: 'vote/late', candidate: 5, count: 3 } });
    expect(resolveStep(step, { ...input, count: null })).toEqual({ needs: 'count' });
  });
});
