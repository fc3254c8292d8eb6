import { afterEach, describe, expect, it } from 'vitest';
import { dataDir, removeDataDirs, testHub } from '../helpers.ts';
import { spawnHub, type SpawnedHub } from '../../../../scripts/spawn-hub.ts';

/**
 * Two hubs on one data folder would append to the same logs: a second copy of the venue program
 * (a double click too many) is refused by name. A crashed hub leaves no lock behind.
 */
const running: SpawnedHub[] = [];
afterEach(() => {
  for (const h of running.splice(0)) h.child.kill('SIGKILL');
  removeDataDirs();
});

async function spawned(dir: string): Promise<SpawnedHub> {
  const hub = await spawnHub({ env: { HUB_DATA_DIR: dir } });
  running.push(hub);
  return hub;
}

// each test starts a hub process: a loaded machine can take many seconds to start one
describe('one hub per data folder', { timeout: 90_000 }, () => {
  it('a second hub process on the same folder is refused and says why; the first keeps serving', async () => {
    const dir = dataDir();
    const first = await spawned(dir);
    await expect(testHub({ dataDir: dir })).rejects.toMatchObject({ code: 'hub/data-in-use' });
    await expect(testHub({ dataDir: dir })).rejects.toThrow(/another hub is running on the data folder/);
    const games = await fetch(`${first.url}/api/v1/games`, {
      headers: { authorization: `Bearer ${first.operatorToken}` },
    });
    expect(games.status).toBe(200);
    // another folder is another hub
    const other = await testHub({ dataDir: dataDir() });
    await other.close();
  });

  it('a hub killed with SIGKILL leaves no lock: the next one starts on its folder', async () => {
    const dir = dataDir();
    const first = await spawned(dir);
    const gone = new Promise((ok) => first.child.once('exit', ok));
    first.child.kill('SIGKILL');
    await gone;
    const next = await testHub({ dataDir: dir });
    expect(next.operatorToken).toBe(first.operatorToken);
    await next.close();
  });

  it('a hub closed lets the folder go: a process started after it runs there', async () => {
    const dir = dataDir();
    const hub = await testHub({ dataDir: dir });
    await hub.close();
    const next = await spawned(dir);
    expect(next.operatorToken).toBe(hub.operatorToken);
  });
});
