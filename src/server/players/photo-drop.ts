import { readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { PlayerIdSchema, PlayerInputSchema } from '../../protocol/index.ts';
import type { DataDir } from '../store/data-dir.ts';
import { codeOf } from '../store/disk.ts';
import type { Say } from '../log.ts';
import { MAX_IMAGE_BYTES, storeImageAsync } from '../site/media.ts';
import type { Roster } from './players.ts';
import { detail, problem } from '../problems.ts';
import { render } from '../../words/index.ts';

/**
 * Photos dropped by hand into `<data>/photos/`, named after the player (`Anna.jpg`, a Cyrillic name too) or his id
 * (`p7k2m9x0qa.png`): each is checked like an upload and becomes that player's photo; a name the
 * roster does not know makes a player, as typing it at a seat does. Run at start and on
 * `POST /api/v1/players/import-photos`. The files stay where they are: a second run changes nothing.
 * A file that cannot be read is refused by name; the others go on. The disk work of each photo
 * syncs on the thread pool and the loop yields between photos: importing a folder on air never
 * holds the live game for more than one photo's checks.
 */
export interface DropReport {
  imported: { file: string; player: string; nickname: string }[];
  refused: { file: string; code: string; message: string }[];
}

const IMAGE = new Set(['.jpg', '.jpeg', '.png', '.webp']);

/** One import at a time per roster: two overlapping runs would both make the same new player. */
const running = new WeakMap<Roster, Promise<unknown>>();

export function importDroppedPhotos(data: DataDir, roster: Roster, say: Say): Promise<DropReport> {
  const run = (running.get(roster) ?? Promise.resolve()).then(() => importAll(data, roster, say));
  running.set(
    roster,
    run.catch(() => {}),
  );
  return run;
}

const turn = () => new Promise<void>((ok) => setImmediate(ok));

async function importAll(data: DataDir, roster: Roster, say: Say): Promise<DropReport> {
  const report: DropReport = { imported: [], refused: [] };
  const dir = data.at('photos');
  let names: string[];
  try {
    names = (await readdir(dir)).sort();
  } catch (e) {
    if (codeOf(e) !== 'ENOENT') say(`photos/: the folder cannot be read (${codeOf(e) || e})`, 'warn');
    return report; // no folder: nothing dropped
  }
  const refuse = (file: string, p: ReturnType<typeof problem>) => {
    report.refused.push({ file, code: p.code, message: render('en', p.message) });
    say(`photos/${file}: ${render('en', p.message)}`, 'warn');
  };
  for (const file of names) {
    const ext = extname(file).toLowerCase();
    if (!IMAGE.has(ext)) continue;
    await turn();
    const stem = file.slice(0, -ext.length).normalize('NFC').trim();
    const path = join(dir, file);
    let bytes: Buffer;
    try {
      const st = await stat(path);
      if (!st.isFile()) continue;
      // never read a huge file just to refuse it
      if (st.size > MAX_IMAGE_BYTES) {
        refuse(file, problem('media/too-large', detail('bytes', { n: st.size })));
        continue;
      }
      bytes = data.disk.readFileSync(path);
    } catch (e) {
      refuse(file, problem('media/unreadable', codeOf(e) || String(e)));
      continue;
    }
    const stored = await storeImageAsync(data, 'players', bytes);
    if (!stored.ok) {
      refuse(file, stored.error);
      continue;
    }
    const byId = PlayerIdSchema.safeParse(stem).success ? roster.get(stem) : undefined;
    const known = byId ?? roster.byNickname(stem);
    if (known?.photo === stored.path) continue;
    const input = PlayerInputSchema.safeParse({ nickname: stem });
    if (!known && !input.success) {
      refuse(file, problem('player/invalid', detail('notNickname')));
      continue;
    }
    const player = known ? { ok: true as const, player: known } : roster.create({ nickname: stem });
    const set = player.ok ? roster.setPhoto(player.player.id, stored.path) : player;
    if (!set.ok) {
      refuse(file, set.error);
      continue;
    }
    report.imported.push({ file, player: set.player.id, nickname: set.player.nickname });
  }
  if (report.imported.length > 0) say(`photos/: ${report.imported.length} photo(s) given to players`);
  return report;
}
