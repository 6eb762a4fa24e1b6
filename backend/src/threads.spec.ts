import path from 'node:path';
import { runInFreshProcess } from '../test/fresh-process.js';
import { HELPER_THREAD_NICE_STEPS } from './threads.js';

interface Thread {
  id: number;
  nice: number;
}

/**
 * The threads of a fresh Node process that imported threads.ts first, as an entry point does,
 * with their nice values from /proc (in a process of its own: lowering this test process's
 * threads would slow every test after it).
 */
function threadsOfFreshProcess(): { pid: number; main: number; threads: Thread[] } {
  const script = (module: string) => `
    import { getPriority } from 'node:os';
    import { readdirSync, readFileSync } from 'node:fs';
    const main = getPriority(process.pid);
    await import(${JSON.stringify(module)});
    const threads = readdirSync('/proc/self/task').map((id) => {
      const stat = readFileSync('/proc/self/task/' + id + '/stat', 'utf8');
      // After the name in parentheses: the state is field 3, the nice value field 19.
      return { id: Number(id), nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) };
    });
    console.log(JSON.stringify({ pid: process.pid, main, threads }));`;
  return JSON.parse(runInFreshProcess(path.join(import.meta.dirname, 'threads.ts'), script)) as { pid: number; main: number; threads: Thread[] };
}

(process.platform === 'linux' ? it : it.skip)('runs every helper thread of a starting process below its main thread, and the main thread as before', () => {
  const { pid, main, threads } = threadsOfFreshProcess();
  const helpers = threads.filter((thread) => thread.id !== pid);
  expect(threads.find((thread) => thread.id === pid)?.nice).toBe(main);
  // V8's platform workers and the delayed-task scheduler exist before any JavaScript runs.
  expect(helpers.length).toBeGreaterThanOrEqual(2);
  for (const helper of helpers) expect(helper.nice).toBe(Math.min(19, main + HELPER_THREAD_NICE_STEPS));
});
