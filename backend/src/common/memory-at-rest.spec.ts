/** @database none */
import path from 'node:path';
import { runInFreshProcess } from '../../test/fresh-process.js';

interface Outcome {
  /** Milliseconds after the work ended at which the collections ran. */
  collectedAfterMs: number[];
  heapBefore: number;
  heapAfter: number;
}

/**
 * A fresh Node process (with or without --expose-gc) that leaves garbage behind, works for a moment,
 * rests 3.5 s, (`again`) works and rests again 3 s, and reports when its registered collection ran.
 */
function run(flags: string[], again = true): Outcome {
  const output = runInFreshProcess(
    path.join(import.meta.dirname, 'memory-at-rest.ts'),
    (module) => `
import { collectAtRest, watchForRest } from ${JSON.stringify(module)};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const work = (ms) => { const end = performance.now() + ms; let kept = []; while (performance.now() < end) { kept.push({ n: Math.random(), s: 'x'.repeat(64) }); if (kept.length > 100000) kept = []; } };
const collectedAt = [];
let workEnded = performance.now();
collectAtRest(() => collectedAt.push(performance.now() - workEnded));
const stop = watchForRest();
globalThis.garbage = Array.from({ length: 200000 }, (_, i) => ({ i, text: 'Hochzeit ' + i }));
globalThis.garbage = null;
const heapBefore = process.memoryUsage().heapUsed;
work(1200);
workEnded = performance.now();
await sleep(3500);
const heapAfter = process.memoryUsage().heapUsed;
if (${again}) {
  work(1200);
  workEnded = performance.now();
  await sleep(3000);
}
stop();
console.log(JSON.stringify({ collectedAfterMs: collectedAt, heapBefore, heapAfter }));
`,
    { flags },
  );
  return JSON.parse(output) as Outcome;
}

describe('giving memory back at rest', () => {
  it('collects once the event loop has been quiet for two seconds after work, and not again within a minute', () => {
    const { collectedAfterMs, heapBefore, heapAfter } = run(['--expose-gc']);
    // Once after the first work (two quiet checks of a second each, read once a second), none
    // after the second: a collection takes the thread, so at most one a minute.
    expect(collectedAfterMs).toHaveLength(1);
    expect(collectedAfterMs[0]).toBeGreaterThanOrEqual(1000);
    expect(collectedAfterMs[0]).toBeLessThan(3500);
    // The collection shrank the heap: the garbage of the start is gone.
    expect(heapAfter).toBeLessThan(heapBefore / 2);
  });

  it('does nothing without --expose-gc', () => {
    expect(run([], false).collectedAfterMs).toEqual([]);
  });
});
