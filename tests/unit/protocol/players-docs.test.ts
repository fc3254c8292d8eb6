import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import {
  PlayerInputSchema,
  PlayerListSchema,
  PlayerPatchSchema,
  TournamentInputSchema,
} from '../../../src/protocol/index.ts';

const protocol = readFileSync(join(import.meta.dirname, '../../../docs/protocol.md'), 'utf8');
const section = protocol.split('### Players')[1]?.split('\n### ')[0] ?? '';

it('every request body in the "Players" examples of docs/protocol.md is what the hub accepts', () => {
  const bodies = [...section.matchAll(/-d '(\{[^']*\})'/g)].map((m) => JSON.parse(m[1] ?? '') as unknown);
  expect(bodies.length).toBeGreaterThanOrEqual(3);
  for (const body of bodies) {
    const ok = [PlayerInputSchema, PlayerPatchSchema, TournamentInputSchema].some(
      (s) => s.safeParse(body).success,
    );
    // commands are checked by docs.test.ts; here the roster's own bodies
    if (!(typeof body === 'object' && body !== null && 'type' in body))
      expect(ok, JSON.stringify(body)).toBe(true);
  }
});

it('the roster rows of the HTTP table show answers and bodies of the real schemas', () => {
  const row = (path: string) => protocol.split('\n').find((l) => l.startsWith(`| \`${path}`)) ?? '';
  const json = (line: string) =>
    [...line.matchAll(/`(\{[^`]*\})`/g)].map((m) => JSON.parse(m[1] ?? '') as unknown);
  expect(PlayerListSchema.safeParse(json(row('GET /api/v1/players'))[0]).success).toBe(true);
  expect(PlayerInputSchema.safeParse(json(row('POST /api/v1/players'))[0]).success).toBe(true);
  const patches = json(row('GET` / `PATCH /api/v1/players/:id'));
  expect(patches).toHaveLength(2);
  for (const patch of patches)
    expect(PlayerPatchSchema.safeParse(patch).success, JSON.stringify(patch)).toBe(true);
});
