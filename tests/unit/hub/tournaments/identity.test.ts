import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOGO, DEFAULT_THEME, IdentityFrameSchema } from '../../../../src/protocol/index.ts';
import { FaultyDisk } from '../disk-faults.ts';
import { command, connect, dataDir, operator, removeDataDirs, testHub, type TestClient } from '../helpers.ts';
import { api, fast, golden, httpError, play, putTournament } from '../tournament-helpers.ts';
import { en } from '../../../said.ts';

/**
 * A tournament's identity on screen (issue 9): every overlay of its tables, on every feed, is told
 * the name, stage, table label, game number, logo, sponsor and theme, after its snapshot and
 * whenever they change; the hub refuses what it cannot show and keeps what it took.
 */

afterEach(removeDataDirs);

const identity = {
  stage: 'Финал',
  tables: { t1: 'Стол 1' },
  sponsor: { name: 'Acme' },
  theme: { accent: '#00a0e0', font: 'oswald' },
};
const cup = { name: 'Кубок города', ruleset: 'mafclub-2023', tables: ['t1'], identity };
const putIdentity = (hub: Parameters<typeof api>[0], body: unknown, token = true) =>
  api(hub, '/tournaments/cup/identity', { method: 'PUT', body: JSON.stringify(body), token });

/** Everything the hub sent before this returns has arrived (a pong answers after it). */
async function barrier(c: TestClient): Promise<void> {
  const c0 = Math.random();
  c.send({ t: 'ping', c: c0 });
  await c.next('pong', (f) => f.c === c0, 0);
}

const identities = (c: TestClient, from = 0) =>
  c.frames.slice(from).flatMap((f) => (f.t === 'identity' ? [IdentityFrameSchema.parse(f)] : []));

describe('tournament identity', () => {
  it('reaches the table and spectator overlays after the snapshot, and again when it changes', async () => {
    const hub = await testHub({ dataDir: dataDir(), ...fast });
    expect((await putTournament(hub, 'cup', cup)).status).toBe(200);
    const venue = await connect(hub, { table: 't1' });
    const stream = await connect(hub, { table: 't1', feed: 'spectator', key: hub.spectatorKey });
    for (const c of [venue, stream]) {
      const first = IdentityFrameSchema.parse(await c.next('identity'));
      expect(first).toEqual({
        t: 'identity',
        tournament: 'cup',
        name: 'Кубок города',
        stage: 'Финал',
        table: 'Стол 1',
        game: 1,
        logo: DEFAULT_LOGO,
        sponsor: { name: 'Acme', logo: null },
        theme: { ...DEFAULT_THEME, accent: '#00a0e0', font: 'oswald' },
      });
    }
    const from = venue.frames.length;
    expect((await putIdentity(hub, { ...identity, stage: 'Полуфинал' })).status).toBe(200);
    const changed = await stream.next('identity', (f) => f.stage === 'Полуфинал');
    expect(changed.name).toBe('Кубок города');
    await venue.next('identity', (f) => f.stage === 'Полуфинал', from);

    // the same identity again changes nothing on screen: nothing is sent
    const quiet = venue.frames.length;
    expect((await putIdentity(hub, { ...identity, stage: 'Полуфинал' })).status).toBe(200);
    await barrier(venue);
    expect(identities(venue, quiet)).toEqual([]);
    await hub.close();
  });

  it('counts the game on the table: a finished game and game/new make it game 2', async () => {
    const hub = await testHub({ dataDir: dataDir(), ...fast });
    await putTournament(hub, 'cup', cup);
    const venue = await connect(hub, { table: 't1' });
    await venue.next('identity');
    const op = await operator(hub, { table: 't1' });
    await play(op, golden('mafclub-red-win', 'g1'));
    await barrier(venue);
    expect(identities(venue).map((f) => f.game)).toEqual([1]); // finished, still game 1 on screen
    const from = venue.frames.length;
    const next = golden('mafclub-red-win', 'g2')[0];
    expect((await command(op, next)).t).toBe('ack');
    expect((await venue.next('identity', () => true, from)).game).toBe(2);
    await hub.close();
  });

  it('a delayed stream shows game 2 with the new game, not a delay early; a page joining meanwhile sees game 1', async () => {
    const hub = await testHub({
      dataDir: dataDir(),
      ...fast,
      spectatorKey: 'k',
      feedDelays: { spectator: 0.4 },
    });
    await putTournament(hub, 'cup', cup);
    const op = await operator(hub, { table: 't1' });
    await play(op, golden('mafclub-red-win', 'g1'));
    const stream = await connect(hub, { table: 't1', feed: 'spectator', key: 'k' });
    await stream.next('identity');
    const end = op.view()!.s;
    if (stream.view()!.s < end) await stream.next('up', (u) => u.s === end); // the delayed feed shows the end
    const from = stream.frames.length;
    const sent = Date.now();
    expect((await command(op, golden('mafclub-red-win', 'g2')[0])).t).toBe('ack');

    const late = await connect(hub, { table: 't1', feed: 'spectator', key: 'k' });
    expect((await late.next('identity')).game).toBe(1); // its snapshot is still game 1's end

    const newGame = await stream.next('identity', () => true, from);
    expect(Date.now() - sent).toBeGreaterThanOrEqual(390);
    expect(newGame.game).toBe(2);
    // the new game's first update came before its number, on the same delay
    const order = stream.frames.slice(from).map((f) => f.t);
    expect(order.indexOf('up')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('up')).toBeLessThan(order.indexOf('identity'));
    await hub.close();
  });

  it('a table in no tournament gets the default identity, labelled by its id', async () => {
    const hub = await testHub({ dataDir: dataDir(), ...fast });
    const outsider = await connect(hub, { table: 'side' });
    expect(IdentityFrameSchema.parse(await outsider.next('identity'))).toMatchObject({
      tournament: null,
      name: null,
      stage: null,
      table: 'side',
      game: 1,
      logo: DEFAULT_LOGO,
      sponsor: null,
      theme: DEFAULT_THEME,
    });
    // joining a tournament brings its identity at once; leaving takes it away again
    const from = outsider.frames.length;
    await putTournament(hub, 'cup', { ...cup, tables: ['t1', 'side'] });
    expect((await outsider.next('identity', () => true, from)).name).toBe('Кубок города');
    const left = outsider.frames.length;
    await putTournament(hub, 'cup', cup);
    expect((await outsider.next('identity', () => true, left)).name).toBe(null);
    await hub.close();
  });

  it("a table's own label (its settings) names it where its tournament does not, across a restart", async () => {
    const dir = dataDir();
    const hub = await testHub({ dataDir: dir, ...fast });
    const outsider = await connect(hub, { table: 'side' });
    await outsider.next('identity');
    const from = outsider.frames.length;
    const res = await api(hub, '/tables/side/settings', {
      method: 'PUT',
      body: JSON.stringify({ label: 'Стол 5' }),
    });
    expect(await res.json()).toEqual({ feedDelays: { table: 0, spectator: 0, judge: 0 }, label: 'Стол 5' });
    expect(await outsider.next('identity', () => true, from)).toMatchObject({ table: 'Стол 5', name: null });
    // the feed delays keep it, and a tournament's own label wins over it
    await api(hub, '/tables/side/settings', {
      method: 'PUT',
      body: JSON.stringify({ feedDelays: { spectator: 0 } }),
    });
    await putTournament(hub, 'cup', { ...cup, tables: ['t1', 'side'] });
    const shown = async () => (await (await api(hub, '/tables/side/identity')).json()) as { table: string };
    expect(await shown()).toMatchObject({ table: 'Стол 5', tournament: 'cup' });
    await putTournament(hub, 'cup', { ...cup, identity: { tables: { side: 'Стол Б' } }, tables: ['side'] });
    expect((await shown()).table).toBe('Стол Б');
    await putTournament(hub, 'cup', { ...cup, tables: ['side'] });
    await hub.close();

    const again = await testHub({ dataDir: dir, ...fast });
    const venue = await connect(again, { table: 'side' });
    expect(await venue.next('identity')).toMatchObject({ table: 'Стол 5', name: 'Кубок города' });
    await again.close();
  });

  it('refuses what it cannot show, with a typed error, and changes nothing', async () => {
    const hub = await testHub({ dataDir: dataDir(), ...fast });
    await putTournament(hub, 'cup', cup);
    const venue = await connect(hub, { table: 't1' });
    await venue.next('identity');
    const from = venue.frames.length;

    const grey = await httpError(await putIdentity(hub, { theme: { text: '#777777', plate: '#666666' } }));
    expect(grey).toMatchObject({ status: 422, code: 'identity/low-contrast' });
    expect(en(grey.message)).toMatch(/#777777 on plate #666666/);
    const colour = await httpError(await putIdentity(hub, { theme: { red: 'red' } }));
    expect(colour).toMatchObject({ status: 400, code: 'frame/invalid' });
    const elsewhere = await httpError(await putIdentity(hub, { logo: 'https://example.com/x.png' }));
    expect(elsewhere).toMatchObject({ status: 400, code: 'frame/invalid' });
    const font = await httpError(await putIdentity(hub, { theme: { font: 'Comic Sans' } }));
    expect(font.code).toBe('frame/invalid');
    expect((await httpError(await putIdentity(hub, {}, false))).code).toBe('auth/token');
    const unknown = api(hub, '/tournaments/nope/identity', { method: 'PUT', body: '{}' });
    expect(await httpError(await unknown)).toMatchObject({ status: 404, code: 'tournament/unknown' });
    // a whole-tournament PUT is checked the same way
    const whole = { ...cup, identity: { theme: { text: '#0e1018' } } };
    expect((await httpError(await putTournament(hub, 'cup', whole))).code).toBe('identity/low-contrast');

    await barrier(venue);
    expect(identities(venue, from)).toEqual([]);
    expect(await (await api(hub, '/tournaments/cup/identity')).json()).toEqual(identity);
    await hub.close();
  });

  it('persists across a restart; a PUT of the tournament without identity keeps it', async () => {
    const dir = dataDir();
    const hub = await testHub({ dataDir: dir, ...fast });
    await putTournament(hub, 'cup', cup);
    const { identity: _, ...plain } = cup;
    expect((await putTournament(hub, 'cup', { ...plain, name: 'Кубок' })).status).toBe(200);
    await hub.close();

    const again = await testHub({ dataDir: dir, ...fast });
    const venue = await connect(again, { table: 't1' });
    expect(await venue.next('identity')).toMatchObject({ name: 'Кубок', stage: 'Финал', table: 'Стол 1' });
    const shown = (await (await api(again, '/tables/t1/identity')).json()) as { theme: unknown };
    expect(shown.theme).toEqual({ ...DEFAULT_THEME, accent: '#00a0e0', font: 'oswald' });
    await again.close();
  });

  it('a write the disk refuses fails closed: store/write-failed, nothing sent, the old identity kept', async () => {
    const disk = new FaultyDisk();
    const hub = await testHub({ dataDir: dataDir(), disk, ...fast });
    await putTournament(hub, 'cup', cup);
    const venue = await connect(hub, { table: 't1' });
    await venue.next('identity');
    const from = venue.frames.length;
    disk.arm({ op: 'renameSync', path: /tournaments\.json$/ });
    const refused = await httpError(await putIdentity(hub, { ...identity, stage: 'Другой' }));
    expect(disk.fired).toBe(true);
    expect(refused).toMatchObject({ status: 503, code: 'store/write-failed' });
    await barrier(venue);
    expect(identities(venue, from)).toEqual([]);
    expect(await (await api(hub, '/tables/t1/identity')).json()).toMatchObject({ stage: 'Финал' });
    await hub.close();
  });

  it('a logo is uploaded as bytes (operator only), served from /media and shown', async () => {
    const hub = await testHub({ dataDir: dataDir(), ...fast });
    await putTournament(hub, 'cup', cup);
    const png = readFileSync(join(import.meta.dirname, '../../../fixtures/images/face.png'));
    const upload = (body: Uint8Array, token = true) =>
      fetch(`${hub.url}/api/v1/media/brand`, {
        method: 'POST',
        body: new Uint8Array(body),
        headers: token ? { authorization: `Bearer ${hub.operatorToken}` } : {},
      });
    expect((await httpError(await upload(png, false))).code).toBe('auth/token');
    const notImage = await httpError(await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')));
    expect(notImage).toMatchObject({ status: 415, code: 'media/bad-type' });
    const res = await upload(png);
    expect(res.status).toBe(201);
    const { path } = (await res.json()) as { path: string };
    expect(path).toMatch(/^\/media\/brand\/[0-9a-f]{16}\.png$/);
    expect(Buffer.from(await (await fetch(hub.url + path)).arrayBuffer())).toEqual(png);

    const venue = await connect(hub, { table: 't1' });
    await venue.next('identity');
    const from = venue.frames.length;
    await putIdentity(hub, { ...identity, logo: path, sponsor: { name: 'Acme', logo: path } });
    const shown = await venue.next('identity', () => true, from);
    expect(shown).toMatchObject({ logo: path, sponsor: { name: 'Acme', logo: path } });
    await hub.close();
  });
});
