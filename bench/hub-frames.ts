/**
 * Bytes on the wire of typical updates, measured on a table-feed socket of a running hub while an
 * operator plays a real game to the first vote (used by bench/hub.ts).
 */
import WebSocket from 'ws';
import type { GameCommand, GameView, ServerFrame } from '../src/protocol/index.ts';
import { apply } from '../src/protocol/index.ts';
import type { SpawnedHub } from '../scripts/spawn-hub.ts';

function socket(url: string, hello: object): Promise<{ frames: string[]; ws: WebSocket }> {
  const frames: string[] = [];
  const ws = new WebSocket(url.replace(/^http/, 'ws') + '/ws');
  ws.on('message', (d) => frames.push(String(d)));
  return new Promise((ok, fail) => {
    ws.on('open', () => ws.send(JSON.stringify({ t: 'hello', v: 1, ...hello })));
    ws.once('message', () => ok({ frames, ws }));
    ws.on('error', fail);
  });
}

/** Plays to the first vote; returns the size of each kind of update the table feed received. */
export async function typicalUpdateBytes(hub: SpawnedHub): Promise<Record<string, number>> {
  const table = 'bench-frames';
  const op = await socket(hub.url, { kind: 'operator', table, feed: 'judge', token: hub.operatorToken });
  const venue = await socket(hub.url, { kind: 'overlay', table, feed: 'table', page: 'bench' });
  let judge: GameView | null = null;
  const ackOrErr = async (c: GameCommand): Promise<boolean> => {
    const from = op.frames.length;
    op.ws.send(JSON.stringify({ t: 'cmd', id: from, c }));
    for (;;) {
      await new Promise((r) => setTimeout(r, 2));
      for (const text of op.frames.slice(from)) {
        const f = JSON.parse(text) as ServerFrame;
        if (f.t === 'ack') return true;
        if (f.t === 'err') return false;
      }
    }
  };
  const view = (): GameView => {
    for (const text of op.frames) {
      const f = JSON.parse(text) as ServerFrame;
      if (f.t === 'snap') judge = f.state;
      else if (f.t === 'up' && judge) judge = apply(judge, f.p);
    }
    return judge!;
  };
  const sizes: Record<string, number> = {};
  const measure = async (label: string, c: GameCommand) => {
    const from = venue.frames.length;
    if (!(await ackOrErr(c))) return;
    while (venue.frames.length === from) await new Promise((r) => setTimeout(r, 2));
    sizes[label] = Buffer.byteLength(venue.frames[from]!);
  };
  await ackOrErr({ type: 'game/new', ruleset: 'mafclub-2023', gameId: 'bench-frames' });
  for (let s = 1; s <= 10; s++) await ackOrErr({ type: 'seat/nickname', seat: s, nickname: `Player ${s}` });
  await measure('nickname', { type: 'seat/nickname', seat: 3, nickname: 'Kot' });
  await ackOrErr({ type: 'deal/seeded', seed: 'bench' });
  await ackOrErr({ type: 'game/start' });
  for (let i = 0; i < 60; i++) {
    const v = view();
    if (v.stage === 'voting') break;
    if (
      v.stage === 'speech' &&
      v.speaker &&
      v.speaker <= 3 &&
      !v.nominations.some((n) => n.by === v.speaker)
    ) {
      await ackOrErr({ type: 'nominate', seat: v.speaker + 4 });
      continue;
    }
    if (v.stage === 'speech' && v.speaker === 1 && !sizes.foul)
      await measure('foul', { type: 'foul/add', seat: 2 });
    if (!(await ackOrErr({ type: 'step/next' }))) break;
  }
  const v = view();
  const candidate = v.voting?.candidates[0];
  if (v.stage === 'voting' && candidate !== undefined)
    await measure('vote count (first candidate)', { type: 'vote/record', candidate, count: 3 });
  op.ws.terminate();
  venue.ws.terminate();
  return sizes;
}
