import { expect, it } from 'vitest';
import { newGame } from '../../../../src/engine/index.ts';
import type { Table } from '../../../../src/server/tables/table.ts';
import { TableWatchers } from '../../../../src/server/tables/table-watchers.ts';

// the watchers never look inside the table they are given: an id is all these scenarios need
const table = { id: 'main' } as Table;
const nick = { type: 'seat/nickname', seat: 1, nickname: 'a' } as const;

it('two watchers (tournaments, roster) both complete and admit a command: the second no longer replaces the first', () => {
  const w = new TableWatchers();
  w.add({ complete: (_, c) => (c.type === 'seat/nickname' ? { ...c, nickname: c.nickname + 'b' } : c) });
  w.add({ complete: (_, c) => (c.type === 'seat/nickname' ? { ...c, nickname: c.nickname + 'c' } : c) });
  expect(w.complete(table, nick)).toMatchObject({ nickname: 'abc' });
  const refusal = { code: 'player/unknown', message: { key: 'hub.player/unknown' }, clause: null };
  w.add({ admit: () => refusal });
  expect(w.admit(table, nick)).toBe(refusal);
});

it('an archive refused by the second watcher undoes the first watcher’s write; accepted, one undo undoes both', () => {
  const written: string[] = [];
  const writer = (name: string) => () => {
    written.push(name);
    return () => void written.splice(written.indexOf(name), 1);
  };
  const refusing = new TableWatchers();
  refusing.add({ archiving: writer('results') });
  refusing.add({ archiving: () => null });
  expect(refusing.archiving(table, newGame(), 'f')).toBeNull();
  expect(written).toEqual([]);

  const both = new TableWatchers();
  both.add({ archiving: writer('results') });
  both.add({ archiving: writer('photos') });
  const undo = both.archiving(table, newGame(), 'f');
  expect(written).toEqual(['results', 'photos']);
  undo?.();
  expect(written).toEqual([]);
});

it('a watcher that throws after a command is told and the next one still hears it', () => {
  const said: string[] = [];
  const heard: string[] = [];
  const w = new TableWatchers();
  w.add({
    ran: () => {
      throw new Error('bug');
    },
  });
  w.add({ ran: (t) => void heard.push(t.id) });
  w.ran(table, newGame(), (m) => void said.push(m));
  expect(heard).toEqual(['main']);
  expect(said[0]).toContain('hub/internal');
});
