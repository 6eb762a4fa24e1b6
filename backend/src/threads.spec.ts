/** @database none */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInFreshProcess } from '../test/fresh-process.js';
import { HELPER_THREAD_NICE_STEPS, IMAGE_THREAD_NICE_STEPS } from './thread-priority.js';

interface Thread {
  id: number;
  name: string;
  nice: number;
}

interface FreshProcess {
  pid: number;
  main: number;
  threads: Thread[];
  /** What lowerImageThreadPriority() returned after the image work, and called once more. */
  lowered?: number;
  again?: number;
}

const sharpUrl = pathToFileURL(createRequire(import.meta.url).resolve('sharp')).href;

/**
 * The threads of a fresh Node process that imported threads.ts first, as an entry point does,
 * with their names and nice values from /proc (in a process of its own: lowering this test
 * process's threads would slow every test after it). `afterImport` runs before they are read.
 */
function threadsOfFreshProcess(afterImport = ''): FreshProcess {
  const script = (module: string) => `
    import { getPriority } from 'node:os';
    import { readdirSync, readFileSync } from 'node:fs';
    const main = getPriority(process.pid);
    await import(${JSON.stringify(module)});
    const result = {};
    ${afterImport}
    const threads = readdirSync('/proc/self/task').map((id) => {
      const stat = readFileSync('/proc/self/task/' + id + '/stat', 'utf8');
      const name = readFileSync('/proc/self/task/' + id + '/comm', 'utf8').trim();
      // After the name in parentheses: the state is field 3, the nice value field 19.
      return { id: Number(id), name, nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) };
    });
    console.log(JSON.stringify({ ...result, pid: process.pid, main, threads }));`;
  const output = runInFreshProcess(path.join(import.meta.dirname, 'threads.ts'), script, { imports: [path.join(import.meta.dirname, 'thread-priority.ts')] });
  return JSON.parse(output) as FreshProcess;
}

const linuxOnly = process.platform === 'linux' ? it : it.skip;

linuxOnly('runs every helper thread of a starting process below its main thread, and the main thread as before', () => {
  const { pid, main, threads } = threadsOfFreshProcess();
  const helpers = threads.filter((thread) => thread.id !== pid);
  expect(threads.find((thread) => thread.id === pid)?.nice).toBe(main);
  // V8's platform workers and the delayed-task scheduler exist before any JavaScript runs.
  expect(helpers.length).toBeGreaterThanOrEqual(2);
  for (const helper of helpers) expect(helper.nice).toBe(Math.min(19, main + HELPER_THREAD_NICE_STEPS));
});

linuxOnly("runs libvips's image threads as low as Linux allows, and nothing else lower than before", () => {
  // Resizing a picture starts libvips's worker threads (and libuv's pool, which also reads the files requests serve).
  const { pid, main, threads, lowered, again } = threadsOfFreshProcess(`
    const { default: sharp } = await import(${JSON.stringify(sharpUrl)});
    await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#d4a373' } }).resize(300).webp().toBuffer();
    const { lowerImageThreadPriority } = await import('./thread-priority.js');
    result.lowered = lowerImageThreadPriority();
    result.again = lowerImageThreadPriority();`);
  const imageThreads = threads.filter((thread) => thread.name === 'libvips worker');
  expect(imageThreads.length).toBeGreaterThanOrEqual(1);
  expect(lowered).toBe(imageThreads.length);
  // Threads lowered before are skipped.
  expect(again).toBe(0);
  for (const thread of imageThreads) expect(thread.nice).toBe(Math.min(19, main + IMAGE_THREAD_NICE_STEPS));
  expect(threads.find((thread) => thread.id === pid)?.nice).toBe(main);
  const pool = threads.filter((thread) => thread.name === 'libuv-worker');
  expect(pool.length).toBeGreaterThanOrEqual(1);
  for (const thread of pool) expect(thread.nice).toBe(main);
});
