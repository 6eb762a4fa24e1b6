import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { IMAGE_THREAD_NICE_STEPS } from '../../thread-priority.js';
import type { RawImage } from './image-pipeline.js';

/**
 * The code each worker thread runs: heic-decode (libheif compiled to WebAssembly, its
 * `libheif-js/wasm-bundle` build) turns a HEIC file into RGBA pixels. It runs as plain CommonJS
 * so the same source works from the compiled backend and under the test runner.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { getPriority, setPriority } = require('node:os');
// On Linux this lowers this thread alone (the nice value is a thread's own there).
if (workerData.niceSteps) setPriority(Math.min(19, getPriority() + workerData.niceSteps));
const decode = require(workerData.heicDecode);
parentPort.on('message', async ({ id, file }) => {
  try {
    const image = await decode({ buffer: new Uint8Array(file) });
    const data = image.data.buffer;
    parentPort.postMessage({ id, width: image.width, height: image.height, data }, [data]);
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

interface Task {
  id: number;
  file: ArrayBuffer;
  resolve: (image: RawImage) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  task?: Task;
  timer?: NodeJS.Timeout;
}

type WorkerReply = { id: number; width: number; height: number; data: ArrayBuffer } | { id: number; error: string };

/**
 * Decodes HEIC photos (iPhones) off the main thread. Decoding 12 megapixels takes about 2 s of
 * pure computation, which would stall every other request of the web process; here it runs below
 * the main thread's priority (IMAGE_THREAD_NICE_STEPS, on Linux) in at
 * most MAX_WORKERS worker threads (each holds about 300 MB while alive), started on demand and
 * ended after IDLE_MS without work. Further photos wait in line.
 */
@Injectable()
export class HeicDecoder implements OnModuleDestroy {
  static readonly MAX_WORKERS = 1;
  static readonly IDLE_MS = 30_000;
  /** A picture that takes longer is given up, and its worker ended. */
  static readonly TIMEOUT_MS = 60_000;

  private readonly logger = new Logger('HEIC');
  private readonly workers: PoolWorker[] = [];
  private readonly waiting: Task[] = [];
  private nextId = 1;
  private readonly modulePath = createRequire(import.meta.url).resolve('heic-decode');

  decode(file: Buffer): Promise<RawImage> {
    return new Promise((resolve, reject) => {
      // A copy of its own, so it can be handed over to the worker without copying again.
      const copy = new Uint8Array(file).buffer;
      this.waiting.push({ id: this.nextId++, file: copy, resolve, reject });
      this.dispatch();
    });
  }

  /** Workers alive now (for tests). */
  get size(): number {
    return this.workers.length;
  }

  async onModuleDestroy(): Promise<void> {
    const workers = this.workers.splice(0);
    for (const { task } of workers) task?.reject(new Error('Der HEIC-Decoder wurde beendet'));
    for (const task of this.waiting.splice(0)) task.reject(new Error('Der HEIC-Decoder wurde beendet'));
    await Promise.all(workers.map(({ worker, timer }) => (clearTimeout(timer), worker.terminate())));
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      let slot = this.workers.find((w) => !w.task);
      if (!slot) {
        if (this.workers.length >= HeicDecoder.MAX_WORKERS) return;
        slot = this.start();
      }
      const task = this.waiting.shift() as Task;
      clearTimeout(slot.timer);
      slot.task = task;
      slot.timer = setTimeout(() => this.fail(slot, new Error('Zeitüberschreitung beim Lesen des HEIC-Bildes')), HeicDecoder.TIMEOUT_MS);
      slot.worker.postMessage({ id: task.id, file: task.file }, [task.file]);
    }
  }

  private start(): PoolWorker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { heicDecode: this.modulePath, niceSteps: process.platform === 'linux' ? IMAGE_THREAD_NICE_STEPS : 0 } });
    const slot: PoolWorker = { worker };
    worker.on('message', (reply: WorkerReply) => this.finish(slot, reply));
    worker.on('error', (error) => this.fail(slot, error));
    worker.on('exit', () => this.fail(slot, new Error('Der HEIC-Decoder wurde unerwartet beendet')));
    // An idle worker must not keep the process alive.
    worker.unref();
    this.workers.push(slot);
    return slot;
  }

  private finish(slot: PoolWorker, reply: WorkerReply): void {
    const task = slot.task;
    if (!task || task.id !== reply.id) return;
    clearTimeout(slot.timer);
    slot.task = undefined;
    if ('error' in reply) task.reject(new Error(`HEIC-Bild nicht lesbar: ${reply.error}`));
    else task.resolve({ width: reply.width, height: reply.height, channels: 4, data: Buffer.from(reply.data) });
    slot.timer = setTimeout(() => this.retire(slot), HeicDecoder.IDLE_MS);
    slot.timer.unref();
    this.dispatch();
  }

  /** A worker that crashed or hung: its task fails, the worker goes, the line moves on. */
  private fail(slot: PoolWorker, error: Error): void {
    const index = this.workers.indexOf(slot);
    if (index < 0) return;
    this.workers.splice(index, 1);
    clearTimeout(slot.timer);
    if (slot.task) {
      this.logger.warn(`HEIC-Decoder: ${error.message}`);
      slot.task.reject(error);
    }
    void slot.worker.terminate();
    this.dispatch();
  }

  private retire(slot: PoolWorker): void {
    if (slot.task) return;
    const index = this.workers.indexOf(slot);
    if (index >= 0) this.workers.splice(index, 1);
    void slot.worker.terminate();
  }
}
