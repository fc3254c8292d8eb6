import { expect, test } from '@playwright/test';
import { createServer } from 'node:net';
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

test('the OBS chip tells a wrong password from an OBS that does not answer', async ({ browser }) => {
  test.setTimeout(60_000);
  const table = 'e2e-obs-faults';
  const obs = await startObs();
  // accepts TCP, never answers: the hub gives up after its connect timeout (5 s) and retries
  const silent = createServer((socket) => void socket.resume());
  await new Promise<void>((ok) => silent.listen(0, '127.0.0.1', ok));
  const silentUrl = `ws://127.0.0.1:${(silent.address() as { port: number }).port}`;
  try {
    const panel = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await panel.goto(`${hub().url}/panel/?table=${table}&token=${hub().token}`);
    const chip = panel.getByTestId('obs-status');
    await expect(chip).toHaveText(/OBS: (off|выкл)/);

    expect((await obsApi({ enabled: true, url: obs.url, password: 'wrong', table })).status).toBe(200);
    await expect(chip).toHaveText(/OBS: (wrong password|неверный пароль)/);
    await expect(chip).toHaveAttribute('data-state', 'auth-failed');
    await expect(chip).toHaveClass(/fatal/);
    await expect(chip).toHaveAttribute('title', /4009/);

    expect((await obsApi({ url: silentUrl, password: obs.password })).status).toBe(200);
    await expect(chip).toHaveText(/OBS: (connecting|подключение)/);
    await expect(chip).toHaveText(/OBS: (timed out|не отвечает)/, { timeout: 10_000 });
    await expect(chip).toHaveClass(/warn/);
    await expect(chip).toHaveAttribute('title', /no answer from OBS/);
    await expect(chip).toHaveAttribute('title', /next try|следующая попытка/);
    // the retries that follow (each waits 5 s for OBS) keep showing the problem, never "connecting"
    for (let i = 0; i < 14; i++) {
      await expect(chip).toHaveAttribute('data-state', 'timeout', { timeout: 100 });
      await panel.waitForTimeout(500);
    }

    expect((await obsApi({ url: obs.url })).status).toBe(200);
    await expect(chip).toHaveAttribute('data-state', 'connected', { timeout: 10_000 });
    await panel.screenshot({ path: 'test-results/panel-obs-faults.png' });
  } finally {
    await obsApi({ enabled: false });
    silent.close();
    await obs.stop();
  }
});

test('O in the panel sets up OBS: a Debian OBS without browser sources is told as such, and O again makes the scenes alone', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const table = 'e2e-obs-setup';
  const obs = await startObs();
  const client = new OBSWebSocket();
  try {
    const scenes = {
      day: 'Mafia Day',
      voting: 'Mafia Voting',
      night: 'Mafia Night',
      finished: 'Mafia Results',
    };
    const put = await obsApi({ enabled: true, url: obs.url, password: obs.password, table, scenes });
    expect(put.status).toBe(200);
    const panel = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await panel.goto(`${hub().url}/panel/?table=${table}&token=${hub().token}&lang=en`);
    await expect(panel.getByTestId('obs-status')).toHaveAttribute('data-state', 'connected');
    await panel.keyboard.press('o');
    // OBS's own refusal, with what to do; nothing half-made is left in OBS
    await expect(panel.getByTestId('error')).toContainText('cannot create browser sources', {
      timeout: 30_000,
    });
    await expect(panel.getByTestId('obs-setup')).toHaveAttribute('data-phase', 'scenesOnly');
    await client.connect(obs.url, obs.password, { rpcVersion: 1 });
    const before = (await client.call('GetSceneList')).scenes.map((s) => String(s.sceneName));
    expect(before.filter((n) => n.startsWith('Mafia'))).toEqual([]);

    await panel.keyboard.press('o');
    await expect(panel.getByTestId('obs-setup')).toHaveText(/OBS ready: made 4 scenes, 0 sources/, {
      timeout: 30_000,
    });
    const after = (await client.call('GetSceneList')).scenes.map((s) => String(s.sceneName));
    expect(after.filter((n) => n.startsWith('Mafia')).sort()).toEqual([
      'Mafia Day',
      'Mafia Night',
      'Mafia Results',
      'Mafia Voting',
    ]);
    await panel.screenshot({ path: 'test-results/panel-obs-setup.png' });
  } finally {
    await obsApi({ enabled: false });
    await client.disconnect().catch(() => {});
    await obs.stop();
  }
});
