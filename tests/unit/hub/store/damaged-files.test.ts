import {
  chmodSync,
  copyFileSync,
  cpSync,
  mkdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DamagedFileListSchema } from '../../../../src/protocol/disk.ts';
import { createLogger, lineSink } from '../../../../src/server/log.ts';
import { command, dataDir, operator, removeDataDirs, tempDir, TestClient, testHub } from '../helpers.ts';
import { FaultyDisk, filesOf } from '../disk-faults.ts';
import { api, fast, golden, httpError, play, putTournament, type Hub } from '../tournament-helpers.ts';
import { en, ru } from '../../../said.ts';

/**
 * Issue 22, "every file the hub reads, damaged, is named in the log and the panel and loses
 * nothing else" (DEVELOPERS.md "On air"): per file, the reason is named, what depends on it
 * refuses to write (the file is never overwritten), and the rest serves.
 */

let template = '';
beforeAll(async () => {
  template = tempDir();
  const hub = await testHub({ dataDir: template, ...fast });
  await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['main'] });
  await api(hub, '/tables/main/settings', {
    method: 'PUT',
    body: JSON.stringify({ feedDelays: { spectator: 30 } }),
  });
  await api(hub, '/obs', { method: 'PUT', body: JSON.stringify({ table: 'final' }) });
  for (const nickname of ['Анна', 'Борис', 'Вера'])
    await api(hub, '/players', { method: 'POST', body: JSON.stringify({ nickname }) });
  const op = await operator(hub);
  await play(op, golden('mafclub-red-win', 'g1'));
  await command(op, { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'g2' });
  await hub.close();
}, 60_000);
afterAll(removeDataDirs);
afterEach(removeDataDirs);

function copy(): string {
  const dir = dataDir();
  cpSync(template, dir, { recursive: true });
  return dir;
}

async function start(dir: string) {
  const said: string[] = [];
  const hub = await testHub({ dataDir: dir, ...fast, log: (l) => said.push(l) });
  return { hub, said: () => said.join('\n') };
}

async function damagedList(hub: Hub) {
  return DamagedFileListSchema.parse(await (await api(hub, '/damaged-files')).json()).files;
}

const edit = (dir: string, file: string, change: (text: string) => string) =>
  writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')));

describe('a damaged tournaments.json', () => {
  it('keeps its sound tournaments, refuses to overwrite it, and a game finished meanwhile counts after the repair (3 games, not 2)', async () => {
    const dir = copy();
    const good = readFileSync(join(dir, 'tournaments.json'), 'utf8');
    // a hand edit broke it: not JSON any more
    writeFileSync(join(dir, 'tournaments.json'), good.replace('"name"', 'name'));
    const broken = readFileSync(join(dir, 'tournaments.json'));
    const { hub, said } = await start(dir);
    expect(said()).toMatch(/DAMAGED FILE tournaments\.json: not JSON/);
    const [listed] = await damagedList(hub);
    expect(listed).toMatchObject({ file: 'tournaments.json', reason: expect.stringContaining('not JSON') });

    const refused = await httpError(
      await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['main'] }),
    );
    expect(refused).toMatchObject({ status: 503, code: 'store/file-damaged' });
    expect(en(refused.message)).toContain('tournaments.json');

    // the crew plays on: g2 and g3 finish and are archived while the file is damaged
    const op = await operator(hub);
    await play(op, golden('mafclub-red-win', 'g2'));
    await play(op, golden('mafclub-red-win', 'g3'));
    await command(op, { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'g4' });
    await hub.close();
    expect(readFileSync(join(dir, 'tournaments.json')).equals(broken)).toBe(true);

    // the operator repairs the file and restarts: every game of the cup counts
    writeFileSync(join(dir, 'tournaments.json'), good);
    const again = await start(dir);
    const standings = (await (await api(again.hub, '/tournaments/cup/standings')).json()) as {
      games: number;
    };
    expect(standings.games).toBe(3);
    expect(await damagedList(again.hub)).toEqual([]);
    await again.hub.close();
  });

  it('with one invalid tournament keeps the others and their standings', async () => {
    const dir = copy();
    const file = JSON.parse(readFileSync(join(dir, 'tournaments.json'), 'utf8')) as {
      tournaments: object[];
    };
    file.tournaments.push({ id: 'bad', name: 42, ruleset: 'mafclub-2023', tables: ['x'] });
    writeFileSync(join(dir, 'tournaments.json'), JSON.stringify(file));
    const { hub } = await start(dir);
    const [listed] = await damagedList(hub);
    expect(listed?.reason).toContain('tournaments.1.name');
    const standings = (await (await api(hub, '/tournaments/cup/standings')).json()) as { games: number };
    expect(standings.games).toBe(1);
    await hub.close();
  });
});

describe('a damaged players.json', () => {
  it('with one invalid entry keeps the other players, and neither a new player nor the photo import at start overwrites it', async () => {
    const dir = copy();
    edit(dir, 'players.json', (t) => t.replace('"Борис"', '""'));
    // a photo dropped for a new player: the import at start would save the roster
    mkdirSync(join(dir, 'photos'));
    copyFileSync(
      join(import.meta.dirname, '../../../fixtures/images/face.png'),
      join(dir, 'photos', 'Глеб.png'),
    );
    const before = readFileSync(join(dir, 'players.json'));
    const { hub, said } = await start(dir);
    expect(said()).toMatch(/DAMAGED FILE players\.json: does not match its format: players\.1\.nickname/);
    const players = (await (await api(hub, '/players')).json()) as { players: { nickname: string }[] };
    expect(players.players.map((p) => p.nickname).sort()).toEqual(['Анна', 'Вера']);
    const refused = await httpError(
      await api(hub, '/players', { method: 'POST', body: JSON.stringify({ nickname: 'Глеб' }) }),
    );
    expect(refused).toMatchObject({ status: 503, code: 'store/file-damaged' });
    expect(ru(refused.message)).toContain('players.json');
    await hub.close();
    expect(readFileSync(join(dir, 'players.json')).equals(before)).toBe(true);
  });
});

describe('a damaged results.jsonl', () => {
  it('names the bad line, counts the rest, and appends after it', async () => {
    const dir = copy();
    edit(dir, 'results.jsonl', (t) => `{"torn\n${t}`);
    const { hub, said } = await start(dir);
    expect(said()).toMatch(/DAMAGED FILE results\.jsonl: line 1: not JSON/);
    const standings = (await (await api(hub, '/tournaments/cup/standings')).json()) as { games: number };
    expect(standings.games).toBe(1);
    await hub.close();
    expect(readFileSync(join(dir, 'results.jsonl'), 'utf8')).toMatch(/^\{"torn\n/);
  });
});

describe("a table's damaged settings.json", () => {
  it('keeps the table closed (its spectator delay is unknown, never 0) and names the file', async () => {
    const dir = copy();
    writeFileSync(join(dir, 'tables/main/settings.json'), '{"feedDelays":{"spectator":"thirty"}}');
    const before = filesOf(dir);
    const { hub, said } = await start(dir);
    expect(said()).toMatch(/DAMAGED FILE tables\/main\/settings\.json: does not match its format/);
    const spectator = new TestClient(hub.url);
    await spectator.opened();
    spectator.send({
      t: 'hello',
      v: 1,
      kind: 'overlay',
      table: 'main',
      feed: 'spectator',
      key: hub.spectatorKey,
    });
    const err = await spectator.next('err');
    expect(err.code).toBe('table/damaged');
    expect(en(err.message)).toContain('settings.json');
    const put = await api(hub, '/tables/main/settings', {
      method: 'PUT',
      body: JSON.stringify({ feedDelays: { spectator: 0 } }),
    });
    expect(put.status).toBe(503);
    await hub.close();
    expect(filesOf(dir)).toEqual(before);
  });
});

describe('a damaged obs.json or companion.json', () => {
  it.each([
    ['obs.json', '/obs', { table: 'main' }],
    ['companion.json', '/companion', { enabled: false }],
  ])(
    '%s is named at error level, its defaults apply, and saving settings is refused',
    async (file, path, body) => {
      const dir = copy();
      writeFileSync(join(dir, file), '{"v":1,"enabled":"yes"');
      const before = readFileSync(join(dir, file));
      const lines: string[] = [];
      const logger = createLogger({ sinks: [lineSink((l) => lines.push(l))], level: 'error' });
      const hub = await testHub({ dataDir: dir, ...fast, logger });
      expect(lines.join('\n')).toContain(`DAMAGED FILE ${file}: not JSON`);
      expect((await damagedList(hub)).map((d) => d.file)).toEqual([file]);
      const refused = await httpError(await api(hub, path, { method: 'PUT', body: JSON.stringify(body) }));
      expect(refused.code).toBe('store/file-damaged');
      await hub.close();
      expect(readFileSync(join(dir, file)).equals(before)).toBe(true);
    },
  );

  it('a damaged obs.json says in the panel that main is on air and switching is off', async () => {
    const dir = copy();
    writeFileSync(join(dir, 'obs.json'), '');
    const { hub } = await start(dir);
    const [listed] = await damagedList(hub);
    expect(listed).toMatchObject({ file: 'obs.json', reason: 'the file is empty' });
    expect(listed?.effect).toMatch(/switching is OFF and table "main" is the table on air/);
    await hub.close();
  });
  it('an obs.json damaged elsewhere keeps its table on air (never a silent cut to main) and switching off', async () => {
    const dir = copy();
    edit(dir, 'obs.json', (t) => t.replace('"enabled": false', '"enabled": "yes"'));
    expect(readFileSync(join(dir, 'obs.json'), 'utf8')).toContain('"table": "final"');
    const { hub } = await start(dir);
    const [listed] = await damagedList(hub);
    expect(listed?.reason).toContain('enabled');
    expect(listed?.effect).toMatch(/switching is OFF and table "final" is the table on air/);
    const obs = (await (await api(hub, '/obs')).json()) as { settings: { table: string; enabled: boolean } };
    expect(obs.settings).toMatchObject({ table: 'final', enabled: false });
    await hub.close();
  });
});

describe('the operator token and spectator key', () => {
  it.each([
    ['operator-token', '', 'the file is empty'],
    ['operator-token', 'abc\n', '3 characters'],
    ['spectator-key', '\n', 'the file is empty'],
  ])('%s holding %j is named and the hub does not start (never regenerated)', async (name, text, reason) => {
    const dir = copy();
    writeFileSync(join(dir, name), text);
    await expect(testHub({ dataDir: dir, ...fast })).rejects.toThrow(reason);
    expect(readFileSync(join(dir, name), 'utf8')).toBe(text);
  });
});

it('the damaged-files list needs the operator token', async () => {
  const dir = copy();
  const { hub } = await start(dir);
  expect((await api(hub, '/damaged-files', { token: false })).status).toBe(401);
  expect(await damagedList(hub)).toEqual([]);
  await hub.close();
});

it('start-up tightening does not follow a symbolic link out of the data directory (a shared photos/ keeps its modes)', async () => {
  const dir = copy();
  const shared = dataDir();
  writeFileSync(join(shared, 'Анна.png'), 'x');
  chmodSync(join(shared, 'Анна.png'), 0o644);
  chmodSync(shared, 0o755);
  symlinkSync(shared, join(dir, 'photos'));
  chmodSync(join(dir, 'players.json'), 0o644);
  const { hub } = await start(dir);
  await hub.close();
  expect(statSync(join(shared, 'Анна.png')).mode & 0o777).toBe(0o644);
  expect(statSync(shared).mode & 0o777).toBe(0o755);
  expect(statSync(join(dir, 'players.json')).mode & 0o777).toBe(0o600);
});

describe('a file the disk cannot read (EIO through the Disk seam)', () => {
  it('results.jsonl: the hub starts, names it, and keeps a finished game on its table rather than archive it unrecorded', async () => {
    const dir = copy();
    const disk = new FaultyDisk().arm({ op: 'readFileSync', path: /results\.jsonl$/, error: 'EIO' });
    const said: string[] = [];
    const hub = await testHub({ dataDir: dir, disk, ...fast, log: (l) => said.push(l) });
    expect(said.join('\n')).toMatch(/DAMAGED FILE results\.jsonl: cannot be read \(EIO\)/);
    const op = await operator(hub);
    await play(op, golden('mafclub-red-win', 'g2'));
    const refused = await command(op, { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'g3' });
    expect(refused).toMatchObject({ t: 'err', code: 'store/file-damaged' });
    expect(op.view()?.view.gameId).toBe('g2');
    await hub.close();
    expect(readFileSync(join(dir, 'results.jsonl'), 'utf8').split('\n').filter(Boolean)).toHaveLength(1);
  });

  it('players.json: named, and no roster write replaces it', async () => {
    const dir = copy();
    const before = readFileSync(join(dir, 'players.json'));
    const disk = new FaultyDisk().arm({ op: 'readFileSync', path: /players\.json$/, error: 'EIO' });
    const hub = await testHub({ dataDir: dir, disk, ...fast });
    expect((await damagedList(hub)).map((d) => [d.file, d.reason])).toEqual([
      ['players.json', 'cannot be read (EIO)'],
    ]);
    const post = await api(hub, '/players', { method: 'POST', body: JSON.stringify({ nickname: 'Глеб' }) });
    expect((await httpError(post)).code).toBe('store/file-damaged');
    await hub.close();
    expect(readFileSync(join(dir, 'players.json')).equals(before)).toBe(true);
  });
});

it('a damaged table log is listed for the panel with its line', async () => {
  const dir = copy();
  writeFileSync(join(dir, 'tables/main/current.jsonl'), '{"n":1,"at\n');
  const { hub } = await start(dir);
  expect((await damagedList(hub)).map((d) => d.file)).toEqual(['tables/main/current.jsonl:1']);
  await hub.close();
});
