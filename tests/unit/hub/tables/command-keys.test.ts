import { expect, it } from 'vitest';
import { CommandKeys, type StoredEntry } from '../../../../src/server/tables/command-keys.ts';

const line = (n: number, k?: string): StoredEntry => ({
  n,
  at: n * 1000,
  command: { type: 'foul/add', seat: 1 },
  events: [],
  ...(k === undefined ? {} : { k }),
});

it('the key index is rebuilt from the log lines that carry a key, s = entry number', () => {
  const keys = CommandKeys.fromLog([line(1, 'a'), line(2), line(3, 'c')]);
  expect(keys.get('a')).toEqual({ s: 1, n: 1 });
  expect(keys.get('c')).toEqual({ s: 3, n: 3 });
  expect(keys.size).toBe(2);
});

it('the index is bounded: past the limit the oldest keys are forgotten, the newest kept', () => {
  const log = Array.from({ length: 25 }, (_, i) => line(i + 1, `k${i + 1}`));
  const keys = CommandKeys.fromLog(log, 10);
  expect(keys.size).toBe(10);
  expect(keys.get('k15')).toBeUndefined();
  expect(keys.get('k16')).toEqual({ s: 16, n: 16 });
  keys.add('k26', { s: 26, n: 26 });
  expect(keys.size).toBe(10);
  expect(keys.get('k16')).toBeUndefined();
  expect(keys.get('k26')).toEqual({ s: 26, n: 26 });
});
