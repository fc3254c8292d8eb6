import writeXlsxFile from 'write-excel-file/node';
import type { SheetRows } from '../../export/sheets.ts';

/**
 * Sheets to an .xlsx file: a number is a number cell, text is text (never a formula, whatever it
 * starts with), Cyrillic as it is. The rows down to the header are bold (their text).
 */
export function xlsx(sheets: SheetRows[]): Promise<Buffer> {
  return writeXlsxFile(
    sheets.map((s) => ({
      sheet: s.name,
      data: s.rows.map((row, i) =>
        row.map((v) =>
          v === null
            ? null
            : i <= s.header
              ? { value: String(v), fontWeight: 'bold' as const }
              : { value: v },
        ),
      ),
    })),
  ).toBuffer();
}
