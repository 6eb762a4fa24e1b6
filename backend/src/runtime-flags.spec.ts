import path from 'node:path';
import { runInFreshProcess } from '../test/fresh-process.js';

interface Started {
  ppid: number;
  execArgv: string[];
  argv: string[];
  mallocArenaMax?: string;
  mallocMmapThreshold?: string;
}

const { MALLOC_ARENA_MAX: _given, MALLOC_MMAP_THRESHOLD_: _threshold, ...withoutArenaLimit } = process.env;

/** A fresh Node process (with these flags) that imports runtime-flags.ts first, as an entry point does. */
function start(flags: string[] = [], env: NodeJS.ProcessEnv = withoutArenaLimit): Started {
  const output = runInFreshProcess(
    path.join(import.meta.dirname, 'runtime-flags.ts'),
    (module) => `import ${JSON.stringify(module)};\nconsole.log(JSON.stringify({ ppid: process.ppid, execArgv: process.execArgv, argv: process.argv.slice(2), mallocArenaMax: process.env.MALLOC_ARENA_MAX, mallocMmapThreshold: process.env.MALLOC_MMAP_THRESHOLD_ }));\n`,
    { flags, env, args: ['ein-argument'] },
  );
  return JSON.parse(output) as Started;
}

const canReplaceItself = typeof process.execve === 'function' && process.platform !== 'win32';

(canReplaceItself ? describe : describe.skip)('the runtime flags of a server process', () => {
  // Not imported here: importing it replaces the process that imports it.
  it('replaces the process once with a young generation of a fixed size (32 MB per semi-space), an old space of at most 256 MB, async context frames, no allocation-site pretenuring and gc() exposed, keeping its flags and arguments', () => {
    const started = start(['--no-warnings']);
    expect(started.execArgv).toEqual(['--min-semi-space-size=32', '--max-semi-space-size=32', '--max-old-space-size=256', '--experimental-async-context-frame', '--no-allocation-site-pretenuring', '--expose-gc', '--no-warnings']);
    expect(started.argv).toEqual(['ein-argument']);
    // Replaced, not a child: its parent is still this test's process.
    expect(started.ppid).toBe(process.pid);
  });

  it('keeps what was given on the command line or in NODE_OPTIONS, also a flag turned off', () => {
    expect(start(['--max-semi-space-size=16']).execArgv).toEqual(['--max-old-space-size=256', '--experimental-async-context-frame', '--no-allocation-site-pretenuring', '--expose-gc', '--max-semi-space-size=16']);
    expect(start(['--max-semi-space-size=16', '--max-old-space-size=512', '--no-experimental-async-context-frame', '--allocation-site-pretenuring', '--expose-gc']).execArgv).toEqual(['--max-semi-space-size=16', '--max-old-space-size=512', '--no-experimental-async-context-frame', '--allocation-site-pretenuring', '--expose-gc']);
    // V8's own flags cannot be given in NODE_OPTIONS, so this one is still added.
    expect(start([], { ...withoutArenaLimit, NODE_OPTIONS: '--max-semi-space-size=8 --max-old-space-size=512 --experimental-async-context-frame --expose-gc' }).execArgv).toEqual(['--no-allocation-site-pretenuring']);
  });

  (process.platform === 'linux' ? it : it.skip)('starts with at most two malloc arenas and blocks from 32 KB mapped on their own, unless the environment names values; also when every flag was given', () => {
    expect(start()).toMatchObject({ mallocArenaMax: '2', mallocMmapThreshold: '32768' });
    expect(start([], { ...withoutArenaLimit, MALLOC_ARENA_MAX: '8', MALLOC_MMAP_THRESHOLD_: '131072' })).toMatchObject({ mallocArenaMax: '8', mallocMmapThreshold: '131072' });
    const allGiven = start(['--no-allocation-site-pretenuring'], { ...withoutArenaLimit, NODE_OPTIONS: '--max-semi-space-size=8 --max-old-space-size=512 --experimental-async-context-frame --expose-gc' });
    expect(allGiven).toMatchObject({ execArgv: ['--no-allocation-site-pretenuring'], mallocArenaMax: '2', mallocMmapThreshold: '32768', ppid: process.pid });
  });
});
