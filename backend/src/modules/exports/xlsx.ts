import type { CsvColumn } from './csv.js';
import { type XlsxCell, writeXlsxInThread } from './xlsx-thread.js';

/** Number formats of the cells: German dates and times; '@' is Excel's "Text". */
const FORMATS = { date: 'dd.mm.yyyy', datetime: 'dd.mm.yyyy hh:mm', time: 'hh:mm', text: '@' } as const;
/** Column widths in characters: at least the title's, at most this wide (longer text wraps). */
const MAX_WIDTH = 60;
const MIN_WIDTH = 6;
/** Excel allows 31 characters and none of these in a sheet's name. */
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;

function cell<R>(column: CsvColumn<R>, record: R): XlsxCell {
  const date = column.kind && column.kind !== 'phone' ? column.date?.(record) : undefined;
  if (date) return [date.getTime(), 'd', FORMATS[column.kind as 'date' | 'datetime' | 'time']];
  const value = column.value(record);
  if (value === null || value === undefined || value === '') return [null, 's'];
  if (typeof value === 'number') return [value, 'n'];
  // Text typed and formatted as text: a phone's 0 and + stay, and nothing is a formula.
  return [value, 's', FORMATS.text];
}

const shown = ([value, kind]: XlsxCell) => (kind === 'd' ? 16 : String(value ?? '').length);

/**
 * An Excel workbook of one sheet named after the list: the German titles in bold as a row that
 * stays in view while scrolling, then one row per record; text as text, numbers as numbers,
 * dates as dates (CsvColumn.kind), each column as wide as its longest cell (up to 60 characters).
 * The sheet is gathered here and written in a thread (xlsx-thread.ts): an .xlsx is a zip
 * written at the end, so 10,000 guests are held in memory, a few MB.
 */
export async function xlsxFile<R>(sheetName: string, columns: readonly CsvColumn<R>[], batches: AsyncIterable<readonly R[]> | Iterable<readonly R[]>): Promise<Buffer> {
  const rows: XlsxCell[][] = [];
  for await (const batch of batches) for (const record of batch) rows.push(columns.map((column) => cell(column, record)));
  const header = columns.map((column): XlsxCell => [column.title, 'h']);
  const widths = columns.map(
    (column, i) => column.width ?? Math.min(MAX_WIDTH, rows.reduce((widest, row) => Math.max(widest, shown(row[i])), Math.max(MIN_WIDTH, column.title.length)) + 2),
  );
  const sheet = sheetName.replace(SHEET_NAME_FORBIDDEN, ' ').slice(0, 31).trim() || 'Export';
  return writeXlsxInThread({ sheet, widths, rows: [header, ...rows] });
}
