import { readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { PlayerIdSchema, PlayerInputSchema } from '../protocol/index.ts';
import { diskFor } from './disk.ts';
import type { Say } from './log.ts';
import { MAX_IMAGE_BYTES, storeImage } from './media.ts';
import { fold, type Roster } from './players.ts';
import { problem } from './problems.ts';

/**
 * Photos dropped by hand into `<data>/photos/`, named after the player (`Анна.jpg`) or his id
 * (`p7k2m9x0qa.png`): each is checked like an upload and becomes that player's photo; a name the
 * roster does not know makes a player, as typing it at a seat does. Run at start and on
 * `POST /api/v1/players/import-photos`. The files stay where they are: a second run changes nothing.
 */
export interface DropReport {
  imported: { file: string; player: string; nickname: string }[];
  refused: { file: string; code: string; message: string }[];
}

const IMAGE = new Set(['.jpg', '.jpeg', '.png', '.webp']);

export function importDroppedPhotos(dataDir: string, roster: Roster, say: Say): DropReport {
  const report: DropReport = { imported: [], refused: [] };
  const dir = join(dataDir, 'photos');
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return report; // no folder: nothing dropped
  }
  const refuse = (file: string, p: ReturnType<typeof problem>) => {
    report.refused.push({ file, code: p.code, message: p.message.en });
    say(`photos/${file}: ${p.message.en}`, 'warn');
  };
  for (const file of names) {
    const ext = extname(file).toLowerCase();
    if (!IMAGE.has(ext)) continue;
    const stem = file.slice(0, -ext.length).normalize('NFC').trim();
    const path = join(dir, file);
    let size: number;
    try {
      const st = statSync(path);
      if (!st.isFile()) continue;
      size = st.size;
    } catch {
      continue;
    }
    // never read a huge file just to refuse it
    if (size > MAX_IMAGE_BYTES) {
      refuse(file, problem('media/too-large', `${size} bytes`));
      continue;
    }
    const stored = storeImage(dataDir, 'players', diskFor(dataDir).readFileSync(path));
    if (!stored.ok) {
      refuse(file, stored.error);
      continue;
    }
    const byId = PlayerIdSchema.safeParse(stem).success ? roster.get(stem) : undefined;
    const known = byId ?? roster.search(stem).find((p) => fold(p.nickname) === fold(stem));
    if (known?.photo === stored.path) continue;
    const input = PlayerInputSchema.safeParse({ nickname: stem });
    if (!known && !input.success) {
      refuse(file, problem('player/invalid', 'the file name is not a nickname (1-40 characters)'));
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
