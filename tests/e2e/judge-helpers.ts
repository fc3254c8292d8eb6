import { expect, type BrowserContext, type Page, type WebSocketRoute } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { hub } from './hub.ts';

/** What the judge's tablet tests share (issue 27): the devices, the page, the venue Wi-Fi. */
export const TABLET = { viewport: { width: 1280, height: 800 }, hasTouch: true, isMobile: true };
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
export const SHOTS = 'test-results/judge';
mkdirSync(SHOTS, { recursive: true });

export async function openJudge(page: Page, table: string): Promise<void> {
  const { url, token } = hub();
  await page.goto(`${url}/judge/?table=${table}&token=${token}&lang=en`);
  // a loaded machine (the suite shares it, overlay pages are open) can take a while
  await expect(page.getByTestId('judge-connection')).toHaveAttribute('data-status', 'live', {
    timeout: 15_000,
  });
}

/** The newest press has been answered by the hub. */
export async function landed(page: Page): Promise<void> {
  await expect(page.getByTestId('action').first()).toHaveAttribute('data-state', 'acked');
}

/**
 * The venue Wi-Fi drops: the tablet's socket goes through a route the test cuts. `cut` drops every
 * socket and refuses new ones; `answers: false` is the worst moment of a cut: the hub got the
 * command but its answer never reached the tablet. `browserOffline`: the cut takes the browser
 * offline too; without it the page itself still loads (as from the tablet's cache).
 */
export async function wifi(context: BrowserContext, { browserOffline }: { browserOffline: boolean }) {
  const net = { up: true, answers: true, sockets: [] as { page: WebSocketRoute; hub: WebSocketRoute }[] };
  await context.routeWebSocket(/\/ws$/, (ws) => {
    if (!net.up) return void ws.close({ code: 1001, reason: 'no network' });
    const server = ws.connectToServer();
    ws.onMessage((m) => server.send(m));
    server.onMessage((m) => {
      if (net.answers) ws.send(m);
    });
    net.sockets.push({ page: ws, hub: server });
  });
  return {
    net,
    async cut() {
      net.up = false;
      if (browserOffline) await context.setOffline(true);
      for (const s of net.sockets.splice(0)) {
        await s.hub.close();
        await s.page.close({ code: 1001, reason: 'no network' });
      }
    },
    async back() {
      net.answers = true;
      net.up = true;
      if (browserOffline) await context.setOffline(false);
    },
  };
}
