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
  const net = {
    up: true,
    answers: true,
    silent: false,
    sockets: [] as { page: WebSocketRoute; hub: WebSocketRoute }[],
  };
  await context.routeWebSocket(/\/ws$/, (ws) => {
    if (!net.up) return void ws.close({ code: 1001, reason: 'no network' });
    // silent: the socket opens (the route accepts it) but nothing it says reaches the hub
    const server = ws.connectToServer();
    ws.onMessage((m) => {
      if (!net.silent) server.send(m);
    });
    server.onMessage((m) => {
      if (net.answers && !net.silent) ws.send(m);
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
    /** A silent drop: the sockets stay open and nothing gets through, either way. */
    silence() {
      net.silent = true;
    },
    async back() {
      net.answers = true;
      net.silent = false;
      net.up = true;
      if (browserOffline) await context.setOffline(false);
    },
  };
}

/** The newest press has an answer (acknowledged or refused): its state. */
export async function answered(page: Page): Promise<string> {
  const first = page.getByTestId('action').first();
  await expect(first).toHaveAttribute('data-state', /acked|refused/, { timeout: 20_000 });
  return (await first.getAttribute('data-state')) ?? '';
}

/**
 * Plays the game on the tablet by touch to its end: the red team wins (`black`: every seat the
 * reds must vote out, in the order they go, the club's maniac and psychopath too; each day the
 * speaker nominates the first of them still in and every hand goes against him; the psychopath's
 * revenge takes the next of them); night checks on the next living seat,
 * shots missed, or with `shoot` the mafia's shot on the first of those seats still in (a shorter
 * game). `vote(k, tap)` is called for the k-th vote count (0-based) with the tap that records it:
 * the test may cut the network around it. Returns the counts tapped, in order.
 */
export async function playToEnd(
  page: Page,
  black: readonly number[],
  vote: (k: number, tap: () => Promise<void>) => Promise<void> = (_k, tap) => tap(),
  shoot: readonly number[] = [],
): Promise<{ candidate: number; count: number }[]> {
  const seats = await page.locator('[data-testid^="seat-"][data-status]').count();
  const alive = async (seat: number) =>
    (await page.getByTestId(`seat-${seat}`).getAttribute('data-status')) === 'alive';
  const firstBlack = async () => {
    for (const b of black) if (await alive(b)) return b;
    return undefined;
  };
  const votes: { candidate: number; count: number }[] = [];
  let nightSeat = 0;
  const nextAlive = async () => {
    let seat = 0;
    for (let k = 1; k <= seats && seat === 0; k++) {
      const s = ((nightSeat + k - 1) % seats) + 1;
      if (await alive(s)) seat = s;
    }
    nightSeat = seat;
    return seat;
  };
  const spoke = new Set<string>();
  for (let i = 0; i < 500; i++) {
    if (await page.getByTestId('winner').isVisible()) return votes;
    const steps = ((await page.getByTestId('judge-steps').getAttribute('data-steps')) ?? '').split(' ');
    const first = steps[0] ?? '';
    const step = async (id: string) => {
      await page.getByTestId(`step-${id}`).tap();
      return answered(page);
    };
    if (first === 'vote-on' || first === 'eliminateAll' || first === 'vote-late') {
      const pad = page.getByTestId('count-pad');
      const candidate = Number(await pad.getAttribute('data-candidate'));
      const max = (await pad.locator('.pad button').count()) - 1;
      // every hand against the one to go today (the club's vote on everyone counts each seat)
      let n = first === 'vote-on' && candidate === (await firstBlack()) ? max : 0;
      await vote(votes.length, async () => {
        await page.getByTestId(`count-${n}`).tap();
      });
      // more hands than are left (vote/too-many): one fewer, until the hub takes it
      while ((await answered(page)) === 'refused' && n > 0) await page.getByTestId(`count-${--n}`).tap();
      votes.push({ candidate, count: n });
      continue;
    }
    if ((first === 'speech-end' && steps.includes('nominate')) || first === 'nominate-lost-turn') {
      // two a day (one alone leaves without a vote): the first black still in, then a red one
      const nominated = await page.locator('.seat.nominated').count();
      let target = nominated === 0 ? await firstBlack() : undefined;
      for (let s = 1; s <= seats && nominated === 1 && target === undefined; s++)
        if (
          !black.includes(s) &&
          (await alive(s)) &&
          !(await page.getByTestId(`seat-${s}`).getAttribute('class'))?.includes('nominated')
        )
          target = s;
      const id = first === 'nominate-lost-turn' ? first : 'nominate';
      // one nomination a speech (a second would replace it)
      const speech = `${await page.locator('header .stage').innerText()}/${await page.locator('.seat.speaking').getAttribute('data-testid')}`;
      if (nominated < 2 && target !== undefined && !spoke.has(speech)) {
        spoke.add(speech);
        await page.getByTestId(`seat-${target}`).tap();
        await step(id);
        continue;
      }
    }
    if (first === 'shot' || first === 'maniacShot') {
      let target: number | undefined;
      for (const r of first === 'shot' ? shoot : []) if (target === undefined && (await alive(r))) target = r;
      if (target === undefined) await step(`${first}-miss`);
      else {
        await page.getByTestId(`seat-${target}`).tap();
        await step(first);
      }
      continue;
    }
    if (steps.includes('revenge')) {
      // the psychopath voted out takes along the first of `black` still in (else the next seat),
      // offered beside his last word
      await page.getByTestId(`seat-${(await firstBlack()) ?? (await nextAlive())}`).tap();
      await step('revenge');
      continue;
    }
    if (['donCheck', 'sheriffCheck', 'heal', 'visit'].includes(first)) {
      // the next living seat each time (a doctor may not heal one seat twice running)
      const seat = await nextAlive();
      await page.getByTestId(`seat-${seat}`).tap();
      if ((await step(first)) === 'refused' && steps.includes(`${first}-pass`)) await step(`${first}-pass`);
      continue;
    }
    if (first === 'bestMove') {
      await step('bestMove-none');
      continue;
    }
    expect(first, `no step to take (${steps.join(' ')})`).not.toBe('');
    await step(first);
  }
  throw new Error('the game did not end in 500 taps');
}

/** The roles as the judge sees them holding the roles control (touch): seat by seat. */
export async function peekRoles(page: Page): Promise<string[]> {
  const peek = page.getByTestId('peek');
  await peek.dispatchEvent('pointerdown', { pointerType: 'touch' });
  await expect(page.locator('[data-testid^="role-"]')).toHaveCount(
    await page.locator('[data-testid^="seat-"][data-status]').count(),
  );
  const roles: string[] = [];
  const n = await page.locator('[data-testid^="seat-"][data-status]').count();
  for (let s = 1; s <= n; s++) roles.push(await page.getByTestId(`role-${s}`).innerText());
  await peek.dispatchEvent('pointerup', { pointerType: 'touch' });
  return roles;
}

/** A line of the hub's log, as the protocol serves it. */
export interface LogLine {
  n: number;
  k?: string;
  by?: string;
  command: { type: string; seat?: number | null; reason?: string; candidate?: number; count?: number };
}

/** The table's current game as its protocol says (`protocol.json`): the winner and the command log. */
export async function protocol(table: string): Promise<{ winner: string | null; log: LogLine[] }> {
  const { url, token } = hub();
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const state = (await (await fetch(`${url}/api/v1/tables/${table}/state?feed=table`, auth)).json()) as {
    state: { gameId: string };
  };
  const res = await fetch(
    `${url}/api/v1/games/${encodeURIComponent(state.state.gameId)}/protocol.json`,
    auth,
  );
  return (await res.json()) as { winner: string | null; log: LogLine[] };
}
