import { describe, expect, it } from 'vitest';
import { restore } from '../../../src/engine/index.ts';
import { resultOf } from '../../../src/engine/result.ts';
import type { GameCommand } from '../../../src/protocol/index.ts';
import { Table } from './helpers.ts';

const anna: GameCommand = {
  type: 'seat/player',
  seat: 3,
  player: 'pann4',
  nickname: 'Анна',
  club: 'Красный квадрат',
  photo: '/media/players/0123456789abcdef.jpg',
};

describe('a roster player takes a seat (issue 9)', () => {
  it('every feed sees his nickname, id, club and photo (public, like the nickname)', () => {
    const t = new Table().run({ type: 'game/new', ruleset: 'mafclub-2023' }, anna);
    for (const feed of ['table', 'spectator', 'judge'] as const) {
      const seat = t.view(feed).seats[2];
      expect(seat?.nickname).toBe('Анна');
      expect(seat?.player).toEqual({
        id: 'pann4',
        club: 'Красный квадрат',
        photo: '/media/players/0123456789abcdef.jpg',
      });
    }
  });

  it('the log is self-contained: the refold of its entries alone gives the same seat', () => {
    const t = new Table().run({ type: 'game/new', ruleset: 'mafclub-2023' }, anna);
    const again = restore(JSON.parse(JSON.stringify(t.game.log)) as typeof t.game.log);
    expect(again.state.seats[2]).toEqual(t.state.seats[2]);
  });

  it('a command the hub did not resolve (no snapshot) is refused, nothing changes', () => {
    new Table()
      .run({ type: 'game/new', ruleset: 'mafclub-2023' })
      .rejects({ type: 'seat/player', seat: 3, player: 'pann4' }, 'seat/player-unresolved');
  });

  it('a typed name replaces the player: the seat is nobody from the roster', () => {
    const t = new Table().run({ type: 'game/new', ruleset: 'mafclub-2023' }, anna, {
      type: 'seat/nickname',
      seat: 3,
      nickname: 'Гость',
    });
    expect(t.view('table').seats[2]?.player).toBeUndefined();
    expect(t.state.seats[2]?.player).toBeNull();
  });

  it('undo brings the typed name back without the player', () => {
    const t = new Table().run(
      { type: 'game/new', ruleset: 'mafclub-2023' },
      { type: 'seat/nickname', seat: 3, nickname: 'Гость' },
      anna,
      { type: 'undo' },
    );
    expect(t.state.seats[2]).toMatchObject({ nickname: 'Гость', player: null });
  });

  it('the result carries the player id, so standings and results.jsonl count him by it', () => {
    const t = new Table().run({ type: 'game/new', ruleset: 'mafclub-2023' }, anna);
    const result = resultOf(t.state, 'red');
    expect(result).toBeNull(); // no roles yet: no result
    t.run({ type: 'deal/seeded', seed: 'players' });
    expect(resultOf(t.state, 'red')?.seats[2]).toMatchObject({ nickname: 'Анна', player: 'pann4' });
    expect(resultOf(t.state, 'red')?.seats[0]).not.toHaveProperty('player');
  });

  it('an instant replay (MafClub 4.13) keeps who sits where, players included', () => {
    const t = new Table().run(
      { type: 'game/new', ruleset: 'mafclub-2023' },
      anna,
      { type: 'deal/seeded', seed: 'players' },
      { type: 'game/start' },
      { type: 'game/replay' },
    );
    expect(t.view('table').seats[2]?.player?.id).toBe('pann4');
  });
});
