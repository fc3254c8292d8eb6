import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import {
  ClientFrameSchema,
  CommandRequestSchema,
  GameCommandSchema,
  ServerFrameSchema,
} from '../../../../src/protocol/index.ts';
import { StoredQueueSchema } from '../../../../src/judge/outbox-store.ts';

const doc = (name: string) => readFileSync(join(import.meta.dirname, '../../../../docs', name), 'utf8');
const jsonBlocks = (text: string) => [...text.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]!);

it('the frames of docs/protocol.md "Exactly once" (k, s, dup ack, command/stale) parse', () => {
  const text = doc('protocol.md');
  const start = text.indexOf('#### Exactly once');
  const section = text.slice(start, text.indexOf('\n#### ', start));
  const frames = jsonBlocks(section).map((b) => JSON.parse(b) as unknown);
  expect(frames).toHaveLength(3);
  expect(ClientFrameSchema.parse(frames[0])).toMatchObject({ t: 'cmd', k: expect.any(String), s: 43 });
  expect(ServerFrameSchema.parse(frames[1])).toMatchObject({ t: 'ack', dup: true });
  expect(ServerFrameSchema.parse(frames[2])).toMatchObject({ t: 'err', code: 'command/stale', s: 44 });
});

it("the judge's queue kept on the tablet, as docs/protocol.md shows it, is what the tablet reads back", () => {
  const text = doc('protocol.md');
  const start = text.indexOf("#### The judge's queue, kept on the tablet");
  const blocks = jsonBlocks(text.slice(start, text.indexOf('\n#### ', start + 1)));
  expect(blocks).toHaveLength(1);
  const stored = StoredQueueSchema.parse(JSON.parse(blocks[0]!));
  expect(stored.entries.map((e) => e.c.type)).toEqual(['foul/add', 'step/next']);
});

it('every HTTP {"command": …} body in docs/protocol.md and the Companion NEXT body parse', () => {
  const bodies = [...doc('protocol.md').matchAll(/-d '(\{"command":[^']*\})'/g)].map((m) => m[1]!);
  const next = /^\{"command":\{"type":"step\/next"\},"s":\$\(custom:mafia_s\)\}$/m.exec(doc('companion.md'));
  expect(next).not.toBeNull();
  bodies.push(next![0].replace('$(custom:mafia_s)', '43'));
  expect(bodies.length).toBeGreaterThanOrEqual(3);
  for (const body of bodies) {
    const request = CommandRequestSchema.parse(JSON.parse(body));
    expect(GameCommandSchema.safeParse(request.command).success, body).toBe(true);
  }
});
