import { Readable } from 'node:stream';
import { createObjectCsvStringifier } from 'csv-writer';

/** Excel needs the byte order mark to read UTF-8 (umlauts) instead of the local code page. */
export const UTF8_BOM = '\uFEFF';
/** German Excel splits columns at ';' (',' is the decimal separator there). */
export const CSV_SEPARATOR = ';';

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet would run as a formula ('=HYPERLINK(…)', '+41…', '-1', '@SUM', tab, CR)
 * gets an apostrophe in front, so it is shown as text and never executed.
 */
export function neutralizeCsvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export interface CsvColumn<R> {
  title: string;
  value: (record: R) => string | number | null | undefined;
}

/**
 * A CSV file as a stream: BOM and header line first, then each batch of records as it arrives from
 * the database (or all at once: `[records]`), so a list of 10,000 guests is never held as one string.
 */
export function csvStream<R>(columns: readonly CsvColumn<R>[], batches: AsyncIterable<readonly R[]> | Iterable<readonly R[]>): Readable {
  const stringifier = createObjectCsvStringifier({
    header: columns.map((column, index) => ({ id: String(index), title: column.title })),
    fieldDelimiter: CSV_SEPARATOR,
    recordDelimiter: '\r\n',
  });
  async function* lines() {
    yield UTF8_BOM + stringifier.getHeaderString();
    for await (const batch of batches) {
      if (!batch.length) continue;
      const rows = batch.map((record) => Object.fromEntries(columns.map((column, index) => [String(index), neutralizeCsvCell(column.value(record))])));
      yield stringifier.stringifyRecords(rows);
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
