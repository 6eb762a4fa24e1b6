import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * Imported by every entry point before anything else runs (after runtime-flags.ts): how this
 * process's threads share the two cores.
 *
 * libuv's thread pool (4 threads unless set) runs sharp's image work and also the file, zlib and
 * crypto calls of requests: while a few uploaded photos are resized, every compressed reply and
 * file read would wait behind them. The size is read when the pool first starts, so it must be
 * set before anything uses it.
 */
process.env.UV_THREADPOOL_SIZE ??= '16';

/** How much lower than the main thread V8's helper threads run (Linux nice steps, at most 19). */
export const HELPER_THREAD_NICE_STEPS = 10;

/**
 * Lowers the priority of the threads that exist before any JavaScript runs besides the main
 * thread: V8's platform workers (concurrent marking and sweeping of the garbage collector,
 * background compilation) and Node's delayed-task scheduler. On a two-core machine serving a
 * rush, a full garbage collection's concurrent marking otherwise takes CPU from the main thread
 * for about 100 ms every second or so, and every request in flight waits that much longer; at
 * the lower priority the helpers use what the main thread leaves (V8 finishes marking on the main
 * thread when they fall behind). libuv's pool threads start later and keep the normal priority.
 * Linux only (setpriority on a thread id changes that thread alone); elsewhere nothing changes.
 * Returns how many threads were lowered.
 */
export function lowerHelperThreadPriority(): number {
  if (process.platform !== 'linux') return 0;
  let threadIds: number[];
  try {
    threadIds = readdirSync('/proc/self/task').map(Number);
  } catch {
    return 0;
  }
  const target = Math.min(19, getPriority(process.pid) + HELPER_THREAD_NICE_STEPS);
  let lowered = 0;
  for (const threadId of threadIds) {
    if (threadId === process.pid) continue;
    try {
      if (getPriority(threadId) >= target) continue;
      setPriority(threadId, target);
      lowered++;
    } catch {
      // The thread ended meanwhile: nothing to lower.
    }
  }
  return lowered;
}

lowerHelperThreadPriority();
