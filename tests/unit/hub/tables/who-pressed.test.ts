import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskLogLineSchema } from '../../../../src/protocol/disk.ts';
import { command, connect, dataDir, operator, removeDataDirs, testHub } from '../helpers.ts';

afterEach(removeDataDirs);

const lines = (dir: string) =>
  readFileSync(join(dir, 'tables/main/current.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { command: { type: string; reason?: string }; by?: string; k?: string });

describe('issue 27: who pressed what, and why a correction was made', () => {
  it('the judge tablet and the panel on one table: each command is logged with its sender, an undo with its reason', async () => {
    const dir = dataDir();
    const hub = await testHub({ dataDir: dir });
    const panel = await operator(hub);
    const judge = await operator(hub, { kind: 'judge', page: 'judge' });
    expect((await command(panel, { type: 'seat/nickname', seat: 1, nickname: 'A' })).t).toBe('ack');
    expect((await command(judge, { type: 'seat/nickname', seat: 2, nickname: 'B' })).t).toBe('ack');
    const undo = await command(judge, { type: 'undo', reason: 'wrong seat' });
    expect(undo.t).toBe('ack');
    const res = await fetch(`${hub.url}/api/v1/tables/main/commands`, {
      method: 'POST',
      headers: { authorization: `Bearer ${hub.operatorToken}` },
      body: JSON.stringify({ type: 'redo', reason: 'it was right' }),
    });
    expect(res.status).toBe(200);

    const log = lines(dir);
    expect(log.map((l) => [l.command.type, l.by, l.command.reason])).toEqual([
      ['seat/nickname', 'operator', undefined],
      ['seat/nickname', 'judge', undefined],
      ['undo', 'judge', 'wrong seat'],
      ['redo', 'http', 'it was right'],
    ]);
    // the running game's protocol says the same (no restart needed)
    const view = (await connect(hub, { feed: 'judge', token: hub.operatorToken })).view();
    const protocol = (await (
      await fetch(`${hub.url}/api/v1/games/${encodeURIComponent(view!.view.gameId)}/protocol.json`, {
        headers: { authorization: `Bearer ${hub.operatorToken}` },
      })
    ).json()) as { log: { by?: string; command: { reason?: string } }[] };
    expect(protocol.log.map((e) => [e.by, e.command.reason])).toEqual([
      ['operator', undefined],
      ['judge', undefined],
      ['judge', 'wrong seat'],
      ['http', 'it was right'],
    ]);
    await hub.close();

    // and it reads back after a restart (the log line's schema knows `by`)
    const again = await testHub({ dataDir: dir });
    expect(again.restored).toMatchObject({ entries: 4 });
    await again.close();
  });

  it('a judge tablet without the token is refused, and an overlay with it still cannot command', async () => {
    const hub = await testHub();
    const bad = await connect(hub, { kind: 'judge', feed: 'judge', token: 'x'.repeat(20) }).catch(() => null);
    expect(bad).toBeNull();
    const overlay = await connect(hub, { feed: 'judge', token: hub.operatorToken });
    const r = await command(overlay, { type: 'seat/nickname', seat: 1, nickname: 'A' });
    expect(r.t === 'err' && r.code).toBe('auth/read-only');
    await hub.close();
  });

  it('a reason longer than 200 characters is refused and nothing changes', async () => {
    const hub = await testHub();
    const panel = await operator(hub);
    await command(panel, { type: 'seat/nickname', seat: 1, nickname: 'A' });
    const r = await command(panel, { type: 'undo', reason: 'x'.repeat(201) });
    expect(r.t === 'err' && r.code).toBe('command/invalid');
    await hub.close();
  });
});

it('the log line of docs/protocol.md "Who sent it, and why" is a valid log line', () => {
  const text = readFileSync(join(import.meta.dirname, '../../../../docs/protocol.md'), 'utf8');
  const section = text.slice(text.indexOf('#### Who sent it, and why'), text.indexOf('### sync'));
  const lines = [...section.matchAll(/```jsonl\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!) as unknown);
  expect(lines).toHaveLength(1);
  expect(DiskLogLineSchema.parse(lines[0])).toMatchObject({
    by: 'judge',
    command: { type: 'undo', reason: 'wrong seat' },
  });
});
