import readXlsxFile from 'read-excel-file/node';
import { decodeText, importRows, parseCsvRows, type ImportResult } from '../../export/roster-import.ts';
import { MAX_TOURNAMENT_PLAYERS } from '../../protocol/index.ts';
import { said as text } from '../../words/format.ts';
import { zipTooBig } from './zip-limit.ts';

/** What an .xlsx may unpack to: a sheet of 1000 players with its styles is well under 1 MB. */
export const MAX_XLSX_INFLATED = 8 * 1024 * 1024;
/** Rows a sheet may have (a title, blank and formatted rows beside 1000 players): read in ~0.2 s. */
const MAX_SHEET_ROWS = 2 * MAX_TOURNAMENT_PLAYERS;

const refused = (key: 'notXlsx' | 'xlsxTooBig' | 'encoding'): ImportResult => ({
  ok: false,
  error: [text(`rosterFile.${key}`, { mb: MAX_XLSX_INFLATED / 1024 / 1024 })],
});

/**
 * The body's table: an .xlsx (a zip: starts with PK) by its first sheet, else CSV text. Run in a
 * compute worker (src/server/compute/jobs.ts): a 1000-row file held the live game 50 ms.
 */
export async function readTable(body: Buffer): Promise<ImportResult> {
  if (body.subarray(0, 2).toString('latin1') !== 'PK') {
    const csv = decodeText(body);
    return csv === null ? refused('encoding') : importRows(parseCsvRows(csv));
  }
  try {
    const big = await zipTooBig(body, MAX_XLSX_INFLATED, MAX_SHEET_ROWS);
    if (big === 'rows')
      return { ok: false, error: [text('rosterFile.tooMany', { n: MAX_TOURNAMENT_PLAYERS })] };
    if (big) return refused(big === 'size' ? 'xlsxTooBig' : 'notXlsx');
    const [first] = await readXlsxFile(body);
    return importRows((first?.data ?? []) as (string | number | boolean | null)[][]);
  } catch {
    return refused('notXlsx');
  }
}
