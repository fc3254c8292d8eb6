import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { command, dataDir, operator, removeDataDirs, testHub } from '../helpers.ts';
import { api, fast, golden, play, putTournament } from '../tournament-helpers.ts';

/** Logs and archives hold roles, the data directory tokens and the OBS password: owner only. */

afterEach(removeDataDirs);

function modes(dir: string): Record<string, string> {
  const out: Record<string, string> = { '.': (statSync(dir).mode & 0o777).toString(8) };
  const walk = (d: string, rel: string): void => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      out[`${rel}${name}`] = (statSync(p).mode & 0o777).toString(8);
      if (statSync(p).isDirectory()) walk(p, `${rel}${name}/`);
    }
  };
  walk(dir, '');
  return out;
}

describe('file modes', () => {
  it('everything the hub writes is 0600 in directories of 0700', async () => {
    const dir = join(dataDir(), 'data');
    const hub = await testHub({ dataDir: dir, ...fast });
    await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['main'] });
    await api(hub, '/tables/main/settings', {
      method: 'PUT',
      body: JSON.stringify({ feedDelays: { table: 1 } }),
    });
    await api(hub, '/obs', { method: 'PUT', body: JSON.stringify({ password: 'secret' }) });
    const op = await operator(hub);
    await play(op, golden('mafclub-red-win', 'g1'));
    await command(op, { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'g2' });
    await hub.close();
    const all = modes(dir);
    expect(Object.keys(all).sort()).toEqual(
      [
        '.',
        'games',
        'games/g1.jsonl',
        'obs.json',
        'operator-token',
        'results.jsonl',
        'spectator-key',
        'tables',
        'tables/main',
        'tables/main/current.jsonl',
        'tables/main/settings.json',
        'tournaments.json',
      ].sort(),
    );
    for (const [path, mode] of Object.entries(all))
      expect(mode, path).toBe(statSync(join(dir, path)).isDirectory() ? '700' : '600');
  });

  it('a data directory an older hub left readable to all is made private on start', async () => {
    const dir = dataDir();
    mkdirSync(join(dir, 'tables/main'), { recursive: true });
    mkdirSync(join(dir, 'games'));
    writeFileSync(join(dir, 'tables/main/current.jsonl'), '');
    writeFileSync(join(dir, 'games/old.jsonl'), '');
    writeFileSync(join(dir, 'results.jsonl'), '');
    for (const p of ['.', 'tables', 'tables/main', 'games']) chmodSync(join(dir, p), 0o755);
    for (const p of ['tables/main/current.jsonl', 'games/old.jsonl', 'results.jsonl'])
      chmodSync(join(dir, p), 0o644);
    const hub = await testHub({ dataDir: dir, ...fast });
    await hub.close();
    for (const [path, mode] of Object.entries(modes(dir)))
      expect(mode, path).toBe(statSync(join(dir, path)).isDirectory() ? '700' : '600');
  });
});
