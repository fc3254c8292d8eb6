import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { GameCommandSchema } from '../../../../src/protocol/index.ts';
import { testHub } from '../helpers.ts';
import { STARTED_GAME } from '../started-game.ts';

/**
 * Companion's page export as published in bitfocus/companion shared-lib/lib/Model:
 * ExportModel.ts @ 0887ab781a59b10ae58f99bc3a80ae22c15570ff (ExportBase, ExportPageModelv6,
 * ExportPageContentv6, ExportInstanceFullv6), ButtonModel.ts @ 28e7f75f00b4acad9d3109ccb8f0d6cb400f7975
 * (NormalButtonModel) and EntityModel.ts @ 2c98e05761c0cb34620d151c8b7d15495e465fe6 (ActionEntityModel).
 */
const ActionEntity = z.object({
  type: z.literal('action'),
  id: z.string().min(1),
  definitionId: z.string().min(1),
  connectionId: z.string().min(1),
  options: z.record(z.string(), z.unknown()),
  disabled: z.boolean().optional(),
  upgradeIndex: z.number().optional(),
});
const NormalButton = z.object({
  type: z.literal('button'),
  options: z.object({
    stepProgression: z.enum(['auto', 'manual', 'expression']),
    rotaryActions: z.boolean(),
  }),
  style: z.object({ text: z.string() }).loose(),
  feedbacks: z.array(z.unknown()),
  steps: z.record(
    z.string(),
    z.object({
      action_sets: z.record(z.string(), z.array(ActionEntity).optional()),
      options: z.object({ runWhileHeld: z.array(z.unknown()) }).loose(),
    }),
  ),
});
const ExportPage = z.object({
  version: z.union([6, 7, 8, 9, 10, 11, 12].map((v) => z.literal(v))),
  type: z.literal('page'),
  companionBuild: z.string().optional(),
  oldPageNumber: z.number().int(),
  page: z.object({
    id: z.string().optional(),
    name: z.string(),
    controls: z.record(z.string(), z.record(z.string(), NormalButton)),
    gridSize: z.object({
      minColumn: z.number(),
      maxColumn: z.number(),
      minRow: z.number(),
      maxRow: z.number(),
    }),
  }),
  instances: z.record(
    z.string(),
    z.object({
      label: z.string(),
      moduleId: z.string(),
      lastUpgradeIndex: z.number(),
      config: z.unknown(),
      isFirstInit: z.boolean(),
      enabled: z.boolean(),
    }),
  ),
  connectionCollections: z.array(z.unknown()).optional(),
});

let hub: Awaited<ReturnType<typeof testHub>>;
beforeAll(async () => {
  hub = await testHub();
});
afterAll(() => hub.stop());
const get = (path: string, token: string | null = hub.operatorToken) =>
  fetch(`${hub.url}/api/v1${path}`, { headers: token ? { 'x-operator-token': token } : {} });

test('the Companion page needs the operator token (it carries it) and a valid table id', async () => {
  expect((await get('/companion/page?table=final', null)).status).toBe(401);
  expect((await get('/companion/page?table=Final')).status).toBe(400);
});

test("a crew imports the page into Companion: every key's POST reaches table final and the hub takes it", async () => {
  const res = await get('/companion/page?table=final');
  expect(res.status).toBe(200);
  const page = ExportPage.parse(await res.json());
  expect(Object.values(page.instances).map((i) => i.moduleId)).toEqual(['generic-http']);
  const keys = Object.values(page.page.controls).flatMap((row) => Object.values(row));
  expect(keys).toHaveLength(30);

  const press = async (options: Record<string, unknown>) => {
    // what generic-http's POST does with these options: the header JSON, the content type, the body
    const headers = {
      ...(JSON.parse(String(options.header)) as Record<string, string>),
      'content-type': String(options.contenttype),
    };
    const r = await fetch(String(options.url), { method: 'POST', headers, body: String(options.body) });
    return { status: r.status, body: (await r.json()) as { error?: { code: string } } };
  };
  const all = keys.map((k) => k.steps['0']?.action_sets.down?.[0]);
  // The director's switches post a flip to the table's display (issue 23), the rest a command.
  const onDisplay = (a: (typeof all)[number]) => String(a?.options.url).endsWith('/display');
  const switches = all.filter(onDisplay);
  expect(switches.map((a) => String(a?.options.body))).toEqual([
    '{"flip":"roles"}',
    '{"flip":"scores"}',
    '{"flip":"overlay"}',
    '{"flip":"nights"}',
    '{"flip":"votes"}',
  ]);
  for (const a of switches) expect(String(a?.options.url)).toBe(`${hub.url}/api/v1/tables/final/display`);
  const roles = await press(switches[0]!.options);
  const others = { scores: true, overlay: true, nights: false, votes: false };
  expect(roles).toEqual({ status: 200, body: { roles: false, ...others } });
  expect((await press(switches[0]!.options)).body).toEqual({ roles: true, ...others });
  // NIGHTS calls up the record of past nights (off until pressed) and puts it away
  expect((await press(switches[3]!.options)).body).toEqual({ roles: true, ...others, nights: true });
  expect((await press(switches[3]!.options)).body).toEqual({ roles: true, ...others });
  const actions = all.filter((a) => !onDisplay(a));
  for (const a of actions) {
    expect(a?.definitionId).toBe('post');
    expect(String(a?.options.url)).toBe(`${hub.url}/api/v1/tables/final/commands`);
    expect(GameCommandSchema.safeParse(JSON.parse(String(a?.options.body))).success).toBe(true);
  }
  // a game at table final, started the way a button would send its commands
  const [first] = actions;
  for (const c of STARTED_GAME)
    expect((await press({ ...first?.options, body: JSON.stringify(c) })).status).toBe(200);
  const foul3 = keys.findIndex((k) => k.style.text === 'FOUL 3');
  expect((await press(actions[foul3]!.options)).status).toBe(200);
  const state = (await (await get('/tables/final/state?feed=table')).json()) as {
    state: { seats: { fouls: number }[] };
  };
  expect(state.state.seats[2]?.fouls).toBe(1);
  // every other key: taken, or refused by the game's rules for this moment, never by the hub
  for (const a of actions) {
    const answer = await press(a!.options);
    if (answer.status !== 200) expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.error?.code ?? '').not.toMatch(/^(auth|frame|command|http)\//);
  }
});
