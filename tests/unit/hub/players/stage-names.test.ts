import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { Player } from '../../../../src/protocol/index.ts';
import { command, connect, dataDir, operator, removeDataDirs, testHub } from '../helpers.ts';
import { api, fast, httpError } from '../tournament-helpers.ts';

afterEach(removeDataDirs);

/**
 * A stage name (issue 38.5): what the stream shows for a player whose nickname will not fit his
 * plate. The roster keeps it beside the nickname; `seat/player` carries it into the game's log, so
 * every feed shows it and the game refolds without the roster; the nickname stays the record's.
 */
it('Константинопольский gets the stage name "Костя": the seat shows it on every feed, the nickname stays his; taken away by an empty one', async () => {
  const dir = dataDir();
  const hub = await testHub({ ...fast, dataDir: dir });
  try {
    const made = await api(hub, '/players', {
      method: 'POST',
      body: JSON.stringify({ nickname: 'Константинопольский', club: 'Клуб 13' }),
    });
    const player = (await made.json()) as Player;
    const patch = (body: unknown) =>
      api(hub, `/players/${player.id}`, { method: 'PATCH', body: JSON.stringify(body) });
    const named = (await (await patch({ stage: ' Костя ' })).json()) as Player;
    expect(named).toEqual({ ...player, stage: 'Костя' });
    // the roster's file keeps it (an older file without it still loads: the field is optional)
    const file = JSON.parse(readFileSync(join(dir, 'players.json'), 'utf8')) as { players: Player[] };
    expect(file.players[0]?.stage).toBe('Костя');
    const bidi = await patch({ stage: 'Kos\u202Ety' });
    expect(await httpError(bidi)).toMatchObject({ status: 400, code: 'frame/invalid' });

    const op = await operator(hub);
    const venue = await connect(hub, { feed: 'table' });
    await command(op, { type: 'game/new', ruleset: 'mafclub-2023' });
    const ack = await command(op, { type: 'seat/player', seat: 4, player: player.id, stage: 'Fake' });
    await venue.nextOf((f) => f.t === 'up' && f.s === (ack.t === 'ack' ? ack.s : -1));
    expect(venue.view()?.view.seats[3]).toMatchObject({
      nickname: 'Константинопольский',
      player: { id: player.id, stage: 'Костя' },
    });

    // an empty stage name takes it away; the seat shows the nickname again once seated again
    expect(await (await patch({ stage: '' })).json()).toEqual(player);
    const again = await command(op, { type: 'seat/player', seat: 4, player: player.id });
    await venue.nextOf((f) => f.t === 'up' && f.s === (again.t === 'ack' ? again.s : -1));
    expect(venue.view()?.view.seats[3]?.player).toEqual({ id: player.id, club: 'Клуб 13', photo: null });
    op.close();
    venue.close();
  } finally {
    await hub.stop();
  }
});
