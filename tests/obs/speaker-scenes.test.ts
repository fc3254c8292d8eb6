/**
 * Issue 23, OBS follows the speaker, against a real headless OBS: setup makes a scene per seat when
 * asked (idempotently), and the hub then cuts OBS to the speaking seat's scene for each day speech
 * and last word, back to the stage's scene for the vote and the night.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GameCommand } from '../../src/protocol/commands.ts';
import type { ObsStatus, SpeakerScenes } from '../../src/protocol/obs.ts';
import { obsAndHub, until, type ObsAndHub } from './obs-and-hub.ts';

const SEATS = Array.from({ length: 10 }, (_, i) => `Mafia Seat ${i + 1}`);
const STAGES = ['Mafia Day', 'Mafia Night', 'Mafia Results', 'Mafia Voting'];
const golden = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/games/mafclub-red-win.json'), 'utf8')) as {
    commands: GameCommand[];
  }
).commands;

let o: ObsAndHub;
/** Where the game stopped in the golden log (the tests go on with it). */
let next = 0;
const program = async () => (await o.client.call('GetCurrentProgramScene')).currentProgramSceneName;
const obsSettings = async () =>
  (await (await o.api('/obs')).json()) as {
    settings: { speakerScenes: SpeakerScenes; enabled: boolean };
    status: ObsStatus;
  };
beforeAll(async () => {
  o = await obsAndHub();
}, 40_000);
afterAll(() => o?.stop());

test('setup asked for speaker scenes makes one per seat and switches following on; a second run keeps them', async () => {
  expect((await obsSettings()).settings.speakerScenes.enabled).toBe(false);
  const first = await o.setup({ table: 'main', sources: false, speakerScenes: true });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  expect((first.body.created as { scenes: string[] }).scenes.sort()).toEqual([...STAGES, ...SEATS].sort());
  expect(await o.sceneNames()).toEqual([...STAGES, ...SEATS, 'Scene'].sort());
  expect((await obsSettings()).settings.speakerScenes).toEqual({ enabled: true, template: 'Mafia Seat {n}' });

  // following is on now: a plain second run (no flag) keeps the seat scenes rather than duplicating them
  const second = await o.setup({ table: 'main', sources: false });
  expect(second.status).toBe(200);
  expect(second.body.created).toEqual({ scenes: [], inputs: [], items: 0 });
  expect((second.body.kept as string[]).sort()).toEqual([...STAGES, ...SEATS].sort());
}, 30_000);

test("day speeches and last words cut OBS to the speaker's scene; the vote and the night to the stage's", async () => {
  expect((await o.api('/obs', 'PUT', { enabled: true, table: 'main' })).status).toBe(200);
  const connected = await until(obsSettings, (s) => s.status.state === 'connected');
  expect(connected.status.state).toBe('connected');
  expect(connected.status.missingScenes).toEqual([]); // the seat scenes count as mapped, and exist

  const seen: string[] = [];
  const start = golden.findIndex((c) => c.type === 'game/start');
  for (const [i, c] of golden.entries()) {
    const res = await o.api('/tables/main/commands', 'POST', c);
    expect(res.status, JSON.stringify(c)).toBe(200);
    if (i <= start) continue;
    // what OBS must show now: the speaker's scene, the vote's, the night's
    const wanted =
      c.type === 'speech/start' && c.seat !== undefined
        ? `Mafia Seat ${c.seat}`
        : c.type === 'vote/start'
          ? 'Mafia Voting'
          : c.type === 'night/shot'
            ? 'Mafia Night'
            : null;
    if (wanted === null) continue;
    expect(await until(program, (s) => s === wanted), `after ${JSON.stringify(c)}`).toBe(wanted);
    seen.push(wanted);
    if (seen.filter((s) => s === 'Mafia Night').length === 1 && c.type === 'speech/start') {
      next = i + 1;
      break;
    }
  }
  // day 1: ten speeches, the vote, the voted-out seat 3's last word, the night; the killed seat 1's
  // last word the next morning (MafClub 2.4.19, 2.6.6)
  expect(seen).toEqual([...SEATS, 'Mafia Voting', 'Mafia Seat 3', 'Mafia Night', 'Mafia Seat 1']);
}, 60_000);

test('following switched off: a speech leaves OBS on the stage scene', async () => {
  const on = (await obsSettings()).settings.speakerScenes;
  const off = await o.api('/obs', 'PUT', { speakerScenes: { ...on, enabled: false } });
  expect(off.status).toBe(200);
  await until(obsSettings, (s) => s.status.state === 'connected');
  // the killed seat's last word ends, and day 2's first speech starts (seat 4 in this game)
  const rest = golden.slice(next);
  expect(rest.slice(0, 2).map((c) => c.type)).toEqual(['speech/end', 'speech/start']);
  for (const c of rest.slice(0, 2))
    expect((await o.api('/tables/main/commands', 'POST', c)).status).toBe(200);
  expect(await until(program, (s) => s === 'Mafia Day')).toBe('Mafia Day');
  await new Promise((r) => setTimeout(r, 300));
  expect(await program()).toBe('Mafia Day');
}, 30_000);
