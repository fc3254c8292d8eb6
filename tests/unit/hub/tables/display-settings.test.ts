import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DisplayChangeSchema, DisplaySchema, displayAfter } from '../../../../src/protocol/index.ts';
import { tableSettingsFile } from '../../../../src/server/store/store.ts';
import { command, dataDir, operator, removeDataDirs, testHub } from '../helpers.ts';
import { api, fast } from '../tournament-helpers.ts';
import { openDataDir } from '../../../../src/server/store/data-dir.ts';

/**
 * The director's fourth switch (issue 23): the record of past nights, off until called up. Files
 * and frames from before it have three switches: they still load, and mean it is off.
 */
afterEach(removeDataDirs);

const OLD = { roles: false, scores: true, overlay: true };

describe('the switches as data', () => {
  it('three switches from an older file read as past nights off; a fourth unknown key is refused', () => {
    expect(DisplaySchema.parse(OLD)).toEqual({ ...OLD, nights: false, votes: false });
    expect(DisplaySchema.parse({ ...OLD, nights: true }).nights).toBe(true);
    expect(DisplaySchema.safeParse({ ...OLD, nights: true, ghosts: true }).success).toBe(false);
    expect(DisplaySchema.safeParse({ ...OLD, nights: 'yes' }).success).toBe(false);
  });

  it('a change that does not name the nights leaves them as they are', () => {
    const on = { roles: true, scores: true, overlay: true, nights: true, votes: false };
    expect(displayAfter(on, DisplayChangeSchema.parse({ roles: false }))).toEqual({ ...on, roles: false });
    expect(displayAfter(on, DisplayChangeSchema.parse({ flip: 'nights' }))).toEqual({ ...on, nights: false });
    expect(DisplayChangeSchema.safeParse({ flip: 'ghosts' }).success).toBe(false);
  });
});

describe("the table's settings file", () => {
  it('a file written before the nights switch loads: its switches kept, past nights off; flipped on, it is kept', async () => {
    const dir = dataDir();
    const first = await testHub({ dataDir: dir, ...fast });
    await command(await operator(first), { type: 'seat/nickname', seat: 1, nickname: 'A' });
    await first.close();
    // what an older hub wrote: three switches
    const file = tableSettingsFile(openDataDir(dir), 'main');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ v: 1, feedDelays: {}, display: OLD }) + '\n');

    const hub = await testHub({ dataDir: dir, ...fast });
    const read = await api(hub, '/tables/main/display');
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ ...OLD, nights: false, votes: false });
    const flip = await api(hub, '/tables/main/display', { method: 'POST', body: '{"flip":"nights"}' });
    expect(await flip.json()).toEqual({ ...OLD, nights: true, votes: false });
    await hub.close();
    expect(JSON.parse(readFileSync(file, 'utf8')).display).toEqual({ ...OLD, nights: true, votes: false });

    const again = await testHub({ dataDir: dir, ...fast });
    expect(await (await api(again, '/tables/main/display')).json()).toEqual({
      ...OLD,
      nights: true,
      votes: false,
    });
    await again.close();
  });

  it('a table nobody switched has past nights off, and its file says nothing of the switches', async () => {
    const dir = dataDir();
    const hub = await testHub({ dataDir: dir, ...fast });
    await command(await operator(hub), { type: 'seat/nickname', seat: 1, nickname: 'A' });
    expect(await (await api(hub, '/tables/main/display')).json()).toEqual({
      roles: true,
      scores: true,
      overlay: true,
      nights: false,
      votes: false,
    });
    // set to the defaults explicitly: nothing of them is written
    await api(hub, '/tables/main/display', { method: 'POST', body: '{"nights":false}' });
    expect(
      JSON.parse(readFileSync(tableSettingsFile(openDataDir(dir), 'main'), 'utf8')).display,
    ).toBeUndefined();
    await hub.close();
  });
});
