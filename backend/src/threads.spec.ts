import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { transformSync } from '@swc/core';
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
  const folder = mkdtempSync(path.join(tmpdir(), 'threads-'));
  const module = path.join(folder, 'threads.mjs');
  const source = readFileSync(path.join(import.meta.dirname, 'threads.ts'), 'utf8');
  writeFileSync(module, transformSync(source, { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }).code);
  const script = `
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
  try {
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    return JSON.parse(output) as { pid: number; main: number; threads: Thread[] };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

(process.platform === 'linux' ? it : it.skip)('runs every helper thread of a starting process below its main thread, and the main thread as before', () => {
  const { pid, main, threads } = threadsOfFreshProcess();
  const helpers = threads.filter((thread) => thread.id !== pid);
  expect(threads.find((thread) => thread.id === pid)?.nice).toBe(main);
  // V8's platform workers and the delayed-task scheduler exist before any JavaScript runs.
  expect(helpers.length).toBeGreaterThanOrEqual(2);
  for (const helper of helpers) expect(helper.nice).toBe(Math.min(19, main + HELPER_THREAD_NICE_STEPS));
});
