import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { Player } from '../../../../src/protocol/index.ts';
import { command, dataDir, operator, removeDataDirs, testHub } from '../helpers.ts';
import { api, fast } from '../tournament-helpers.ts';

afterEach(removeDataDirs);

/** Names that would show on air other than typed, or carry a control character into the graphics. */
const hostile = [
  ['a right-to-left override (shows the name reversed)', 'Ан\u202Eна'],
  ['a bidirectional isolate', '\u2067Кот\u2069'],
  ['a line break', 'Кот\nДон'],
  ['an escape character', 'Кот\u001b[31m'],
  ['a zero-width space (a look-alike of another name)', 'Ан\u200Bна'],
  ['a NUL', 'Кот\u0000'],
  // issue 33: letters that draw nothing make a blank-looking name, or two names look alike
  ['only a Hangul filler (a blank name)', '\u3164'],
  ['a Hangul choseong filler', 'Кот\u115F'],
  ['a blank Braille pattern', '\u2800\u2800'],
  ['a soft hyphen', 'Ан\u00ADна'],
  ['a replacement character (a file read in the wrong encoding)', '\uFFFD\uFFFD\uFFFD'],
] as const;

const importCsv = (hub: Awaited<ReturnType<typeof testHub>>, csv: string) =>
  fetch(`${hub.url}/api/v1/tournaments/cup/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'text/csv' },
    body: csv,
  });

it.each(hostile)(
  'a nickname with %s is refused by the roster, its import (as a nickname or a club) and at a seat; nothing changes',
  async (_, name) => {
    const hub = await testHub(fast);
    try {
      const created = await api(hub, '/players', {
        method: 'POST',
        body: JSON.stringify({ nickname: name }),
      });
      expect(created.status).toBe(400);
      const ok = (await (
        await api(hub, '/players', { method: 'POST', body: JSON.stringify({ nickname: 'Анна' }) })
      ).json()) as Player;
      const patched = await api(hub, `/players/${ok.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ nickname: name }),
      });
      expect(patched.status).toBe(400);
      const club = await api(hub, `/players/${ok.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ club: name }),
      });
      expect(club.status).toBe(400);
      const cup = { name: 'Cup', ruleset: 'mafclub-2023', tables: ['other'] };
      await api(hub, '/tournaments/cup', { method: 'PUT', body: JSON.stringify(cup) });
      const line = `"${name.replaceAll(`"`, `""`)}"`;
      expect((await importCsv(hub, `nickname,club\n${line},\n`)).status).toBe(400);
      expect((await importCsv(hub, `nickname,club\nБорис,${line}\n`)).status).toBe(400);
      expect(((await (await api(hub, '/players')).json()) as { players: Player[] }).players).toEqual([ok]);

      const op = await operator(hub);
      const r = await command(op, { type: 'seat/nickname', seat: 1, nickname: name });
      expect(r).toMatchObject({ t: 'err', code: 'command/invalid' });
      expect(op.view()?.view.seats[0]?.nickname).not.toBe(name);
    } finally {
      await hub.stop();
    }
  },
);

it('emoji joiners and ordinary names are still taken', async () => {
  const hub = await testHub(fast);
  try {
    for (const nickname of ['Анна К.', 'Кот_13', '👨‍👩‍👧 Семья', 'O’Neil']) {
      const res = await api(hub, '/players', { method: 'POST', body: JSON.stringify({ nickname }) });
      expect(res.status, nickname).toBe(201);
    }
    const op = await operator(hub);
    expect((await command(op, { type: 'seat/nickname', seat: 1, nickname: '👨‍👩‍👧' })).t).toBe('ack');
  } finally {
    await hub.stop();
  }
});

it('a roster saved by an older hub with such a name still loads: the rule is for what comes in', async () => {
  const dir = dataDir();
  const stored = { id: 'p0000000001', nickname: 'Ан\u202Eна', club: null, photo: null };
  writeFileSync(join(dir, 'players.json'), JSON.stringify({ v: 1, players: [stored] }));
  const hub = await testHub({ ...fast, dataDir: dir });
  try {
    expect(((await (await api(hub, '/players')).json()) as { players: Player[] }).players).toEqual([stored]);
  } finally {
    await hub.stop();
  }
});

it('Latin and Cyrillic look-alikes are one player: the roster refuses the second, an import finds the first', async () => {
  const hub = await testHub(fast);
  try {
    const latin = (await (
      await api(hub, '/players', { method: 'POST', body: JSON.stringify({ nickname: 'Anna KOT' }) })
    ).json()) as Player;
    // Cyrillic А, К, О, Т: on the stream the same name
    const twin = await api(hub, '/players', {
      method: 'POST',
      body: JSON.stringify({ nickname: 'Аnna  КОТ' }),
    });
    expect(twin.status).toBe(409);
    expect(((await twin.json()) as { error: { code: string } }).error.code).toBe('player/nickname-taken');
    const cup = { name: 'Cup', ruleset: 'mafclub-2023', tables: ['main'] };
    await api(hub, '/tournaments/cup', { method: 'PUT', body: JSON.stringify(cup) });
    const r = (await (await importCsv(hub, 'nickname\nАnna КОТ\n')).json()) as {
      created: number;
      players: Player[];
    };
    expect(r.created).toBe(0);
    expect(r.players.map((p) => p.id)).toEqual([latin.id]);
  } finally {
    await hub.stop();
  }
});

it("a tournament's name, stage, table label or sponsor with a bidi override or a blank-looking character is refused: they are on air as names are", async () => {
  const hub = await testHub(fast);
  try {
    const cup = { name: 'Cup', ruleset: 'mafclub-2023', tables: ['main'] };
    const put = (path: string, body: unknown) =>
      api(hub, path, { method: 'PUT', body: JSON.stringify(body) });
    expect((await put('/tournaments/cup', { ...cup, name: 'Cup\u202E' })).status).toBe(400);
    expect((await put('/tournaments/cup', cup)).status).toBe(200);
    for (const identity of [
      { stage: '\u3164' },
      { tables: { main: 'Стол\u2066' } },
      { sponsor: { name: '\u2800' } },
    ]) {
      const res = await put('/tournaments/cup/identity', identity);
      expect(res.status, JSON.stringify(identity)).toBe(400);
    }
    expect((await put('/tournaments/cup/identity', { stage: 'Финал' })).status).toBe(200);
  } finally {
    await hub.stop();
  }
});
