import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import PQueue from 'p-queue';
import { HELPER_THREAD_NICE_STEPS } from '../../thread-priority.js';

/**
 * A cell as it crosses to the thread, as JSON (one string copies 5–10 times faster than 170,000
 * small arrays by structured clone): the value and its kind ('s' text, 'n' number, 'd' date as
 * milliseconds, 'h' header), with the number format.
 */
export type XlsxCell = [value: string | number | null, kind: 's' | 'n' | 'd' | 'h', format?: string];

export interface XlsxSheet {
  sheet: string;
  widths: number[];
  rows: XlsxCell[][];
}

/**
 * The code of the thread that writes one workbook: plain CommonJS, so the same source runs from the
 * compiled backend and under the test runner (like the import's reader, guest-import/sheet-thread.ts).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { getPriority, setPriority } = require('node:os');
if (workerData.niceSteps) setPriority(Math.min(19, getPriority() + workerData.niceSteps));
const writeExcelFile = require(workerData.writer).default ?? require(workerData.writer);
const TYPES = { s: String, n: Number, d: Date, h: String };
const cell = ([value, kind, format]) =>
  value === null
    ? { value: undefined }
    : kind === 'h'
      ? { value, type: String, fontWeight: 'bold' }
      : { value: kind === 'd' ? new Date(value) : value, type: TYPES[kind], ...(format ? { format } : {}) };
parentPort.once('message', async (json) => {
  try {
    const { sheet, widths, rows } = JSON.parse(json);
    const data = rows.map((row) => row.map(cell));
    const buffer = await writeExcelFile(data, { sheet, columns: widths.map((width) => ({ width })), stickyRowsCount: 1 }).toBuffer();
    const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength).slice();
    parentPort.postMessage({ bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
});
`;

let writerPath: string | undefined;
const writer = () => (writerPath ??= createRequire(import.meta.url).resolve('write-excel-file/node'));

/** Two workbooks at a time at most; more wait their turn (each thread holds its sheet in memory). */
const queue = new PQueue({ concurrency: 2 });

/**
 * Writes a workbook in a thread of its own that ends afterwards: `write-excel-file` is synchronous
 * and takes ~3 s for 170,000 cells (10,000 guests), which on the main thread would hold every
 * other request that long (docs/decisions/0013-phone-numbers-in-csv-exports.md).
 */
export function writeXlsxInThread(sheet: XlsxSheet): Promise<Buffer> {
  return queue.add(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { writer: writer(), niceSteps: process.platform === 'linux' ? HELPER_THREAD_NICE_STEPS : 0 } });
        const done = (answer: () => void) => {
          worker.removeAllListeners();
          worker.on('error', () => undefined);
          void worker.terminate();
          answer();
        };
        worker.once('message', (reply: { bytes: Uint8Array } | { error: string }) =>
          done(() => ('error' in reply ? reject(new Error(`Excel-Datei nicht erstellt: ${reply.error}`)) : resolve(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength)))),
        );
        worker.once('error', (error) => done(() => reject(error)));
        worker.once('exit', () => done(() => reject(new Error('Der Excel-Thread wurde unerwartet beendet'))));
        worker.postMessage(JSON.stringify(sheet));
      }),
  );
}
