import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Player, Standings, Tournament } from '../../../../src/protocol/index.ts';
import { readResults } from '../../../../src/server/store/tournament-store.ts';
import { command, connect, dataDir, operator, removeDataDirs, testHub } from '../helpers.ts';
import { api, fast, golden, httpError, play, putTournament, type Hub } from '../tournament-helpers.ts';
import { openDataDir } from '../../../../src/server/store/data-dir.ts';

afterEach(removeDataDirs);

const photo = readFileSync(join(import.meta.dirname, '../../../fixtures/images/face.jpg'));

async function create(hub: Hub, nickname: string, club: string | null = null): Promise<Player> {
  const res = await api(hub, '/players', { method: 'POST', body: JSON.stringify({ nickname, club }) });
  expect(res.status).toBe(201);
  return (await res.json()) as Player;
}
const list = async (hub: Hub, q = '') =>
  ((await (await api(hub, `/players?q=${encodeURIComponent(q)}`)).json()) as { players: Player[] }).players;

describe('the roster over HTTP', () => {
  it('a player is made with a hub id, found by a few letters, his nickname fixed under the same id', async () => {
    const hub = await testHub(fast);
    try {
      const anna = await create(hub, 'Анан', 'Красный квадрат');
      await create(hub, 'Иван');
      await create(hub, 'Маргарита Анатольевна');
      expect(anna).toMatchObject({ nickname: 'Анан', club: 'Красный квадрат', photo: null });
      expect(anna.id).toMatch(/^p[0-9a-z]{4,24}$/);
      // nickname prefixes first, then word prefixes, then the rest
      expect((await list(hub, 'ан')).map((p) => p.nickname)).toEqual([
        'Анан',
        'Маргарита Анатольевна',
        'Иван',
      ]);
      const fixed = await api(hub, `/players/${anna.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ nickname: 'Анна' }),
      });
      expect(await fixed.json()).toEqual({ ...anna, nickname: 'Анна' });
      expect((await list(hub)).map((p) => p.nickname)).toEqual(['Анна', 'Иван', 'Маргарита Анатольевна']);
    } finally {
      await hub.stop();
    }
  });

  it('refuses with typed errors: no token, a taken nickname, an unknown or malformed id', async () => {
    const hub = await testHub(fast);
    try {
      await create(hub, 'Иван');
      const noToken = await api(hub, '/players', { token: false });
      expect(await httpError(noToken)).toMatchObject({ status: 401, code: 'auth/token' });
      const twice = await api(hub, '/players', {
        method: 'POST',
        body: JSON.stringify({ nickname: 'иван' }),
      });
      expect(await httpError(twice)).toMatchObject({ status: 409, code: 'player/nickname-taken' });
      const unknown = await api(hub, '/players/pnobody1');
      expect(await httpError(unknown)).toMatchObject({ status: 404, code: 'player/unknown' });
      const bad = await api(hub, '/players/..%2Fx');
      expect(await httpError(bad)).toMatchObject({ status: 400, code: 'player/invalid' });
      const empty = await api(hub, '/players', { method: 'POST', body: JSON.stringify({ nickname: ' ' }) });
      expect(await httpError(empty)).toMatchObject({ status: 400, code: 'frame/invalid' });
      expect((await list(hub)).map((p) => p.nickname)).toEqual(['Иван']);
    } finally {
      await hub.stop();
    }
  });

  it('a photo is uploaded as bytes, served under /media, and removed; a non-image changes nothing', async () => {
    const hub = await testHub(fast);
    try {
      const ivan = await create(hub, 'Иван');
      const upload = (body: Buffer) =>
        fetch(`${hub.url}/api/v1/players/${ivan.id}/photo`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'image/jpeg' },
          body: new Uint8Array(body),
        });
      const withPhoto = (await (await upload(photo)).json()) as Player;
      expect(withPhoto.photo).toMatch(/^\/media\/players\/[0-9a-f]{16}\.jpg$/);
      const served = await fetch(`${hub.url}${withPhoto.photo}`);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
      const html = await upload(Buffer.from('<!doctype html><script>alert(1)</script>'));
      expect(await httpError(html)).toMatchObject({ status: 415, code: 'media/bad-type' });
      expect((await list(hub))[0]?.photo).toBe(withPhoto.photo);
      const removed = await api(hub, `/players/${ivan.id}/photo`, { method: 'DELETE' });
      expect(((await removed.json()) as Player).photo).toBeNull();
    } finally {
      await hub.stop();
    }
  });

  it('a tournament lists its players: added, removed, and kept by a PUT that does not name them', async () => {
    const hub = await testHub(fast);
    try {
      const [a, b] = [await create(hub, 'Анна'), await create(hub, 'Борис')];
      await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['main'] });
      await api(hub, `/tournaments/cup/players/${a.id}`, { method: 'PUT' });
      const added = await api(hub, `/tournaments/cup/players/${b.id}`, { method: 'PUT' });
      expect(((await added.json()) as Tournament).players).toEqual([a.id, b.id]);
      await api(hub, `/tournaments/cup/players/${a.id}`, { method: 'DELETE' });
      await putTournament(hub, 'cup', { name: 'Cup 2026', ruleset: 'mafclub-2023', tables: ['main'] });
      const roster = await (await api(hub, '/tournaments/cup/players')).json();
      expect(roster).toEqual({ players: [b] });
      const unknown = await api(hub, '/tournaments/cup/players/pnobody1', { method: 'PUT' });
      expect(await httpError(unknown)).toMatchObject({ status: 404, code: 'player/unknown' });
    } finally {
      await hub.stop();
    }
  });
});

describe('seats from the roster', () => {
  it("the hub puts the roster's snapshot in seat/player: every feed sees it, a sender's claim is replaced", async () => {
    const hub = await testHub(fast);
    try {
      const anna = await create(hub, 'Анна', 'Клуб 13');
      const op = await operator(hub);
      const overlay = await connect(hub, { feed: 'table' });
      await command(op, { type: 'game/new', ruleset: 'mafclub-2023' });
      const ack = await command(op, {
        type: 'seat/player',
        seat: 4,
        player: anna.id,
        nickname: 'Fake',
        club: 'x',
      });
      expect(ack.t).toBe('ack');
      const unknown = await command(op, { type: 'seat/player', seat: 5, player: 'pnobody1' });
      expect(unknown.t === 'err' ? unknown.code : unknown.t).toBe('player/unknown');
      await overlay.nextOf((f) => f.t === 'up' && f.s === (ack.t === 'ack' ? ack.s : -1));
      const seat = overlay.view()?.view.seats[3];
      expect(seat).toMatchObject({ nickname: 'Анна', player: { id: anna.id, club: 'Клуб 13', photo: null } });
      op.close();
      overlay.close();
    } finally {
      await hub.stop();
    }
  });

  it('the game keeps its seats without the roster: players.json gone, a restart refolds the same view', async () => {
    const dir = dataDir();
    const hub = await testHub({ ...fast, dataDir: dir });
    const anna = await create(hub, 'Анна');
    const op = await operator(hub);
    await command(op, { type: 'game/new', ruleset: 'mafclub-2023' });
    await command(op, { type: 'seat/player', seat: 1, player: anna.id });
    op.close();
    await hub.close();
    rmSync(join(dir, 'players.json'));
    const again = await testHub({ ...fast, dataDir: dir });
    const view = (await operator(again)).view()?.view;
    expect(view?.seats[0]).toMatchObject({ nickname: 'Анна', player: { id: anna.id } });
    await again.close();
  });

  it('a nickname fixed in the roster never splits a player: one standings row, the new name shown', async () => {
    const hub = await testHub(fast);
    try {
      const anna = await create(hub, 'Анан');
      await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['main'] });
      const op = await operator(hub);
      // the golden game with Anna in the seat instead of the typed nickname
      const withAnna = (name: string, id: string, seat: number) =>
        golden(name, id).map((c) =>
          c.type === 'seat/nickname' && c.seat === seat
            ? { type: 'seat/player' as const, seat, player: anna.id }
            : c,
        );
      await play(op, withAnna('mafclub-red-win', 'g1', 1));
      await api(hub, `/players/${anna.id}`, { method: 'PATCH', body: JSON.stringify({ nickname: 'Анна' }) });
      await play(op, withAnna('mafclub-black-win', 'g2', 2));
      const standings = (await (await api(hub, '/tournaments/cup/standings')).json()) as Standings;
      const rows = standings.rows.filter((r) => r.player === anna.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ nickname: 'Анна', games: 2 });
      expect(standings.rows.some((r) => r.nickname === 'Анан')).toBe(false);
      // the archived first game keeps his id in results.jsonl and in its protocol export
      const record = readResults(openDataDir(hub.dataDir)).find((r) => r.gameId === 'g1');
      expect(record?.result.seats[0]).toMatchObject({ nickname: 'Анан', player: anna.id });
      const csv = await (await api(hub, `/games/${record?.id ?? ''}/protocol.csv`)).text();
      expect(csv.split('\r\n')[2]?.endsWith(',player')).toBe(true);
      expect(csv.split('\r\n')[3]?.endsWith(`,${anna.id}`)).toBe(true);
      // a fix after the games: the row shows the roster's current name
      await api(hub, `/players/${anna.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ nickname: 'Анна К' }),
      });
      const later = (await (await api(hub, '/tournaments/cup/standings')).json()) as Standings;
      expect(later.rows.filter((r) => r.player === anna.id).map((r) => r.nickname)).toEqual(['Анна К']);
      op.close();
    } finally {
      await hub.stop();
    }
  });
});
