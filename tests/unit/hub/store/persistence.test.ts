import { appendFileSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { command, connect, dataDir, operator, removeDataDirs, testHub } from '../helpers.ts';

afterEach(removeDataDirs);

describe('durable log', () => {
  it('every acked command is on disk as one JSON line before the ack arrives', async () => {
    const dir = dataDir();
    const hub = await testHub({ dataDir: dir });
    const op = await operator(hub);
    await command(op, { type: 'seat/nickname', seat: 1, nickname: 'A' });
    // read while the hub is still running: the ack means the line is already there
    const lines = readFileSync(join(dir, 'tables/main/current.jsonl'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!).command).toEqual({ type: 'seat/nickname', seat: 1, nickname: 'A' });
    await hub.close();
  });

  it('a restarted hub restores every table exactly, with the same seq and token', async () => {
    const dir = dataDir();
    const first = await testHub({ dataDir: dir });
    const op = await operator(first);
    const opB = await operator(first, { table: 'b' });
    await command(op, { type: 'seat/nickname', seat: 1, nickname: 'A' });
    await command(op, { type: 'seat/nickname', seat: 2, nickname: 'B' });
    await command(op, { type: 'undo' });
    await command(opB, { type: 'seat/nickname', seat: 5, nickname: 'E' });
    const before = (await connect(first)).view();
    await first.close();

    const second = await testHub({ dataDir: dir });
    expect(second.operatorToken).toBe(first.operatorToken);
    expect(second.restored).toMatchObject({ tables: 2, entries: 4 });
    const after = (await connect(second)).view();
    expect(after).toEqual(before);
    expect(after?.s).toBe(3);
    const b = (await connect(second, { table: 'b' })).view();
    expect(b?.view.seats[4]?.nickname).toBe('E');
    await second.close();
  });

  it('an overlay waiting on a table before its first command leaves nothing on disk, then gets the game', async () => {
    const dir = dataDir();
    const hub = await testHub({ dataDir: dir });
    const early = await connect(hub, { table: 'final' });
    const typo = await connect(hub, { table: 'fnial' });
    typo.close();
    await typo.waitClosed();
    expect(existsSync(join(dir, 'tables'))).toBe(false);
    const res = await fetch(`${hub.url}/api/v1/tables/final/commands`, {
      method: 'POST',
      headers: { authorization: `Bearer ${hub.operatorToken}` },
      body: JSON.stringify({ type: 'seat/nickname', seat: 1, nickname: 'A' }),
    });
    expect(res.status).toBe(200);
    await early.next('up');
    expect(early.view()?.view.seats[0]?.nickname).toBe('A');
    expect(readdirSync(join(dir, 'tables'))).toEqual(['final']);
    const tables = await (
      await fetch(`${hub.url}/api/v1/tables`, { headers: { authorization: `Bearer ${hub.operatorToken}` } })
    ).json();
    expect((tables as { tables: { id: string }[] }).tables.map((t) => t.id)).toEqual(['final']);
    await hub.close();
  });

  it('a torn last line (crash mid-write, never acked) is ignored and cut off', async () => {
    const dir = dataDir();
    const first = await testHub({ dataDir: dir });
    await command(await operator(first), { type: 'seat/nickname', seat: 3, nickname: 'C' });
    await first.close();
    const file = join(dir, 'tables/main/current.jsonl');
    appendFileSync(file, '{"n":2,"at":1,"command":{"type":"seat/nick');
    const lines: string[] = [];
    const second = await testHub({ dataDir: dir, log: (l) => lines.push(l) });
    expect(lines.join('\n')).toContain('torn');
    const op = await operator(second);
    expect((await op.next('snap')).state.seats[2]?.nickname).toBe('C');
    await command(op, { type: 'seat/nickname', seat: 4, nickname: 'D' });
    const text = readFileSync(file, 'utf8');
    expect(
      text
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l).command.seat),
    ).toEqual([3, 4]);
    await second.close();
  });

  it('game/new on a table with a log archives the old game; its protocol exports as JSON and CSV', async () => {
    const dir = dataDir();
    const hub = await testHub({ dataDir: dir });
    const op = await operator(hub);
    await command(op, { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'g-1' });
    await command(op, { type: 'seat/nickname', seat: 1, nickname: '=cmd|evil' });
    await command(op, { type: 'seat/nickname', seat: 2, nickname: 'Kot, "the cat"' });
    await command(op, { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'g-2' });
    expect(readdirSync(join(dir, 'games'))).toEqual(['g-1.jsonl']);
    const current = readFileSync(join(dir, 'tables/main/current.jsonl'), 'utf8').trim().split('\n');
    expect(current).toHaveLength(1);

    const auth = { authorization: `Bearer ${hub.operatorToken}` };
    const res = await fetch(`${hub.url}/api/v1/games/g-1/protocol.json`, { headers: auth });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      gameId: string;
      log: unknown[];
      final: { seats: { nickname: string }[] };
    };
    expect(body.gameId).toBe('g-1');
    expect(body.log).toHaveLength(3);
    expect(body.final.seats[1]?.nickname).toBe('Kot, "the cat"');

    const csv = await fetch(`${hub.url}/api/games/g-1/protocol.csv`, { headers: auth });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain(`"Kot, ""the cat"""`);
    expect(text).toContain(`'=cmd|evil`); // no spreadsheet formula injection
    expect((await fetch(`${hub.url}/api/v1/games/g-1/protocol.json`)).status).toBe(401);
    const list = (await (await fetch(`${hub.url}/api/v1/games`, { headers: auth })).json()) as {
      games: { id: string; gameId: string; commands: number; table: string | null }[];
    };
    expect(list.games).toEqual([
      expect.objectContaining({ id: 'g-1', gameId: 'g-1', commands: 3, table: null }),
    ]);
    expect((await fetch(`${hub.url}/api/v1/games`)).status).toBe(401);
    expect((await fetch(`${hub.url}/api/v1/games/nope/protocol.json`, { headers: auth })).status).toBe(404);
    await hub.close();
    expect(existsSync(join(dir, 'games/g-1.jsonl'))).toBe(true);
  });
});
