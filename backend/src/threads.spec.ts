import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { HELPER_THREAD_NICE_STEPS, lowerHelperThreadPriority } from './threads.js';

/** Each thread of this process with its name and nice value, from /proc. */
function threads(): Array<{ id: number; name: string; nice: number }> {
  return readdirSync('/proc/self/task').map((id) => {
    const stat = readFileSync(`/proc/self/task/${id}/stat`, 'utf8');
    // Fields after the name in parentheses: state is field 3, nice field 19.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { id: Number(id), name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), nice: Number(fields[16]) };
  });
}

const linux = process.platform === 'linux';

(linux ? it : it.skip)('runs every helper thread below the main thread and leaves the main thread as it was', () => {
  const mainBefore = getPriority(process.pid);
  lowerHelperThreadPriority();
  const all = threads();
  const main = all.find((thread) => thread.id === process.pid);
  const helpers = all.filter((thread) => thread.id !== process.pid);
  expect(main?.nice).toBe(mainBefore);
  expect(helpers.length).toBeGreaterThan(0);
  for (const helper of helpers) expect(helper.nice).toBe(Math.min(19, mainBefore + HELPER_THREAD_NICE_STEPS));
  // Lowered already: a second call changes nothing.
  expect(lowerHelperThreadPriority()).toBe(0);
});
