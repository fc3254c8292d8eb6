/**
 * Photos dropped into `<data>/photos/` imported while the hub is live (POST
 * /api/v1/players/import-photos): the longest the event loop was held (what a live game feels) and
 * the whole import's time, over fresh data folders. Goal: no hold over one frame (16 ms).
 *   node bench/photo-import.ts [--runs 5] [--photos 200]
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startHub } from '../src/server/index.ts';
import { loopHold, range } from './loop-hold.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, photos: { type: 'string', default: '200' } },
});
const [runs, photos] = [Number(values.runs), Number(values.photos)];
const face = readFileSync(join(import.meta.dirname, '../tests/fixtures/images/face.jpg'));
const holds: number[] = [];
const totals: number[] = [];
for (let run = 0; run < runs; run++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'photo-import-'));
  const hub = await startHub({ port: 0, dataDir, distDir: join(dataDir, 'no-dist') });
  mkdirSync(join(dataDir, 'photos'));
  for (let i = 0; i < photos; i++)
    writeFileSync(join(dataDir, 'photos', `Игрок ${i}.jpg`), Buffer.concat([face, Buffer.from(`${i}`)]));
  const stop = loopHold();
  const t0 = performance.now();
  const res = await fetch(`${hub.url}/api/v1/players/import-photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${hub.operatorToken}` },
  });
  const report = (await res.json()) as { imported: unknown[] };
  totals.push(performance.now() - t0);
  holds.push(stop());
  if (report.imported.length !== photos) throw new Error(`imported ${report.imported.length} of ${photos}`);
  await hub.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `${photos} photos, ${runs} runs: longest event-loop hold ${range(holds)}; import ${range(totals)}`,
);
