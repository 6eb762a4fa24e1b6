import { Readable } from 'node:stream';
import { createObjectCsvStringifier } from 'csv-writer';

/** Excel needs the byte order mark to read UTF-8 (umlauts) instead of the local code page. */
export const UTF8_BOM = '\uFEFF';
/** German Excel splits columns at ';' (',' is the decimal separator there). */
export const CSV_SEPARATOR = ';';

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A phone number as our forms store it: digits, spaces and + ( ) / . - only, at least one digit,
 * never a quote. Only such a value is written as a formula (phoneCsvCell), so nothing of a
 * guest's own text can ever run in a spreadsheet.
 */
const PHONE_TEXT = /^[+0-9 ()/.-]*[0-9][+0-9 ()/.-]*$/;

/**
 * One column of an export, for CSV and .xlsx alike (xlsx.ts): the German title and the cell as text
 * or number. `kind` says more for the spreadsheet: 'phone' stays text ('079…' keeps its 0, '+41…'
 * is no formula); 'date'/'datetime'/'time' give `date(record)` as a real date in .xlsx (on the
 * venue's clocks), while CSV writes `value` ('07.06.2025').
 */
export interface CsvColumn<R> {
  title: string;
  value: (record: R) => string | number | null | undefined;
  kind?: 'phone' | 'date' | 'datetime' | 'time';
  date?: (record: R) => Date | null | undefined;
  /** Width in characters in .xlsx; without it the longest cell decides (xlsx.ts). */
  width?: number;
}

/**
 * A cell a spreadsheet would run as a formula ('=HYPERLINK(…)', '-1', '@SUM', tab, CR) gets an
 * apostrophe in front, so it is shown as text and never executed. Phone columns do not come here
 * (phoneCsvCell), so '+41…' shows no apostrophe.
 */
export function neutralizeCsvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A phone number as `="0791234567"`: Excel and LibreOffice read a plain 0791234567 as the number
 * 791234567 and '+41 79…' as a formula, but show this formula's result, the text itself, with its
 * leading 0 or + and no apostrophe. Safe against formula injection because only a value made of
 * digits, spaces and + ( ) / . - (PHONE_TEXT: no quote to end the string) is wrapped; anything else
 * goes through neutralizeCsvCell. The guest import reads `="…"` back as the text (guest-rows.ts).
 * Why not a tab or the apostrophe: docs/decisions/0013-phone-numbers-in-csv-exports.md.
 */
export function phoneCsvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  return PHONE_TEXT.test(text) ? `="${text}"` : neutralizeCsvCell(text);
}

const csvCell = <R>(column: CsvColumn<R>, record: R) => (column.kind === 'phone' ? phoneCsvCell : neutralizeCsvCell)(column.value(record));

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
      const rows = batch.map((record) => Object.fromEntries(columns.map((column, index) => [String(index), csvCell(column, record)])));
      yield stringifier.stringifyRecords(rows);
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
