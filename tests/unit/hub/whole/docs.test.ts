import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ClientFrameSchema, GameCommandSchema, ServerFrameSchema } from '../../../../src/protocol/index.ts';

const docs = join(import.meta.dirname, '../../../../docs');
/** Every `{"type":…}` command written inline in a doc (tables and curl lines). */
function commandsIn(file: string): string[] {
  const text = readFileSync(join(docs, file), 'utf8');
  return [...text.matchAll(/`(\{"type":[^`]*\})`/g), ...text.matchAll(/-d '(\{"type":[^']*\})'/g)].map(
    (m) => m[1]!,
  );
}

it('every command example in docs/protocol.md and docs/companion.md is a valid command', () => {
  const examples = [...commandsIn('protocol.md'), ...commandsIn('companion.md')];
  expect(examples.length).toBeGreaterThan(50);
  for (const json of examples) expect(GameCommandSchema.safeParse(JSON.parse(json)).success, json).toBe(true);
});

it('docs/protocol.md documents every command type', () => {
  const text = readFileSync(join(docs, 'protocol.md'), 'utf8');
  const documented = new Set([...text.matchAll(/^\| `([a-zA-Z/]+)` +\|/gm)].map((m) => m[1]));
  for (const o of GameCommandSchema.options)
    expect(documented.has(o.shape.type.value), o.shape.type.value).toBe(true);
});

it('every one-line frame example in docs/protocol.md parses as a client or server frame', () => {
  const text = readFileSync(join(docs, 'protocol.md'), 'utf8');
  const lines = text.split('\n').filter((l) => /^\{ "t": "[a-z-]+".*\}$/.test(l.trim()));
  expect(lines.length).toBeGreaterThan(8);
  for (const l of lines) {
    const v = JSON.parse(l.replace('"3b0J…"', '"x"').replace('"q7Zk…"', '"x"')) as unknown;
    const ok = ClientFrameSchema.safeParse(v).success || ServerFrameSchema.safeParse(v).success;
    expect(ok, l).toBe(true);
  }
});
