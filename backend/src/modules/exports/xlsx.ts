import writeExcelFile, { type CellObject, type SheetData } from 'write-excel-file/node';
import type { CsvColumn } from './csv.js';

/** Number formats of the cells: German dates and times; '@' is Excel's "Text". */
const FORMATS = { date: 'dd.mm.yyyy', datetime: 'dd.mm.yyyy hh:mm', time: 'hh:mm', text: '@' } as const;
/** Column widths in characters: at least the title's, at most this wide (longer text wraps). */
const MAX_WIDTH = 60;
const MIN_WIDTH = 6;
/** Excel allows 31 characters and none of these in a sheet's name. */
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;

function cell<R>(column: CsvColumn<R>, record: R): CellObject {
  const date = column.kind && column.kind !== 'phone' ? column.date?.(record) : undefined;
  if (date) return { value: date, type: Date, format: FORMATS[column.kind as 'date' | 'datetime' | 'time'] };
  const value = column.value(record);
  if (value === null || value === undefined || value === '') return { value: undefined };
  if (typeof value === 'number') return { value, type: Number };
  // Text typed and formatted as text: a phone's 0 and + stay, and nothing is a formula.
  return { value, type: String, format: FORMATS.text };
}

const shown = (c: CellObject) => (c.value instanceof Date ? 16 : String(c.value ?? '').length);

/**
 * An Excel workbook of one sheet named after the list: the German titles in bold as a row that
 * stays in view while scrolling, then one row per record; text as text, numbers as numbers,
 * dates as dates (CsvColumn.kind), each column as wide as its longest cell (up to 60 characters).
 * The whole sheet is built in memory (an .xlsx is a zip written at the end): 10,000 guests
 * are a few MB.
 */
export async function xlsxFile<R>(sheetName: string, columns: readonly CsvColumn<R>[], batches: AsyncIterable<readonly R[]> | Iterable<readonly R[]>): Promise<Buffer> {
  const rows: CellObject[][] = [];
  for await (const batch of batches) for (const record of batch) rows.push(columns.map((column) => cell(column, record)));
  const header = columns.map((column) => ({ value: column.title, type: String, fontWeight: 'bold' as const }));
  const widths = columns.map((column, i) => ({
    width: column.width ?? Math.min(MAX_WIDTH, rows.reduce((widest, row) => Math.max(widest, shown(row[i])), Math.max(MIN_WIDTH, column.title.length)) + 2),
  }));
  const data: SheetData = [header, ...rows];
  const sheet = sheetName.replace(SHEET_NAME_FORBIDDEN, ' ').slice(0, 31).trim() || 'Export';
  return writeExcelFile(data, { sheet, columns: widths, stickyRowsCount: 1 }).toBuffer();
}
