import type { Said } from '../../../../src/protocol/index.ts';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { command, dataDir, operator, removeDataDirs, tempDir, TestClient, testHub } from '../helpers.ts';
import { FaultyDisk, filesOf } from '../disk-faults.ts';
import { api, fast, golden, play, putTournament, type Hub } from '../tournament-helpers.ts';
import { en, ru } from '../../../said.ts';

/** Data on disk is checked when loaded: damage is named and refused, never dropped or rewritten. */

let template = '';
beforeAll(async () => {
  template = tempDir();
  const hub = await testHub({ dataDir: template, ...fast });
  await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['main'] });
  await api(hub, '/tables/main/settings', {
    method: 'PUT',
    body: JSON.stringify({ feedDelays: { table: 2 } }),
  });
  await api(hub, '/obs', { method: 'PUT', body: JSON.stringify({ table: 'final' }) });
  const op = await operator(hub);
  await play(op, golden('mafclub-red-win', 'g1'));
  await command(op, { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'g2' });
  await command(op, { type: 'seat/nickname', seat: 1, nickname: 'A' });
  await command(op, { type: 'seat/nickname', seat: 2, nickname: 'B' });
  await command(await operator(hub, { table: 'b' }), { type: 'seat/nickname', seat: 3, nickname: 'C' });
  await hub.close();
}, 60_000);
afterAll(removeDataDirs);
afterEach(removeDataDirs);

function copy(): string {
  const dir = dataDir();
  cpSync(template, dir, { recursive: true });
  return dir;
}

const LOG = 'tables/main/current.jsonl';
const lines = (dir: string) => readFileSync(join(dir, LOG), 'utf8').split('\n');
function editLine(dir: string, i: number, edit: (entry: Record<string, unknown>) => unknown): void {
  const all = lines(dir);
  all[i] = JSON.stringify(edit(JSON.parse(all[i] ?? '') as Record<string, unknown>));
  writeFileSync(join(dir, LOG), all.join('\n'));
}

async function refusedHello(hub: Hub, opts: { kind: 'operator' | 'overlay'; token?: string }) {
  const c = new TestClient(hub.url);
  await c.opened();
  c.send({ t: 'hello', v: 1, table: 'main', feed: 'table', page: 'panel', ...opts });
  const err = await c.next('err');
  await c.waitClosed();
  return err;
}

describe('a damaged table log', () => {
  it.each([
    [
      'a line that is not JSON',
      (dir: string) => writeFileSync(join(dir, LOG), `{"n":1,"at\n` + lines(dir).slice(1).join('\n')),
      1,
    ],
    [
      'an unknown command',
      (dir: string) => editLine(dir, 1, (e) => ({ ...e, command: { type: 'seat/teleport', seat: 1 } })),
      2,
    ],
    [
      'an unknown event',
      (dir: string) => editLine(dir, 1, (e) => ({ ...e, events: [{ type: 'seatTeleported', seat: 1 }] })),
      2,
    ],
    ['a field of the wrong type', (dir: string) => editLine(dir, 1, (e) => ({ ...e, at: 'noon' })), 2],
    [
      'a missing entry',
      (dir: string) =>
        writeFileSync(
          join(dir, LOG),
          lines(dir)
            .filter((_, i) => i !== 1)
            .join('\n'),
        ),
      2,
    ],
    // issue 33: only one append cut short may be cut; lost blocks are damage, kept as they are
    [
      'its last line and a half zeroed (a disk that lost a block)',
      (dir: string) => {
        const bytes = readFileSync(join(dir, LOG));
        const last = (lines(dir).at(-2) ?? '').length + 1;
        bytes.fill(0, bytes.length - last - 10);
        writeFileSync(join(dir, LOG), bytes);
      },
      2,
    ],
    [
      'every byte zeroed',
      (dir: string) => writeFileSync(join(dir, LOG), Buffer.alloc(readFileSync(join(dir, LOG)).length)),
      1,
    ],
    [
      'text after the last line that starts no line',
      (dir: string) => writeFileSync(join(dir, LOG), readFileSync(join(dir, LOG), 'utf8') + 'n":4,"at":1}'),
      4,
    ],
  ])(
    'with %s keeps that table closed, names the file and line, and the rest of the hub serves',
    async (_, damage, line) => {
      const dir = copy();
      damage(dir);
      const bytes = readFileSync(join(dir, LOG));
      const said: string[] = [];
      const hub = await testHub({ dataDir: dir, ...fast, log: (l) => said.push(l) });
      const where = `${join(dir, LOG)}:${line}`;
      expect(said.join('\n')).toContain(`DAMAGED, not restored: ${where}`);
      expect(said.join('\n')).not.toContain('dropped a torn last line');
      const listed = (await (await api(hub, '/damaged-files')).json()) as { files: { file: string }[] };
      expect(listed.files.map((f) => f.file)).toEqual([`${LOG}:${line}`]);

      const asOperator = await refusedHello(hub, { kind: 'operator', token: hub.operatorToken });
      expect(asOperator.code).toBe('table/damaged');
      expect(en(asOperator.message)).toContain(where);
      expect((await refusedHello(hub, { kind: 'overlay' })).code).toBe('table/damaged');
      const http = await api(hub, '/tables/main/state?feed=table');
      expect(http.status).toBe(503);
      expect(((await http.json()) as { error: { code: string } }).error.code).toBe('table/damaged');
      const post = await api(hub, '/tables/main/commands', {
        method: 'POST',
        body: JSON.stringify({ type: 'undo' }),
      });
      expect(post.status).toBe(503);

      // the other table and the archive serve
      expect((await command(await operator(hub, { table: 'b' }), { type: 'undo' })).t).toBe('ack');
      expect((await api(hub, '/games/g1/protocol.json')).status).toBe(200);
      await hub.close();
      expect(readFileSync(join(dir, LOG)).equals(bytes)).toBe(true);
    },
  );

  it('a torn last line (a crash mid-append) is still cut off, and the table serves', async () => {
    const dir = copy();
    const whole = readFileSync(join(dir, LOG), 'utf8');
    writeFileSync(join(dir, LOG), whole + '{"v":1,"n":4,"at":1,"comm');
    const hub = await testHub({ dataDir: dir, ...fast });
    expect((await operator(hub)).view()?.view.seats[1]?.nickname).toBe('B');
    await hub.close();
    expect(readFileSync(join(dir, LOG), 'utf8')).toBe(whole);
  });
});

describe('a damaged archived game log', () => {
  it.each([
    ['every byte zeroed', (bytes: Buffer) => Buffer.alloc(bytes.length)],
    ['an empty file', () => Buffer.alloc(0)],
    [
      'a torn last line (an archive is synced whole: damage there)',
      (b: Buffer) => Buffer.concat([b, Buffer.from('{"v":1,"n":')]),
    ],
  ])(
    'with %s is named, refused as game/damaged (not a table, not an empty protocol) and kept as it is',
    async (_, damage) => {
      const dir = copy();
      const file = join(dir, 'games/g1.jsonl');
      writeFileSync(file, damage(readFileSync(file)));
      const bytes = readFileSync(file);
      const said: string[] = [];
      const hub = await testHub({ dataDir: dir, ...fast, log: (l) => said.push(l) });
      for (const path of ['/games/g1/protocol.json', '/games/g1/protocol.csv', '/games/g1/protocol.html']) {
        const res = await api(hub, path);
        expect(res.status, path).toBe(503);
        const { error } = (await res.json()) as {
          error: { code: string; message: Said };
        };
        expect(error.code).toBe('game/damaged');
        expect(en(error.message)).toContain('games/g1.jsonl');
        expect(en(error.message)).not.toMatch(/table/i);
        expect(ru(error.message)).not.toMatch(/стол/i);
      }
      const listed = (await (await api(hub, '/damaged-files')).json()) as { files: { file: string }[] };
      expect(listed.files.map((f) => f.file)).toEqual(['games/g1.jsonl']);
      expect(said.join('\n')).toContain('DAMAGED FILE games/g1.jsonl');
      expect((await command(await operator(hub), { type: 'undo' })).t).toBe('ack');
      await hub.close();
      expect(readFileSync(file).equals(bytes)).toBe(true);
    },
  );
});

describe('files written before format versions', () => {
  it('load as version 1, the same state, and are not rewritten', async () => {
    const dir = copy();
    const hub = await testHub({ dataDir: dir, ...fast });
    const state = await stateOf(hub);
    await hub.close();
    // what the hub wrote before versions: no `v`, no summary fields in results
    const strip = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(strip)
        : typeof v === 'object' && v !== null
          ? Object.fromEntries(
              Object.entries(v)
                .filter(([k]) => !['v', 'startedAt', 'lastAt'].includes(k))
                .map(([k, x]) => [k, strip(x)]),
            )
          : v;
    for (const [file, text] of Object.entries(filesOf(dir))) {
      if (!/\.(json|jsonl)$/.test(file)) continue;
      const out = file.endsWith('.jsonl')
        ? text.replace(/^.+$/gm, (l) => JSON.stringify(strip(JSON.parse(l))))
        : JSON.stringify(strip(JSON.parse(text)), null, 2);
      expect(out, file).not.toContain('"v":');
      writeFileSync(join(dir, file), out);
    }
    const legacy = filesOf(dir);
    const again = await testHub({ dataDir: dir, ...fast });
    expect(await stateOf(again)).toEqual(state);
    await again.close();
    expect(filesOf(dir)).toEqual(legacy);
  });
});

describe('the games list', () => {
  it('answers from the results index, reading no archived log', async () => {
    const dir = copy();
    const disk = new FaultyDisk();
    const hub = await testHub({ dataDir: dir, disk, ...fast });
    disk.record();
    const list = (await (await api(hub, '/games')).json()) as { games: object[] };
    expect(list.games).toEqual([
      expect.objectContaining({ id: 'g1', gameId: 'g1', table: 'main', tournament: 'cup', winner: 'red' }),
    ]);
    expect(disk.trace?.filter((t) => t.includes('/games/'))).toEqual([]);
    await hub.close();
  });
});

async function stateOf(hub: Hub) {
  const get = async (path: string) => (await api(hub, path)).json();
  const view = (await operator(hub)).view();
  const viewB = (await operator(hub, { table: 'b' })).view();
  return {
    view,
    viewB,
    games: await get('/games'),
    standings: await get('/tournaments/cup/standings'),
    obs: await get('/obs'),
    settings: await get('/tables/main/settings'),
  };
}
