import { readdirSync, readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * How this process's threads share the cores: which run below the main thread, which serves the
 * requests. No side effects (threads.ts applies them when an entry point starts).
 */

/** How much lower than the main thread V8's helper threads run (Linux nice steps, at most 19). */
export const HELPER_THREAD_NICE_STEPS = 10;

/**
 * How much lower than the main thread image work runs (libvips's worker threads, the HEIC
 * decoder): as low as Linux allows, so photos made in a rush use what requests leave
 * (docs/decisions/0010-thread-priorities.md).
 */
export const IMAGE_THREAD_NICE_STEPS = 19;

/** What Linux calls libvips's worker threads (the name libvips gives them, cut to 15 bytes). */
const IMAGE_THREAD_NAME = 'libvips worker';

/** This process's threads besides the main thread; empty where /proc is not there. */
function otherThreads(): number[] {
  if (process.platform !== 'linux') return [];
  try {
    return readdirSync('/proc/self/task')
      .map(Number)
      .filter((threadId) => threadId !== process.pid);
  } catch {
    return [];
  }
}

function threadName(threadId: number): string | null {
  try {
    return readFileSync(`/proc/self/task/${threadId}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * Runs the threads `chosen` says `steps` below the main thread (setpriority on a thread id
 * changes that thread alone on Linux; elsewhere nothing changes). Returns how many were lowered.
 */
function lowerThreads(steps: number, chosen: (threadId: number) => boolean): number {
  const target = Math.min(19, getPriority(process.pid) + steps);
  let lowered = 0;
  for (const threadId of otherThreads()) {
    try {
      if (getPriority(threadId) >= target || !chosen(threadId)) continue;
      setPriority(threadId, target);
      lowered++;
    } catch {
      // The thread ended meanwhile: nothing to lower.
    }
  }
  return lowered;
}

/**
 * Lowers the priority of the threads that exist before any JavaScript runs besides the main
 * thread: V8's platform workers (concurrent marking and sweeping of the garbage collector,
 * background compilation) and Node's delayed-task scheduler, so concurrent marking uses what the
 * main thread leaves (docs/decisions/0010-thread-priorities.md). libuv's pool threads start later
 * and keep the normal priority: they also read the files requests serve.
 * Returns how many threads were lowered.
 */
export function lowerHelperThreadPriority(): number {
  return lowerThreads(HELPER_THREAD_NICE_STEPS, () => true);
}

/**
 * Lowers libvips's worker threads to IMAGE_THREAD_NICE_STEPS. libvips starts them when an image
 * first needs them and keeps them for the next, so calling this around image work lowers each
 * soon after it starts (a few /proc reads; threads lowered before are skipped).
 * Returns how many threads were lowered.
 */
export function lowerImageThreadPriority(): number {
  return lowerThreads(IMAGE_THREAD_NICE_STEPS, (threadId) => threadName(threadId) === IMAGE_THREAD_NAME);
}

