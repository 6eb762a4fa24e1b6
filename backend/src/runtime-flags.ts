/**
 * Imported first by every entry point: restarts this process with `process.execve` (same pid, files
 * and signals; without it nothing changes) with the settings a server under a rush needs, unless
 * given on the command line, in NODE_OPTIONS or the environment: a fixed 32 MB semi-space, an old
 * space of at most 256 MB, async context frames, no allocation-site pretenuring, gc() exposed, and on Linux two
 * malloc arenas and mmap for blocks from 32 KB. Each one's reason and figures:
 * docs/decisions/0002-runtime-flags.md.
 */
/**
 * `v8`: a flag of V8's own. Node passes it on without knowing it, so `allowedNodeEnvironmentFlags`
 * cannot tell whether it exists; an unknown one stops the start with 'bad option'. Only flags that
 * the V8 of every Node this project supports (22 and later) has are marked so.
 */
const SETTINGS: ReadonlyArray<{ name: string; args: string[]; v8?: true }> = [
  // Both bounds, so it is the size from the start (the lower bound alone is not a NODE_OPTIONS flag).
  // Without the lower bound 50-65 MB less at rest, but half the throughput and 9 x the median's
  // longest wait at 100 connections (docs/decisions/0002-runtime-flags.md).
  { name: '--max-semi-space-size', args: ['--min-semi-space-size=32', '--max-semi-space-size=32'] },
  // Every thread's old space at most 256 MB: in a rush the main thread's grew to 150-280 MB, mostly
  // garbage V8 had no reason to collect yet; live it holds ~60-130 MB (issue 40, a small server).
  { name: '--max-old-space-size', args: ['--max-old-space-size=256'] },
  { name: '--experimental-async-context-frame', args: ['--experimental-async-context-frame'] },
  { name: '--allocation-site-pretenuring', args: ['--no-allocation-site-pretenuring'], v8: true },
  // gc() for the collection that shrinks the heap once the server is at rest (common/memory-at-rest.ts).
  { name: '--expose-gc', args: ['--expose-gc'] },
];

const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
const isGiven = (name: string) => given.some((arg) => arg === name || arg.startsWith(`${name}=`) || arg === name.replace(/^--/, '--no-'));
// A Node flag this Node does not know (a later one may have made it the default and dropped it) is left out.
const missing = SETTINGS.filter(({ name, v8 }) => (v8 === true || process.allowedNodeEnvironmentFlags.has(name)) && !isGiven(name));

/**
 * glibc's malloc, read at start: two arenas instead of up to 8 per core; blocks from 32 KB mapped
 * and unmapped on their own, so what V8's compilers (PGlite's WebAssembly) and libvips free goes
 * back to the system instead of staying in an arena (~140 MB at rest after a start).
 */
const ENVIRONMENT: Readonly<Record<string, string>> = process.platform === 'linux' ? { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' } : {};
const missingEnvironment = Object.entries(ENVIRONMENT).filter(([name]) => process.env[name] === undefined);

if (typeof process.execve === 'function' && process.platform !== 'win32' && (missing.length > 0 || missingEnvironment.length > 0)) {
  const flags = missing.flatMap(({ args }) => args);
  process.execve(process.execPath, [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)], { ...process.env, ...Object.fromEntries(missingEnvironment) });
}
