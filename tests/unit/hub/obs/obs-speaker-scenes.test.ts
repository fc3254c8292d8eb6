/**
 * Issue 23, OBS follows the speaker: with a camera per seat, the bridge wants the speaking seat's
 * scene during a speech, a tie speech or a last word, and the stage's scene otherwise. Off unless
 * switched on; settings files saved before it existed load as they are.
 */
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { execute, newGame, project, type Game } from '../../../../src/engine/index.ts';
import type { GameCommand } from '../../../../src/protocol/commands.ts';
import { DEFAULT_OBS_SETTINGS, type SpeakerScenes } from '../../../../src/protocol/obs.ts';
import { openDataDir } from '../../../../src/server/store/data-dir.ts';
import { ObsLink } from '../../../../src/server/obs/index.ts';
import { planFor } from '../../../../src/server/obs/scene-collection.ts';
import { sceneFor, speakerScenes } from '../../../../src/server/obs/scene-for.ts';
import { Tables } from '../../../../src/server/tables/tables.ts';
import { dataDir, removeDataDirs, testHub } from '../helpers.ts';

const SCENES = DEFAULT_OBS_SETTINGS.scenes;
const SEATS: SpeakerScenes = { enabled: true, template: 'Seat {n}' };
const golden = (
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../fixtures/games/mafclub-red-win.json'), 'utf8'),
  ) as { commands: GameCommand[] }
).commands;

/** The golden game's spectator view after each command, with the command that led to it. */
function views(): { command: GameCommand; view: ReturnType<typeof project> }[] {
  let game: Game = newGame();
  let at = 1_000;
  return golden.map((command) => {
    const done = execute(game, command, (at += 1_000));
    if (!done.ok) throw new Error(done.error.code);
    game = done.game;
    return { command, view: project(game.state, 'spectator') };
  });
}

afterEach(removeDataDirs);

describe('sceneFor with speakers', () => {
  const day = { stage: 'speech', phase: 'day' } as const;

  it('seat 4 speaks -> "Seat 4"; nobody speaks -> the stage scene', () => {
    expect(sceneFor({ ...day, speaker: 4 }, SCENES, SEATS)).toBe('Seat 4');
    expect(sceneFor({ ...day, speaker: null }, SCENES, SEATS)).toBe('Mafia Day');
  });

  it('no speaker map, or following switched off -> the stage scene, as before', () => {
    expect(sceneFor({ ...day, speaker: 4 }, SCENES)).toBe('Mafia Day');
    expect(sceneFor({ ...day, speaker: 4 }, SCENES, { ...SEATS, enabled: false })).toBe('Mafia Day');
  });

  it("a seat's own name wins over the template; a template without {n} is one speaker scene", () => {
    const own: SpeakerScenes = { ...SEATS, seats: { '7': 'Wide 7' } };
    expect(sceneFor({ ...day, speaker: 7 }, SCENES, own)).toBe('Wide 7');
    expect(sceneFor({ ...day, speaker: 8 }, SCENES, own)).toBe('Seat 8');
    expect(speakerScenes(10, { enabled: true, template: 'Speaker cam' })).toEqual(['Speaker cam']);
    expect(speakerScenes(12, own)).toHaveLength(12);
    expect(speakerScenes(10, undefined)).toEqual([]);
  });

  it("a whole game: each speech, the voted-out's and the killed's last words are the seat's scene; votes and nights the stage's", () => {
    const seen = views();
    const lastWords = seen.filter(({ view }) => view.stage === 'lastWord' && view.speaker !== null);
    // MafClub 2.4.19 / 2.6.6: the voted-out seat 3 on day 1, the killed seat 1 on the next morning
    expect(lastWords.map(({ view }) => view.speaker)).toEqual(expect.arrayContaining([3, 1]));
    for (const { view } of lastWords)
      expect(sceneFor(view, SCENES, SEATS)).toBe(`Seat ${String(view.speaker)}`);
    const speeches = seen.filter(({ view }) => view.stage === 'speech' && view.speaker !== null);
    expect(speeches.length).toBeGreaterThan(20);
    for (const { view } of speeches) expect(sceneFor(view, SCENES, SEATS)).toBe(`Seat ${view.speaker}`);
    const voting = seen.filter(({ view }) => view.stage === 'voting');
    expect(voting.length).toBeGreaterThan(0);
    for (const { view } of voting) expect(sceneFor(view, SCENES, SEATS)).toBe('Mafia Voting');
    const night = seen.find(({ command }) => command.type === 'night/shot');
    expect(night && sceneFor(night.view, SCENES, SEATS)).toBe('Mafia Night');
  });
});

describe('the OBS settings file', () => {
  it('a file saved before speaker scenes existed loads as it was, following off, and saves them once set', async () => {
    const dir = dataDir();
    const file = join(dir, 'obs.json');
    const old = { v: 1, ...DEFAULT_OBS_SETTINGS, enabled: false, table: 'final', password: 'pw' };
    writeFileSync(file, JSON.stringify(old));
    chmodSync(file, 0o600);
    const lines: string[] = [];
    const tables = new Tables(openDataDir(dir), {}, () => {});
    const link = new ObsLink(
      openDataDir(dir, (l) => lines.push(l)),
      tables,
      (l) => lines.push(l),
    );
    expect(link.settings.table).toBe('final');
    expect(link.settings.speakerScenes).toBeUndefined();
    expect(link.publicSettings().speakerScenes).toEqual({ enabled: false, template: 'Mafia Seat {n}' });
    expect(lines.filter((l) => /damaged/i.test(l))).toEqual([]);

    expect(
      await link.configure({ speakerScenes: { enabled: true, seats: { '10': 'Seat ten' } } }),
    ).toBeNull();
    const again = new ObsLink(openDataDir(dir), tables, () => {});
    expect(again.settings.speakerScenes).toEqual({
      enabled: true,
      template: 'Mafia Seat {n}',
      seats: { '10': 'Seat ten' },
    });
    expect(again.settings.table).toBe('final');
    await link.close();
    tables.close();
  });

  it('a seat that no table has, or an empty name, is refused and nothing changes', async () => {
    const dir = dataDir();
    const tables = new Tables(openDataDir(dir), {}, () => {});
    const link = new ObsLink(openDataDir(dir), tables, () => {});
    const bad = await link.configure({ speakerScenes: { enabled: true, seats: { '17': 'Seat 17' } } });
    expect(bad?.code).toBe('frame/invalid');
    expect((await link.configure({ speakerScenes: { enabled: true, template: '' } }))?.code).toBe(
      'frame/invalid',
    );
    expect(link.settings.speakerScenes).toBeUndefined();
    tables.close();
  });
});

describe('the OBS setup plan with speaker scenes', () => {
  const input = {
    hubUrl: 'http://127.0.0.1:4321',
    table: 'main',
    lang: 'en' as const,
    spectatorKey: 'k',
    scenes: SCENES,
  };

  it('one scene per seat after the stage scenes, each with the show (full, with the corner bug)', () => {
    const plan = planFor({ ...input, speakerScenes: speakerScenes(10, SEATS) });
    const names = plan.scenes.map((s) => s.name);
    expect(names.slice(-10)).toEqual(Array.from({ length: 10 }, (_, i) => `Seat ${i + 1}`));
    // one page in every scene (issue 38): a second timer or speaker name is never stacked on it
    for (const scene of plan.scenes) expect(scene.sources).toEqual(['Mafia full (main)']);
    expect(plan.sources.map((s) => new URL(s.url).pathname)).toEqual(['/overlay/full/']);
    expect(new URL(plan.sources[0]?.url ?? '').searchParams.get('bug')).toBe('1');
    // off: the plan as before
    expect(planFor(input).scenes.map((s) => s.name)).toEqual(names.slice(0, -10));
  });
});

describe('the scene collection file over HTTP', () => {
  const hub = testHub();
  afterAll(async () => (await hub).stop());

  it('has the seat scenes once following is on (10 for a table with no game yet)', async () => {
    const h = await hub;
    const headers = { 'x-operator-token': h.operatorToken, 'content-type': 'application/json' };
    const names = async () => {
      const r = await fetch(`${h.url}/api/v1/obs/scene-collection?table=main`, { headers });
      const file = (await r.json()) as { scene_order: { name: string }[] };
      return file.scene_order.map((s) => s.name);
    };
    expect((await names()).some((n) => n.startsWith('Mafia Seat'))).toBe(false);
    const put = await fetch(`${h.url}/api/v1/obs`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ speakerScenes: { enabled: true } }),
    });
    expect(put.status).toBe(200);
    const body = (await put.json()) as { settings: { speakerScenes: SpeakerScenes } };
    expect(body.settings.speakerScenes).toEqual({ enabled: true, template: 'Mafia Seat {n}' });
    expect((await names()).filter((n) => n.startsWith('Mafia Seat'))).toHaveLength(10);
  });
});
