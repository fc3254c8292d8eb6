import { describe, expect, it } from 'vitest';
import { dayOne, sportTable } from './helpers.ts';

describe('undo and redo are log entries; the state is a refold', () => {
  it('undo cancels the latest entry still in effect; again the one before', () => {
    const t = dayOne();
    const s0 = t.state;
    t.run({ type: 'speech/start' });
    const s1 = t.state;
    t.run({ type: 'nominate', seat: 4 });
    t.run({ type: 'undo' });
    expect(t.state).toEqual(s1);
    t.run({ type: 'undo' });
    expect(t.state).toEqual(s0);
    expect(t.game.log.at(-1)?.command.type).toBe('undo');
  });

  it('redo brings back what was undone, latest first; a new command clears the redo', () => {
    const t = dayOne().run({ type: 'speech/start' }, { type: 'nominate', seat: 4 });
    const full = t.state;
    t.run({ type: 'undo' }, { type: 'undo' }, { type: 'redo' }, { type: 'redo' });
    expect(t.state).toEqual(full);
    t.rejects({ type: 'redo' }, 'log/nothing-to-redo');
    t.run({ type: 'undo' }, { type: 'nominate', seat: 5 });
    t.rejects({ type: 'redo' }, 'log/nothing-to-redo');
    expect(t.view().nominations).toEqual([{ seat: 5, by: 1 }]);
  });

  it('game/new cannot be undone (the hub archived the old log)', () => {
    const t = sportTable();
    for (let i = 0; i < 10; i++) t.run({ type: 'undo' });
    t.rejects({ type: 'undo' }, 'log/nothing-to-undo');
    expect(t.state.ruleset).toBe('mafclub-2023');
  });

  it('undo of a vote-out brings the player back and reopens the vote', () => {
    const t = dayOne().speeches({ 1: 8, 2: 5 });
    t.run({ type: 'vote/start' }, { type: 'vote/record', candidate: 8, count: 7 });
    expect(t.status(8)).toBe('votedOut');
    t.run({ type: 'undo' });
    expect(t.status(8)).toBe('alive');
    expect(t.state.stage).toBe('voting');
  });
});

describe('cards', () => {
  it('MafClub 4.18: a red card removes the player', () => {
    const t = dayOne().run({ type: 'card/red', seat: 4 });
    expect(t.status(4)).toBe('removed');
    expect(t.state.seats[3]?.redCard).toBe(true);
  });

  it('MafClub 4.12.1: removal during tie speeches cancels the vote (a tie is not a result)', () => {
    const t = dayOne().speeches({ 1: 8, 2: 5 });
    t.run({ type: 'vote/start' }, { type: 'vote/record', candidate: 8, count: 5 });
    expect(t.state.stage).toBe('tieSpeech');
    t.run({ type: 'removal', seat: 2 });
    expect(t.state.phase).toBe('night');
    expect(t.state.votesToCancel).toBe(0);
  });
});
