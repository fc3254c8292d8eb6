import { expect, test } from '@playwright/test';
import OBSWebSocket from 'obs-websocket-js';
import { startObs } from '../obs/headless-obs.ts';
import { hub, postCommand } from './hub.ts';

const obsApi = (body: unknown) =>
  fetch(`${hub().url}/api/v1/obs`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${hub().token}` },
    body: JSON.stringify(body),
  });

test('the panel shows OBS following the game: the scene it switched to, and a missing scene', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const table = 'e2e-obs';
  const obs = await startObs();
  const client = new OBSWebSocket();
  try {
    await client.connect(obs.url, obs.password, { rpcVersion: 1 });
    await client.call('CreateScene', { sceneName: 'Night' });
    const panel = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await panel.goto(`${hub().url}/panel/?table=${table}&token=${hub().token}`);
    await expect(panel.getByTestId('obs-status')).toHaveText(/OBS: (off|выкл)/);

    const put = await obsApi({
      enabled: true,
      url: obs.url,
      password: obs.password,
      table,
      scenes: { night: 'Night', day: 'Day' },
    });
    expect(put.status).toBe(200);
    // "Day" is mapped but OBS has no such scene: the operator is told before the game needs it
    await expect(panel.getByTestId('obs-status')).toHaveClass(/warn/);
    await expect(panel.getByTestId('obs-status')).toHaveAttribute('title', /Day/);

    for (const c of [
      { type: 'game/new', ruleset: 'mafclub-2023' },
      { type: 'deal/seeded', seed: 'e2e-obs' },
      { type: 'game/start' },
    ] as const)
      expect((await postCommand(table, c)).status).toBe(200);
    await expect(panel.getByTestId('obs-status')).toHaveText(/^OBS: Night/); // still warning: no "Day" scene yet
    expect((await client.call('GetCurrentProgramScene')).currentProgramSceneName).toBe('Night');
    await panel.screenshot({ path: 'test-results/panel-obs.png' });
  } finally {
    await obsApi({ enabled: false });
    await client.disconnect().catch(() => {});
    await obs.stop();
  }
});
