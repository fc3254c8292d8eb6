import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keyAction, keyMap, type KeyPress, type KeyRow } from '../../../control-panel/shell/keys.ts';
import { resolveStep } from '../../../src/client/step-commands.ts';
import {
  NEXT_STEP_INPUT,
  type GameView,
  type NextStep,
  type NextStepId,
} from '../../../src/protocol/index.ts';

const press = (code: string, more: Partial<KeyPress> = {}): KeyPress => ({
  key: more.key ?? code,
  code,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...more,
});

describe('operator keyboard', () => {
  it('digits select seats, 0 is seat 10, Shift+digit takes a listed step', () => {
    expect(keyAction(press('Digit3'), false)).toEqual({ do: 'select', seat: 3 });
    expect(keyAction(press('Digit0'), false)).toEqual({ do: 'select', seat: 10 });
    expect(keyAction(press('Digit2', { shiftKey: true, key: '@' }), false)).toEqual({ do: 'step', index: 1 });
  });

  it('Space and Enter take the next step; F fouls, Shift+F removes one', () => {
    expect(keyAction(press('Space', { key: ' ' }), false)).toEqual({ do: 'next' });
    expect(keyAction(press('Enter'), false)).toEqual({ do: 'next' });
    expect(keyAction(press('KeyF', { key: 'f' }), false)).toEqual({ do: 'foul', delta: 1 });
    expect(keyAction(press('KeyF', { key: 'F', shiftKey: true }), false)).toEqual({ do: 'foul', delta: -1 });
    expect(keyAction(press('KeyT', { key: 't' }), false)).toEqual({ do: 'techFoul' });
    expect(keyAction(press('KeyY', { key: 'y' }), false)).toEqual({ do: 'yellowCard' });
  });

  it('R removes, Shift+R gives a red card, A opens the award form, Shift+N a new game; none while typing', () => {
    expect(keyAction(press('KeyR', { key: 'r' }), false)).toEqual({ do: 'removal' });
    expect(keyAction(press('KeyR', { key: 'R', shiftKey: true }), false)).toEqual({ do: 'redCard' });
    expect(keyAction(press('KeyA', { key: 'a' }), false)).toEqual({ do: 'award' });
    expect(keyAction(press('KeyN', { key: 'N', shiftKey: true }), false)).toEqual({ do: 'newGame' });
    expect(keyAction(press('KeyN', { key: 'n' }), false)).toEqual({ do: 'editNickname' });
    expect(keyAction(press('KeyR', { key: 'r' }), true)).toBeNull();
  });

  it('C, B, D, K enter the dealt roles: citizen, mafia (black), Don, commissar', () => {
    expect(keyAction(press('KeyC', { key: 'c' }), false)).toEqual({ do: 'role', role: 'citizen' });
    expect(keyAction(press('KeyB', { key: 'b' }), false)).toEqual({ do: 'role', role: 'mafia' });
    expect(keyAction(press('KeyD', { key: 'd' }), false)).toEqual({ do: 'role', role: 'don' });
    expect(keyAction(press('KeyK', { key: 'к' }), false)).toEqual({ do: 'role', role: 'sheriff' }); // ru layout
  });

  it('every row of the key map does what the help says: no other row shadows it', () => {
    const pressFor = (row: KeyRow, code: string) =>
      press(code, { shiftKey: row.shift === true, ctrlKey: !!row.mod });
    for (const row of keyMap)
      for (const code of row.codes)
        expect(keyAction(pressFor(row, code), false), row.keys).toEqual(row.action(code));
  });

  it('the operator guide shows the same key map, row for row', () => {
    const guide = readFileSync('docs/operator-guide.md', 'utf8').split('The panel never needs the mouse')[1];
    const rows = [...(guide ?? '').matchAll(/^\| `([^`]+)` +\| ([^|]+?) +\|$/gm)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual(keyMap.map((r) => [r.keys, r.en]));
  });

  it('no key is bound twice', () => {
    const seen = new Set<string>();
    for (const row of keyMap)
      for (const code of row.codes)
        for (const shift of row.shift === 'any' ? [true, false] : [!!row.shift]) {
          const key = `${row.mod ? 'mod+' : ''}${shift ? 'shift+' : ''}${code}`;
          expect(seen.has(key), key).toBe(false);
          seen.add(key);
        }
  });

  it("W withdraws the speaker's nomination (MafClub 2.3.9)", () => {
    expect(keyAction(press('KeyW', { key: 'w' }), false)).toEqual({ do: 'withdraw' });
  });

  it('while typing a nickname, letters and digits are text, but undo and Escape still work', () => {
    expect(keyAction(press('KeyF', { key: 'f' }), true)).toBeNull();
    expect(keyAction(press('Digit4'), true)).toBeNull();
    expect(keyAction(press('Space', { key: ' ' }), true)).toBeNull();
    expect(keyAction(press('KeyZ', { ctrlKey: true }), true)).toEqual({ do: 'undo' });
    expect(keyAction(press('KeyZ', { ctrlKey: true, shiftKey: true }), true)).toEqual({ do: 'redo' });
    expect(keyAction(press('Escape'), true)).toEqual({ do: 'escape' });
  });

  it('G arms a judge-imposed result; ←/→ move between the new game options', () => {
    expect(keyAction(press('KeyG', { key: 'g' }), false)).toEqual({ do: 'result' });
    expect(keyAction(press('ArrowRight'), false)).toEqual({ do: 'option', by: 1 });
    expect(keyAction(press('ArrowLeft'), false)).toEqual({ do: 'option', by: -1 });
  });

  it('? opens the key map on layouts where ? is Shift+Slash', () => {
    expect(keyAction(press('Slash', { key: '?', shiftKey: true }), false)).toEqual({ do: 'help' });
  });
});

describe('next steps that need the operator', () => {
  const view = {
    speaker: 2,
    voting: { candidates: [4, 7], votes: [{ candidate: 4, count: 3, voters: null }] },
  } as unknown as GameView;
  const step = (id: NextStepId, command: NextStep['command'] = null): NextStep => ({
    id,
    input: command ? 'none' : NEXT_STEP_INPUT[id],
    label: { key: `nextStep.${id}` },
    command,
  });
  const none = { view, selected: null, picked: [], count: null };

  it('a nomination without a selected seat asks for one; with seat 4 it nominates 4 by the speaker', () => {
    expect(resolveStep(step('nominate'), none)).toEqual({ needs: 'seat' });
    expect(resolveStep(step('nominate'), { ...none, selected: 4 })).toEqual({
      command: { type: 'nominate', seat: 4, by: 2 },
    });
  });

  it('the vote count goes to the first candidate without votes', () => {
    expect(resolveStep(step('vote-on'), none)).toEqual({ needs: 'count' });
    expect(resolveStep(step('vote-on'), { ...none, count: 5 })).toEqual({
      command: { type: 'vote/record', candidate: 7, count: 5 },
    });
  });

  it('the best move sends the marked seats; dealing draws a fresh seed each time', () => {
    expect(resolveStep(step('bestMove'), { ...none, picked: [3, 8] })).toEqual({
      command: { type: 'bestMove', seats: [3, 8] },
    });
    const a = resolveStep(step('deal'), none);
    const b = resolveStep(step('deal'), none);
    expect(a).toMatchObject({ command: { type: 'deal/seeded' } });
    expect(a).not.toEqual(b);
  });

  it('MafClub 4.4: the player who lost his speech nominates at his turn; the nominator is the step seat', () => {
    const lost: NextStep = { ...step('nominate-lost-turn'), seat: 6 };
    expect(resolveStep(lost, none)).toEqual({ needs: 'seat' });
    expect(resolveStep(lost, { ...none, selected: 4 })).toEqual({
      command: { type: 'nominate', seat: 4, by: 6 },
    });
  });

  it('every step that needs a seat, a count or seats is resolved by the panel, none is unknown', () => {
    for (const id of Object.keys(NEXT_STEP_INPUT) as NextStepId[]) {
      if (NEXT_STEP_INPUT[id] === 'none') continue;
      const r = resolveStep(step(id), { ...none, selected: 4, picked: [3], count: 2 });
      expect(r, id).toHaveProperty('command');
    }
  });

  it('best move by colours: each seat with its guess; a seat without one asks for it', () => {
    expect(
      resolveStep(step('bestMove'), { ...none, picked: [3, 8, 1], colours: ['black', 'red', 'black'] }),
    ).toEqual({ command: { type: 'bestMove', seats: [3, 8, 1], colours: ['black', 'red', 'black'] } });
    expect(resolveStep(step('bestMove'), { ...none, picked: [3, 8], colours: ['black'] })).toEqual({
      needs: 'seats',
    });
  });

  it('a step with its own command is taken as is', () => {
    expect(resolveStep(step('start', { type: 'game/start' }), none)).toEqual({
      command: { type: 'game/start' },
    });
  });
});
