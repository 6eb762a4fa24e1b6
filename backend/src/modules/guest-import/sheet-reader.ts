import { IMPORT_MESSAGES } from '@hochzeit/contracts';
import { BadRequestException } from '@nestjs/common';
import { CsvError, parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';

export type SheetEncoding = 'utf-8-bom' | 'utf-8' | 'windows-1252';
export type SheetKind = 'csv' | 'xlsx';

/** A spreadsheet as rows of text cells; row 0 is the header. */
export interface Sheet {
  kind: SheetKind;
  encoding: SheetEncoding | null;
  delimiter: ';' | ',' | null;
  rows: string[][];
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * Text from the bytes of a CSV file. A BOM means UTF-8; bytes that are valid UTF-8 are UTF-8
 * (plain ASCII included); anything else is what German Excel writes under "CSV (Trennzeichen-
 * getrennt)": Windows-1252, where ä is the single byte E4, which is never valid UTF-8 on its own.
 */
export function decodeText(bytes: Buffer): { text: string; encoding: SheetEncoding } {
  if (bytes.subarray(0, 3).equals(UTF8_BOM)) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8-bom' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/**
 * `;` (German Excel) or `,`: whichever occurs more often outside quotes in the first line. A file
 * with a single column has neither; `;` is then as good as any.
 */
export function detectDelimiter(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
  }
  return commas > semicolons ? ',' : ';';
}

export function readCsv(bytes: Buffer): Sheet {
  const { text, encoding } = decodeText(bytes);
  const delimiter = detectDelimiter(text);
  let rows: string[][];
  try {
    rows = parse(text, {
      delimiter,
      // Rows may be shorter or longer than the header (Excel leaves trailing empty cells out).
      relax_column_count: true,
      // A stray quote inside a cell ('Hans "Hansi" Muster') is kept as text.
      relax_quotes: true,
      // Keep empty lines as rows, so row numbers stay those the spreadsheet shows.
      skip_empty_lines: false,
    });
  } catch (error) {
    // `records` counts the rows read before the broken one (header included): that one is row records + 1.
    if (error instanceof CsvError) throw new BadRequestException(IMPORT_MESSAGES.csvBroken(Number((error as CsvError & { records?: number }).records ?? 0) + 1));
    throw error;
  }
  return { kind: 'csv', encoding, delimiter, rows };
}

/** A cell of an .xlsx sheet as text: numbers as written (no thousands separator), dates as DD.MM.YYYY. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(value.getUTCDate())}.${pad(value.getUTCMonth() + 1)}.${value.getUTCFullYear()}`;
  }
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  // read-excel-file gives text, numbers (as written), booleans and dates.
  const textOrNumber = value as string | number;
  return String(textOrNumber);
}

/** The first sheet of an .xlsx workbook. */
export async function readXlsx(bytes: Buffer): Promise<Sheet> {
  let data: unknown[][];
  try {
    // Numbers stay as written in the file: a phone number must not become 41791234567.0 or 4.1E+10.
    data = (await readSheet(bytes, { parseNumber: (text: string) => text }));
  } catch {
    throw new BadRequestException(IMPORT_MESSAGES.xlsxBroken);
  }
  return { kind: 'xlsx', encoding: null, delimiter: null, rows: data.map((row) => row.map(cellText)) };
}

export function readSpreadsheet(kind: SheetKind, bytes: Buffer): Promise<Sheet> | Sheet {
  return kind === 'xlsx' ? readXlsx(bytes) : readCsv(bytes);
}
