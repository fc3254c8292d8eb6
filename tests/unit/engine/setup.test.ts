import { describe, expect, it } from 'vitest';
import { execute, newGame, restore } from '../../../src/engine/index.ts';
import { sportTable, Table, SPORT_ROLES } from './helpers.ts';

describe('setup', () => {
  it('a fresh game takes nicknames at once (10 seats, MafClub by default)', () => {
    const t = new Table().run({ type: 'seat/nickname', seat: 10, nickname: '  Tenth ' });
    expect(t.view('table')).toMatchObject({
      ruleset: 'mafclub-2023',
      seatCount: 10,
      phase: 'setup',
      stage: 'setup',
    });
    expect(t.view('table').seats[9]?.nickname).toBe('Tenth');
  });

  it('MafClub 2.1.7: the deck is 7 red incl. the Sheriff and 3 black incl. the Don', () => {
    const two = [...SPORT_ROLES];
    two[0] = 'sheriff'; // two sheriffs, five citizens
    sportTable('mafclub-2023', two).rejects({ type: 'game/start' }, 'deck/invalid');
    const t = new Table().run({ type: 'game/new', ruleset: 'mafclub-2023' });
    t.rejects({ type: 'game/start' }, 'deck/incomplete');
    sportTable().accepts({ type: 'seat/role', seat: 1, role: 'doctor' });
    sportTable()
      .run({ type: 'seat/role', seat: 1, role: 'doctor' })
      .rejects({ type: 'game/start' }, 'deck/role-not-allowed');
  });

  it('a seeded deal is deterministic and valid', () => {
    const a = new Table().run({ type: 'deal/seeded', seed: 'abc' });
    const b = new Table().run({ type: 'deal/seeded', seed: 'abc' });
    const c = new Table().run({ type: 'deal/seeded', seed: 'abd' });
    const roles = (t: Table) => t.state.seats.map((s) => s.role);
    expect(roles(a)).toEqual(roles(b));
    expect(roles(a)).not.toEqual(roles(c));
    expect(roles(a).filter((r) => r === 'sheriff')).toHaveLength(1);
    expect(roles(a).filter((r) => r === 'don' || r === 'mafia')).toHaveLength(3);
    a.run({ type: 'game/start' });
  });

  it('club deal for 13: Sheriff, doctor, lover, maniac, psychopath, four black', () => {
    const t = new Table().run(
      { type: 'game/new', ruleset: 'club-mafia', seats: 13 },
      { type: 'deal/seeded', seed: 's' },
    );
    const roles = t.state.seats.map((s) => s.role);
    for (const r of ['sheriff', 'doctor', 'lover', 'maniac', 'psychopath', 'don'] as const)
      expect(roles).toContain(r);
    expect(roles.filter((r) => r === 'mafia')).toHaveLength(3);
    t.run({ type: 'game/start' });
  });

  it('roles cannot change once the game has started', () => {
    sportTable()
      .run({ type: 'game/start' })
      .rejects({ type: 'seat/role', seat: 1, role: 'mafia' }, 'setup/started');
  });

  it('game/new starts a fresh log', () => {
    const t = sportTable();
    expect(t.game.log).toHaveLength(11);
    t.run({ type: 'game/new', ruleset: 'fiim-2019' });
    expect(t.game.log).toHaveLength(1);
  });

  it('rejected commands are values, never thrown; the state does not change', () => {
    const g = newGame();
    const r = execute(g, { type: 'vote/record', candidate: 3, count: 2 }, 5);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toMatchObject({
        code: 'vote/not-voting',
        message: { key: 'rule.vote/not-voting' },
      });
    expect(restore(g.log).state).toEqual(g.state);
  });
});
