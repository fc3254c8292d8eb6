/**
 * A roster import while the hub is live (POST /api/v1/tournaments/:id/import): a CSV of
 * `--rows` new players, and an .xlsx of 66 KB whose sheet inflates to `--bomb` MB (refused). For
 * each: the longest the event loop was held and the request's time, over fresh data folders.
 * Goal (issue 33): 1000 rows well under a second; the bomb refused at once, no hold over 50 ms.
 *   node bench/roster-import.ts [--runs 5] [--rows 1000] [--bomb 400]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startHub } from '../src/server/index.ts';
import { loopHold, range } from './loop-hold.ts';
import { zipBomb } from '../scripts/fixtures/zip-bomb.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    rows: { type: 'string', default: '1000' },
    bomb: { type: 'string', default: '400' },
  },
});
const [runs, rows, bombMb] = [Number(values.runs), Number(values.rows), Number(values.bomb)];
const csv = ['nickname,club', ...Array.from({ length: rows }, (_, i) => `Игрок ${i},Клуб ${i % 20}`)].join(
  '\n',
);
const bomb = zipBomb(bombMb);
const result = {
  csv: { holds: [] as number[], totals: [] as number[] },
  bomb: { holds: [] as number[], totals: [] as number[] },
};

for (let run = 0; run < runs; run++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'roster-import-'));
  const hub = await startHub({ port: 0, dataDir, distDir: join(dataDir, 'no-dist') });
  const headers = { authorization: `Bearer ${hub.operatorToken}` };
  await fetch(`${hub.url}/api/v1/tournaments/cup`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Cup', ruleset: 'mafclub-2023', tables: ['main'] }),
  });
  for (const [kind, body, status] of [
    ['bomb', bomb, 400],
    ['csv', Buffer.from(csv), 200],
  ] as const) {
    const stop = loopHold();
    const t0 = performance.now();
    const res = await fetch(`${hub.url}/api/v1/tournaments/cup/import`, {
      method: 'POST',
      headers,
      body: new Uint8Array(body),
    });
    await res.arrayBuffer();
    result[kind].totals.push(performance.now() - t0);
    result[kind].holds.push(stop());
    if (res.status !== status) throw new Error(`${kind}: ${res.status}`);
  }
  await hub.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `${rows}-row CSV, ${runs} runs: import ${range(result.csv.totals)}; longest event-loop hold ${range(result.csv.holds)}`,
);
console.log(
  `${(bomb.length / 1024).toFixed(0)} KB .xlsx inflating to ${bombMb} MB: refused in ${range(result.bomb.totals)}; longest hold ${range(result.bomb.holds)}`,
);
