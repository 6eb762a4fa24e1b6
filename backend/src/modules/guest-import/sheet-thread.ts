import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { IMPORT_MAX_CELLS, IMPORT_MAX_UNPACKED_BYTES, IMPORT_READ_SECONDS } from '@hochzeit/contracts';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import PQueue from 'p-queue';
import { HELPER_THREAD_NICE_STEPS } from '../../thread-priority.js';

/**
 * The code of the thread that reads one import file. Plain CommonJS, so the same source runs from
 * the compiled backend and under the test runner (like the HEIC decoder's and PGlite's threads).
 *
 * An .xlsx is a ZIP archive. Its central directory is read first and the file refused when the
 * XML entries it declares unpack to more than `maxUnpacked` bytes, before anything is inflated;
 * declared sizes can lie, so each entry is then inflated with the bytes still allowed as the
 * limit (zlib stops there). The sheets' cell addresses are scanned before parsing: read-excel-file
 * fills every row up to the last cell, so one cell at XFD1048576 would ask for 17 billion cells.
 * read-excel-file then reads a copy of exactly the entries that were counted (stored, not
 * compressed), so no entry it might find elsewhere in the file escapes the count.
 * A CSV arrives as text (decoded on the main thread, which is quick); csv-parse counts its cells
 * while it reads.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const { getPriority, setPriority } = require('node:os');
const zlib = require('node:zlib');
// On Linux this lowers this thread alone (the nice value is a thread's own there).
if (workerData.niceSteps) setPriority(Math.min(19, getPriority() + workerData.niceSteps));
const { maxUnpacked, maxCells, maxEntries } = workerData.limits;

class Refused extends Error {
  constructor(reason, line) { super(reason); this.reason = reason; this.line = line; }
}
const broken = () => new Refused('xlsxBroken');

/** The entries the central directory lists: name, method, compressed size, declared size, local header offset. */
function directory(zip) {
  const last = zip.length - 22;
  let end = -1;
  for (let i = last; i >= 0 && i >= last - 0xffff; i--) if (zip.readUInt32LE(i) === 0x06054b50) { end = i; break; }
  if (end < 0) throw broken();
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count > maxEntries) throw new Refused('unpackedTooLarge');
  const entries = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw broken();
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressed: zip.readUInt32LE(at + 20),
      declared: zip.readUInt32LE(at + 24),
      local: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The XML entries read-excel-file reads (it skips images and the like), inflated within the limit. */
function unpack(zip) {
  const wanted = directory(zip).filter(({ name }) => name.endsWith('.xml') || name.endsWith('.xml.rels'));
  if (wanted.reduce((sum, entry) => sum + entry.declared, 0) > maxUnpacked) throw new Refused('unpackedTooLarge');
  const files = {};
  let unpacked = 0;
  for (const entry of wanted) {
    const at = entry.local;
    if (at + 30 > zip.length || zip.readUInt32LE(at) !== 0x04034b50) throw broken();
    const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    if (start + entry.compressed > zip.length) throw broken();
    const data = zip.subarray(start, start + entry.compressed);
    let content;
    if (entry.method === 0) content = data;
    else if (entry.method === 8) {
      try {
        content = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, maxUnpacked - unpacked) });
      } catch (error) {
        if (error && error.code === 'ERR_BUFFER_TOO_LARGE') throw new Refused('unpackedTooLarge');
        throw broken();
      }
    } else throw broken();
    unpacked += content.length;
    if (unpacked > maxUnpacked) throw new Refused('unpackedTooLarge');
    files[entry.name] = new Uint8Array(content);
  }
  return files;
}

const columnNumber = (letters) => { let n = 0; for (const c of letters) n = n * 26 + c.charCodeAt(0) - 64; return n; };

/** Refuses a sheet whose rows × columns (as read-excel-file fills them) exceed maxCells. */
function countCells(xml) {
  const tag = /<(?:[A-Za-z_][\\w.-]*:)?(row|c)(?=[\\s/>])([^>]*)>/g;
  const address = /(?:^|\\s)r\\s*=\\s*["']([A-Z]*)([0-9]*)["']/;
  let row = 0;
  let column = 0;
  let rows = 0;
  let columns = 0;
  for (let match; (match = tag.exec(xml)); ) {
    const ref = address.exec(match[2]);
    if (match[1] === 'row') {
      row = ref && ref[2] ? Number(ref[2]) : row + 1;
      column = 0;
    } else {
      column = ref && ref[1] ? columnNumber(ref[1]) : column + 1;
      if (ref && ref[2]) row = Math.max(row, Number(ref[2]));
    }
    rows = Math.max(rows, row);
    columns = Math.max(columns, column);
    if (rows * columns > maxCells) throw new Refused('tooManyCells');
  }
}

/** A cell of an .xlsx sheet as text: numbers as written (no thousands separator), dates as DD.MM.YYYY. */
function cellText(value) {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const pad = (n) => String(n).padStart(2, '0');
    return pad(value.getUTCDate()) + '.' + pad(value.getUTCMonth() + 1) + '.' + value.getUTCFullYear();
  }
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  return String(value);
}

async function readXlsx(file) {
  const files = unpack(readFileSync(file));
  for (const [name, content] of Object.entries(files)) if (name.startsWith('xl/worksheets/')) countCells(Buffer.from(content.buffer, content.byteOffset, content.length).toString('utf8'));
  const { zipSync } = require(workerData.modules.fflate);
  const { readSheet } = require(workerData.modules.readExcelFile);
  let data;
  try {
    // Numbers stay as written in the file: a phone number must not become 41791234567.0 or 4.1E+10.
    data = await readSheet(Buffer.from(zipSync(files, { level: 0 })), { parseNumber: (text) => text });
  } catch {
    throw broken();
  }
  return data.map((row) => row.map(cellText));
}

function readCsv(text, delimiter) {
  const { parse, CsvError } = require(workerData.modules.csvParse);
  let cells = 0;
  try {
    return parse(text, {
      delimiter,
      // Rows may be shorter or longer than the header (Excel leaves trailing empty cells out).
      relax_column_count: true,
      // A stray quote inside a cell ('Hans "Hansi" Muster') is kept as text.
      relax_quotes: true,
      // Keep empty lines as rows, so row numbers stay those the spreadsheet shows.
      skip_empty_lines: false,
      on_record: (record) => {
        cells += Math.max(1, record.length);
        if (cells > maxCells) throw new Refused('tooManyCells');
        return record;
      },
    });
  } catch (error) {
    if (error instanceof Refused) throw error;
    // \`records\` counts the rows read before the broken one (header included): that one is row records + 1.
    if (error instanceof CsvError) throw new Refused('csvBroken', Number(error.records || 0) + 1);
    throw error;
  }
}

parentPort.on('message', async (task) => {
  try {
    const rows = task.kind === 'xlsx' ? await readXlsx(task.file) : readCsv(task.text, task.delimiter);
    parentPort.postMessage({ rows });
  } catch (error) {
    if (error instanceof Refused) parentPort.postMessage({ refused: error.reason, line: error.line });
    else parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});
`;

export type SheetTask = { kind: 'xlsx'; file: string } | { kind: 'csv'; text: string; delimiter: ';' | ',' };

/** Why a file was refused; each has its German message in IMPORT_MESSAGES (csvBroken with the row). */
export type SheetRefusal = 'xlsxBroken' | 'csvBroken' | 'unpackedTooLarge' | 'tooManyCells' | 'readTimeout';

export type SheetResult = { rows: string[][] } | { refused: SheetRefusal; line?: number };

const LIMITS = {
  /** Bytes of XML an .xlsx may unpack to, declared and real. */
  maxUnpacked: IMPORT_MAX_UNPACKED_BYTES,
  /** Rows × columns of the sheet. */
  maxCells: IMPORT_MAX_CELLS,
  /** Entries of the ZIP archive's directory (a workbook from Excel has a dozen or two). */
  maxEntries: 10_000,
};

type WorkerReply = { rows: string[][] } | { refused: Exclude<SheetRefusal, 'readTimeout'>; line?: number } | { error: string };

let threadModules: { fflate: string; readExcelFile: string; csvParse: string } | undefined;
/** Where the thread requires its modules from (resolved once); fflate as read-excel-file has it. */
function modulesOfThread() {
  if (!threadModules) {
    const require = createRequire(import.meta.url);
    threadModules = {
      readExcelFile: require.resolve('read-excel-file/node'),
      fflate: createRequire(require.resolve('read-excel-file/package.json')).resolve('fflate'),
      csvParse: require.resolve('csv-parse/sync'),
    };
  }
  return threadModules;
}

/** Removes this file's listeners; not all (Worker listens to itself to start its message port). */
function forget(worker: Worker): void {
  for (const event of ['message', 'error', 'exit']) worker.removeAllListeners(event);
}

/**
 * Reads import files off the main thread, so that a file that takes long (a hostile .xlsx held
 * the XML parser, and so every request, for over a minute) never holds other requests. One file
 * at a time, in a thread like the HEIC decoder's: a file that is refused, or takes longer than
 * `timeoutMs`, ends its thread, which gives its memory (up to `MAX_HEAP_MB`) back at once; after
 * a file that was read, the thread waits IDLE_MS for the next (starting one and loading the
 * parsers costs 100–300 ms).
 */
@Injectable()
export class SheetThreads implements OnModuleDestroy {
  /** Reading one file may take this long (IMPORT_READ_SECONDS); tests shorten it. */
  timeoutMs = IMPORT_READ_SECONDS * 1000;
  /** A thread's JavaScript heap at most: a file that needs more is refused (10,000 guests need ~60 MB). */
  static readonly MAX_HEAP_MB = 512;
  static readonly IDLE_MS = 30_000;
  private idle?: { worker: Worker; timer: NodeJS.Timeout };
  private readonly queue = new PQueue({ concurrency: 1 });
  private readonly running = new Set<Worker>();

  read(task: SheetTask): Promise<SheetResult> {
    return this.queue.add<SheetResult>(() => this.run(task));
  }

  /** Threads alive now (for tests). */
  get size(): number {
    return this.running.size;
  }

  async onModuleDestroy(): Promise<void> {
    this.queue.clear();
    clearTimeout(this.idle?.timer);
    await Promise.all([...this.running].map((worker) => worker.terminate()));
  }

  private run(task: SheetTask): Promise<SheetResult> {
    const worker = this.idle?.worker ?? this.start();
    clearTimeout(this.idle?.timer);
    this.idle = undefined;
    worker.ref();
    return new Promise<SheetResult>((resolve, reject) => {
      const timer = setTimeout(() => settle(false, () => resolve({ refused: 'readTimeout' })), this.timeoutMs);
      /** Answers the request; the thread waits for the next file only after one that was read. */
      const settle = (keep: boolean, answer: () => void) => {
        clearTimeout(timer);
        forget(worker);
        if (keep) this.keep(worker);
        else this.end(worker);
        answer();
      };
      worker.on('message', (reply: WorkerReply) =>
        settle('rows' in reply, () => {
          if ('error' in reply) reject(new Error(`Importdatei nicht lesbar: ${reply.error}`));
          else resolve(reply);
        }),
      );
      // Out of heap (ERR_WORKER_OUT_OF_MEMORY): the file asks for more than any guest list.
      worker.on('error', (error: Error & { code?: string }) =>
        settle(false, () => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve({ refused: 'tooManyCells' }) : reject(error))),
      );
      worker.on('exit', () => settle(false, () => reject(new Error('Der Import-Thread wurde unerwartet beendet'))));
      worker.postMessage(task);
    });
  }

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { modules: modulesOfThread(), limits: LIMITS, niceSteps: process.platform === 'linux' ? HELPER_THREAD_NICE_STEPS : 0 },
      resourceLimits: { maxOldGenerationSizeMb: SheetThreads.MAX_HEAP_MB },
    });
    this.running.add(worker);
    return worker;
  }

  /** Waits IDLE_MS for the next file (an import's dry run is followed by the import), then ends. */
  private keep(worker: Worker): void {
    worker.on('error', () => this.end(worker));
    worker.on('exit', () => this.end(worker));
    // A waiting thread must not keep the process alive.
    worker.unref();
    const timer = setTimeout(() => this.end(worker), SheetThreads.IDLE_MS);
    timer.unref();
    this.idle = { worker, timer };
  }

  private end(worker: Worker): void {
    if (this.idle?.worker === worker) {
      clearTimeout(this.idle.timer);
      this.idle = undefined;
    }
    forget(worker);
    // Errors after the answer (the thread ending) are of no interest.
    worker.on('error', () => undefined);
    this.running.delete(worker);
    void worker.terminate();
  }
}
