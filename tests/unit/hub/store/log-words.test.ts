import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Said } from '../../../../src/protocol/index.ts';
import { command, dataDir, operator, removeDataDirs, testHub } from '../helpers.ts';
import { en, ru } from '../../../said.ts';

afterEach(removeDataDirs);

type Line = { v?: number; events: { type: string; text?: unknown }[] };

/** Issue 41: a game log's announcements are catalog words (log version 2); version-1 logs still read. */
describe('the words of a game log', () => {
  it('game/start announces the night as the key announce.night on a line of version 2; an old log of {ru, en} reads as its texts', async () => {
    const dir = dataDir();
    const first = await testHub({ dataDir: dir });
    const op = await operator(first);
    for (const c of [
      { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'old' },
      { type: 'deal/seeded', seed: 'words-1' },
      { type: 'game/start' },
    ])
      expect((await command(op, c)).t).toBe('ack');
    const file = join(dir, 'tables/main/current.jsonl');
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Line);
    const said = lines.flatMap((l) => l.events).find((e) => e.type === 'announced');
    expect(said?.text).toEqual({ key: 'announce.night' });
    expect(lines.every((l) => l.v === 2)).toBe(true);
    await first.close();

    // the same game as a hub before issue 41 wrote it: version 1, the announcement in both languages
    const old = lines.map((l) => ({
      ...l,
      v: 1,
      events: l.events.map((e) =>
        e.type === 'announced' ? { ...e, text: { ru: 'Ночь (старая)', en: 'Night (old)' } } : e,
      ),
    }));
    writeFileSync(file, old.map((l) => JSON.stringify(l) + '\n').join(''));
    const second = await testHub({ dataDir: dir });
    const state = (await (await operator(second)).next('snap')).state as { announcement: Said | null };
    expect(state.announcement).toEqual({
      key: 'announce.legacy',
      values: { ru: 'Ночь (старая)', en: 'Night (old)' },
    });
    expect([ru(state.announcement), en(state.announcement)]).toEqual(['Ночь (старая)', 'Night (old)']);
    await second.close();
  });
});
