import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { command, operator, removeDataDirs, testHub } from '../helpers.ts';

afterEach(removeDataDirs);

const golden = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../fixtures/games/mafclub-removal.json'), 'utf8'),
) as { commands: Array<Record<string, unknown>> };

/** The simplest CSV reader that honours quotes: enough to read our own export back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (quoted || (ch !== ',' && ch !== '\n' && ch !== '\r')) cell += ch;
    else if (ch === ',' || ch === '\n') {
      row.push(cell);
      cell = '';
      if (ch === '\n') {
        rows.push(row);
        row = [];
      }
    }
  }
  return rows;
}

it('MafClub 4.12 removal: the CSV protocol keeps -1.5 a number a spreadsheet can sum; text stays guarded', async () => {
  const hub = await testHub();
  const op = await operator(hub);
  for (const c of golden.commands) {
    if (c.type === 'seat/nickname' && c.seat === 2) await command(op, { ...c, nickname: '-1 Kot' });
    else await command(op, c);
  }
  await command(op, { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'next' });

  const auth = { authorization: `Bearer ${hub.operatorToken}` };
  const res = await fetch(`${hub.url}/api/v1/games/golden/protocol.csv`, { headers: auth });
  expect(res.status).toBe(200);
  // roles and night actions: no cache keeps them (issue 33)
  expect(res.headers.get('cache-control')).toBe('no-store');
  const rows = parseCsv(await res.text());
  const header = rows.findIndex((r) => r[0] === 'seat');
  const cols = rows[header]!;
  const seats = rows.slice(header + 1, header + 11);
  const col = (name: string) => seats.map((r) => r[cols.indexOf(name)]!);

  const removed = seats.find((r) => r[cols.indexOf('status')] === 'removed')!;
  expect(removed[cols.indexOf('extras')]).toBe('-1.5');
  const extras = col('extras').map(Number);
  expect(extras.every(Number.isFinite)).toBe(true);
  expect(extras.reduce((a, b) => a + b, 0)).toBe(-1.5);
  const totals = col('total').map(Number);
  const mains = col('main').map(Number);
  expect(totals).toEqual(mains.map((m, i) => m + extras[i]!));
  // a nickname that starts like a formula is still text, never run by the spreadsheet
  expect(seats[1]![cols.indexOf('nickname')]).toBe("'-1 Kot");
  await hub.close();
});

it("a removal's reason is kept with the command in the game's protocol (the JSON export's log)", async () => {
  const hub = await testHub();
  const op = await operator(hub);
  for (const c of golden.commands)
    await command(op, c.type === 'removal' ? { ...c, reason: 'insulted the judge' } : c);
  await command(op, { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'next' });
  const auth = { authorization: `Bearer ${hub.operatorToken}` };
  const res = await fetch(`${hub.url}/api/v1/games/golden/protocol.json`, { headers: auth });
  expect(res.status).toBe(200);
  const { log } = (await res.json()) as { log: Array<{ command: { type: string; reason?: string } }> };
  expect(log.filter((e) => e.command.type === 'removal').map((e) => e.command.reason)).toEqual([
    'insulted the judge',
  ]);
  await hub.close();
});

it('a nickname with a formula after a semicolon stays text in a semicolon spreadsheet (the Russian default), and Excel reads Cyrillic: the CSV starts with a BOM', async () => {
  const hub = await testHub();
  const op = await operator(hub);
  for (const c of golden.commands) {
    if (c.type === 'seat/nickname' && c.seat === 3) await command(op, { ...c, nickname: 'x;=1+1;' });
    else if (c.type === 'seat/nickname' && c.seat === 4) await command(op, { ...c, nickname: 'Кот; -2+3' });
    else await command(op, c);
  }
  await command(op, { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'next' });
  const res = await fetch(`${hub.url}/api/v1/games/golden/protocol.csv`, {
    headers: { authorization: `Bearer ${hub.operatorToken}` },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8').slice(1);
  expect(text).toContain('Кот');
  // Excel with `;` as its list separator splits every line at each `;`, quotes or not: no piece
  // of any line may start as a formula
  for (const line of text.split('\r\n'))
    for (const piece of line.split(';')) expect(piece, line).not.toMatch(/^\s*[=+\-@]/);
  // read as the comma file it is, the nicknames are still there, guarded
  const rows = parseCsv(text);
  const header = rows.findIndex((r) => r[0] === 'seat');
  const nick = rows[header]!.indexOf('nickname');
  expect(rows[header + 3]![nick]).toBe("x;'=1+1;");
  expect(rows[header + 4]![nick]).toBe("Кот; '-2+3");
  await hub.close();
});
