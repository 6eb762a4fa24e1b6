import { performance } from 'node:perf_hooks';

/**
 * A server at rest gives back the memory of its last work (the start, a rush). V8's own memory
 * reducer does so only once the allocation rate has stayed low, which the job queue's polling
 * delays by ~35 s after a start, and it never compacts PGlite's thread, whose polls keep it
 * allocating. A small server (1 GB, issue 40) needs that memory back as soon as the work ends.
 *
 * Once the main thread's event loop was busy and then stayed quiet for QUIET_CHECKS checks in a row,
 * every isolate that registered (this thread, PGlite's) runs one collection that shrinks its heap:
 * V8's 'last-resort' flavour compacts the old space and gives back the young generation's unused
 * half and the pooled pages. Figures: docs/decisions/0015-first-paint-and-small-server.md.
 */
const CHECK_MS = 1000;
/** The share of a check's time the event loop ran code: above it a check counts as work. */
const QUIET_UTILIZATION = 0.05;
const QUIET_CHECKS = 2;
/** A collection takes the thread for tens of milliseconds: at most one this often. */
const MIN_INTERVAL_MS = 60_000;

type Collector = () => unknown;
const collectors = new Set<Collector>();

/** V8's collection that shrinks the heap (also passed to PGlite's thread, which cannot import this module). */
export const SHRINK_HEAP: NodeJS.GCOptions = { type: 'major', execution: 'sync', flavor: 'last-resort' };

/** Runs SHRINK_HEAP on this thread; false without `--expose-gc` (runtime-flags.ts). */
export function shrinkHeap(): boolean {
  if (typeof globalThis.gc !== 'function') return false;
  globalThis.gc(SHRINK_HEAP);
  return true;
}

/** Has `collect` run whenever the process comes to rest (while watchForRest runs); returns a function that stops it. */
export function collectAtRest(collect: Collector): () => void {
  collectors.add(collect);
  return () => collectors.delete(collect);
}

/**
 * Watches the main thread's event loop and runs the registered collections (and this thread's own)
 * once it comes to rest after work; a collection that fails is reported to `log`. Does nothing
 * without `--expose-gc`. Returns a function that stops it.
 */
export function watchForRest(log?: { warn(message: string): void }): () => void {
  if (typeof globalThis.gc !== 'function') return () => undefined;
  const stopOwn = collectAtRest(shrinkHeap);
  let last = performance.eventLoopUtilization();
  // The start is work: its migrations, demo data and compiled code leave garbage behind.
  let worked = true;
  let quietChecks = 0;
  let collectedAt = -Infinity;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    if (utilization > QUIET_UTILIZATION) {
      worked = true;
      quietChecks = 0;
      return;
    }
    if (!worked || ++quietChecks < QUIET_CHECKS || performance.now() - collectedAt < MIN_INTERVAL_MS) return;
    worked = false;
    collectedAt = performance.now();
    void Promise.all([...collectors].map((collect) => Promise.resolve().then(collect))).catch((error: unknown) =>
      log?.warn(`Speicher in Ruhe nicht freigegeben: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, CHECK_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    stopOwn();
  };
}
