import { describe, expect, it } from 'vitest';
import { ClientFrameSchema, GameCommandSchema } from '../../../src/protocol/index.ts';

const parse = (v: unknown) => GameCommandSchema.safeParse(v);

describe('the command schema: a public contract for the panel, Stream Deck and Companion', () => {
  it('takes the commands an operator sends', () => {
    for (const c of [
      { type: 'game/new', ruleset: 'fiim-2019' },
      { type: 'seat/nickname', seat: 10, nickname: 'Константин' },
      { type: 'speech/start', seat: 3 },
      { type: 'speech/start' },
      { type: 'nominate', by: 1, seat: 9 },
      { type: 'vote/record', candidate: 9, count: 6 },
      { type: 'night/shot', seat: null },
      { type: 'foul/add', seat: 4 },
      { type: 'timer/add', ms: -10_000 },
      { type: 'undo' },
    ])
      expect(parse(c).success, JSON.stringify(c)).toBe(true);
  });

  it('game/new without a ruleset is MafClub 2023, the default ruleset', () => {
    const r = parse({ type: 'game/new' });
    expect(r.success && r.data.type === 'game/new' && r.data.ruleset).toBe('mafclub-2023');
  });

  it('refuses what would corrupt a game: unknown commands, seats out of range, wrong types, extra fields', () => {
    for (const c of [
      { type: 'foul/explode', seat: 4 },
      { type: 'foul/add', seat: 0 },
      { type: 'foul/add', seat: 17 },
      { type: 'foul/add', seat: 4.5 },
      { type: 'foul/add', seat: '4' },
      { type: 'foul/add' },
      { type: 'seat/nickname', seat: 1, nickname: 'x'.repeat(41) },
      { type: 'vote/record', candidate: 9, count: -1 },
      { type: 'game/new', ruleset: 'poker' },
      { type: 'foul/add', seat: 4, role: 'don' }, // strict: no smuggled fields
      null,
      'foul/add',
    ])
      expect(parse(c).success, JSON.stringify(c)).toBe(false);
  });

  it('a command frame carries an id and one command; an overlay hello needs no token', () => {
    expect(ClientFrameSchema.safeParse({ t: 'cmd', id: 7, c: { type: 'undo' } }).success).toBe(true);
    expect(ClientFrameSchema.safeParse({ t: 'cmd', c: { type: 'undo' } }).success).toBe(false);
    expect(
      ClientFrameSchema.safeParse({ t: 'hello', v: 1, kind: 'overlay', table: 'main', feed: 'table' })
        .success,
    ).toBe(true);
    expect(
      ClientFrameSchema.safeParse({ t: 'hello', v: 1, kind: 'overlay', table: '../etc', feed: 'table' })
        .success,
    ).toBe(false);
  });
});
