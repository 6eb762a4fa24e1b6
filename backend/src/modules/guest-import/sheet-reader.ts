import { readFile } from 'node:fs/promises';
import { IMPORT_MESSAGES } from '@hochzeit/contracts';
import { BadRequestException } from '@nestjs/common';
import type { SheetRefusal, SheetThreads } from './sheet-thread.js';

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

/** The German refusal of a file the reading thread refused. */
function refusal(reason: SheetRefusal, line = 1): BadRequestException {
  return new BadRequestException(reason === 'csvBroken' ? IMPORT_MESSAGES.csvBroken(line) : IMPORT_MESSAGES[reason]);
}

/**
 * The first sheet of an .xlsx workbook, or a CSV file, as rows of text. The bytes of a CSV are
 * decoded here (quick); parsing, and everything of an .xlsx, happens in a thread of its own
 * within the limits of SheetThreads, so no file holds the requests of others.
 */
export async function readSpreadsheet(threads: SheetThreads, kind: SheetKind, file: string): Promise<Sheet> {
  if (kind === 'xlsx') {
    const result = await threads.read({ kind, file });
    if ('refused' in result) throw refusal(result.refused, result.line);
    return { kind, encoding: null, delimiter: null, rows: result.rows };
  }
  const { text, encoding } = decodeText(await readFile(file));
  const delimiter = detectDelimiter(text);
  const result = await threads.read({ kind, text, delimiter });
  if ('refused' in result) throw refusal(result.refused, result.line);
  return { kind, encoding, delimiter, rows: result.rows };
}
