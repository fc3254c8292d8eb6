import { cpSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { command, dataDir, operator, removeDataDirs, tempDir, testHub } from '../helpers.ts';
import { FaultyDisk } from '../disk-faults.ts';
import { api, fast, golden, play, putTournament, type Hub } from '../tournament-helpers.ts';

/**
 * game/new moves a finished game to the archive, records its result and starts a new log. The
 * power may go at any step: a restart shows the old game or the new one, never a blank game, and
 * the finished game counts exactly once in its tournament.
 */

let template = '';
beforeAll(async () => {
  template = tempDir();
  const hub = await testHub({ dataDir: template, ...fast });
  await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['main'] });
  await play(await operator(hub), golden('mafclub-red-win', 'g1'));
  await hub.close();
}, 60_000);
afterAll(removeDataDirs);
afterEach(removeDataDirs);

const gameNew = { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'g2' };

async function seen(hub: Hub) {
  const op = await operator(hub);
  const view = op.view()?.view;
  op.close();
  const standings = (await (await api(hub, '/tournaments/cup/standings')).json()) as { games: number };
  const games = (await (await api(hub, '/games')).json()) as { games: { gameId: string }[] };
  return { gameId: view?.gameId, winner: view?.winner, counted: standings.games, games: games.games };
}

describe('a crash during game/new', () => {
  it('at every single step: the old game or the new one after a restart, the result counted once', async () => {
    // how many disk operations a game/new is
    const probeDir = dataDir();
    cpSync(template, probeDir, { recursive: true });
    const probe = new FaultyDisk();
    const hub = await testHub({ dataDir: probeDir, disk: probe, ...fast });
    const op = await operator(hub);
    probe.record();
    expect((await command(op, gameNew)).t).toBe('ack');
    const steps = probe.trace?.length ?? 0;
    await hub.close();
    expect(steps).toBeGreaterThan(8);

    const outcomes = new Set<string>();
    for (let i = 1; i <= steps; i++) {
      const dir = dataDir();
      cpSync(template, dir, { recursive: true });
      const disk = new FaultyDisk();
      const dying = await testHub({ dataDir: dir, disk, ...fast });
      const before = await seen(dying);
      disk.arm({ op: '*', path: /./, nth: i, crash: true });
      const answer = await command(await operator(dying), gameNew);
      expect(disk.fired, `step ${i}`).toBe(true);
      expect(answer.t, `step ${i}: a crashed disk never acknowledges`).toBe('err');
      await dying.close();

      const after = await testHub({ dataDir: dir, ...fast });
      const now = await seen(after);
      await after.close();
      expect(now.counted, `step ${i}: the finished game counts once`).toBe(1);
      expect(existsSync(join(dir, 'tables/main/next.jsonl')), `step ${i}`).toBe(false);
      if (now.gameId === 'g1') {
        expect(now, `step ${i}: the old game`).toEqual(before);
        outcomes.add('old');
      } else {
        expect(now.gameId, `step ${i}: the new game`).toBe('g2');
        expect(now.games.map((g) => g.gameId)).toEqual(['g1']);
        expect(readdirSync(join(dir, 'games'))).toEqual(['g1.jsonl']);
        outcomes.add('new');
      }
    }
    // a crash after the new log took the old one's place is the new game
    expect([...outcomes].sort()).toEqual(['new', 'old']);
  }, 240_000);
});
