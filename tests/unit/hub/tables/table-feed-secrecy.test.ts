import { afterEach, beforeEach, expect, it } from 'vitest';
import { apply, GameViewSchema, type GameCommand, type GameView } from '../../../../src/protocol/index.ts';
import { command, connect, operator, testHub, type TestClient } from '../helpers.ts';

let hub: Awaited<ReturnType<typeof testHub>>;
beforeEach(async () => {
  hub = await testHub({ spectatorKey: 'k', rateLimit: { perSecond: 10_000, burst: 10_000 } });
});
afterEach(async () => {
  await hub.stop();
});

/** What the operator would enter at this stage, reading the judge view (roles included). */
function choose(v: GameView, tried: number): GameCommand {
  const alive = v.seats.filter((s) => s.status === 'alive');
  const red = alive.filter((s) => s.role !== 'mafia' && s.role !== 'don');
  const target = (red[tried % Math.max(1, red.length)] ?? alive[0])?.seat ?? 1;
  const next = v.next?.find((n) => n.command)?.command;
  if (tried === 0 && next) return next;
  switch (v.stage) {
    case 'shot':
      return { type: 'night/shot', seat: target };
    case 'donCheck':
      return { type: 'night/donCheck', seat: target };
    case 'sheriffCheck':
      return { type: 'night/sheriffCheck', seat: alive[tried % alive.length]?.seat ?? 1 };
    case 'clubNight':
      return { type: 'night/heal', seat: target };
    case 'voting':
    case 'revote': {
      const c = v.voting?.candidates[0];
      if (c !== undefined) return { type: 'vote/record', candidate: c, count: alive.length };
      break;
    }
    case 'eliminateAllVote':
      return { type: 'eliminateAll/record', count: alive.length };
    case 'bestMove':
      return { type: 'bestMove', seats: alive.slice(0, 3).map((s) => s.seat) };
    case 'speech':
      if (tried === 1 && v.speaker !== null) return { type: 'nominate', seat: target };
      break;
  }
  return tried % 2 === 0 ? { type: 'step/next' } : { type: 'speech/end' };
}

function assertSafeForTheVenue(view: GameView) {
  GameViewSchema.parse(view);
  expect(view.feed).toBe('table');
  expect(view.next).toBeUndefined();
  if (view.phase === 'finished') return;
  for (const s of view.seats)
    if (s.status === 'alive') expect(s.role, `role of live seat ${s.seat}`).toBeUndefined();
  for (const n of view.nights) {
    // checks and protections are never shown in the venue while the game is on
    expect(n.donCheck).toBeUndefined();
    expect(n.sheriffCheck).toBeUndefined();
    expect(n.heal).toBeUndefined();
    expect(n.visit).toBeUndefined();
    // tonight's shot only after the morning
    if (view.phase === 'night' && n.night === view.night) {
      expect(n.shot).toBeUndefined();
      expect(n.maniacShot).toBeUndefined();
    }
  }
}

async function playScriptedGame(op: TestClient) {
  const setup: GameCommand[] = [
    { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'secrecy' },
    ...Array.from({ length: 10 }, (_, i): GameCommand => ({
      type: 'seat/nickname',
      seat: i + 1,
      nickname: `P${i + 1}`,
    })),
    { type: 'deal/seeded', seed: 'venue-test' },
    { type: 'game/start' },
  ];
  let acks = 0;
  for (const c of setup) if ((await command(op, c)).t === 'ack') acks++;
  for (let step = 0, failures = 0; step < 400 && failures < 6; step++) {
    const judge = op.view()!.view;
    if (judge.phase === 'finished') break;
    const r = await command(op, choose(judge, failures));
    if (r.t === 'ack') {
      acks++;
      failures = 0;
    } else failures++;
  }
  return acks;
}

it('every frame a table-feed client receives during a whole game is valid and shows no secret', async () => {
  const op = await operator(hub);
  const venue = await connect(hub, { feed: 'table', page: 'overlay/seats' });
  const acks = await playScriptedGame(op);
  await venue.next('up', (u) => u.s === op.view()!.s);
  // the whole game was played: deal, nights, days, votes, to the end
  expect(op.view()!.view.phase).toBe('finished');
  expect(acks).toBeGreaterThanOrEqual(50);

  let view: GameView | null = null;
  let ups = 0;
  for (const f of venue.frames) {
    if (f.t === 'snap') view = f.state;
    else if (f.t === 'up') {
      ups++;
      view = apply(view!, f.p);
      assertSafeForTheVenue(view);
    }
  }
  expect(ups).toBe(acks);
  // the venue's reconstruction equals a fresh table-feed snapshot: no drift between patches and state
  const fresh = await connect(hub, { feed: 'table' });
  expect(view).toEqual(fresh.view()!.view);
  // the spectator sees the same game with roles once dealt, so the projection really differs
  const spectator = await connect(hub, { feed: 'spectator', key: 'k' });
  // the finished game is listed for export with its winner
  const games = await fetch(`${hub.url}/api/v1/games`, {
    headers: { authorization: `Bearer ${hub.operatorToken}` },
  });
  expect(((await games.json()) as { games: unknown[] }).games).toEqual([
    expect.objectContaining({ gameId: 'secrecy', table: 'main', winner: op.view()!.view.winner }),
  ]);
  expect(spectator.view()!.view.feed).toBe('spectator');
}, 30_000);
