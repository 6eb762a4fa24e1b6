/**
 * Imported first by every entry point: starts this process again with the runtime flags and the
 * environment a server under a rush needs, unless they were given (on the command line, in
 * NODE_OPTIONS or in the environment). They change how the process starts, so they cannot be set
 * from here; `execve` replaces this process with one that has them (same process id, open files
 * and signals: a service manager or a test's kill sees no difference). Without `process.execve`
 * (Node before 22.15, Windows) nothing changes.
 *
 * - A fixed 32 MB semi-space for V8's young generation, where a request's short-lived objects are
 *   made. By default V8 grows it from a few MB only as survival rates suggest, and under load it
 *   often stays small: then every few milliseconds a scavenge stops the main thread, and objects of
 *   requests still in flight are promoted and cost full collections later (the wedding-day rush
 *   took 56 s of server CPU in one run and 69–74 s in others). But a scavenge's pause grows with
 *   the semi-space: under load about a quarter of what was allocated since the last one is still
 *   referenced when it runs (measured with a bare Express server too: 2.3 MB copied at 8 MB, 4.6 at
 *   16, 17 at 64; pauses 1.8, 3.7 and 13 ms), and every request in flight waits for it. At 64 MB a
 *   scavenge meeting a marking step held all 100 connections of the dashboard benchmark for 50–100
 *   ms; at 32 MB the longest wait was 42–74 ms (2.6–4.8 × the median, 2.8–7.3 × at 64), with the
 *   same CPU for the rush and ~60 MB less memory. At 16 MB the rush took more CPU again. (Those
 *   survivors were mostly Express's doing: it changed each request's prototype, which kept the
 *   request's objects alive; since api/express-adapter.ts, ~0.7 MB survive a scavenge of ~27 MB.)
 * - AsyncLocalStorage on async context frames instead of promise hooks (the default from Node 24
 *   on): every request runs in the ORM's AsyncLocalStorage context, and with promise hooks each
 *   promise of each request paid for it. The guest dashboard under 100 connections: about 6,000
 *   → 7,100–7,300 replies per second on 2 cores.
 * - No allocation-site pretenuring (a V8 flag; V8 does not allow it in NODE_OPTIONS). When most
 *   objects made at one place in the code outlive a scavenge, V8 makes that place's later objects in
 *   the old generation directly. The rush (uploads and requests that wait for them) gets the
 *   literals of every request's headers, request and response state judged so, and after it
 *   requests that live a few milliseconds still went to the old generation: ~0.5 MB for every
 *   scavenge instead of ~0.07, a full collection with a 13–16 ms pause every few seconds, and
 *   scavenges of 2.2–2.6 ms instead of 1.4–1.9 (the old objects' pointers to young ones are roots
 *   to scan). The wedding-day bench's longest waits stayed within its noise either way.
 *   Measured with the sampling heap profiler, which can keep what full collections free.
 * - On Linux, at most two malloc arenas (MALLOC_ARENA_MAX, read by glibc as the process starts;
 *   other allocators ignore it). glibc gives each thread that allocates at once an arena of its
 *   own, up to 8 per core, and keeps what was freed in them: libvips's threads, which resize the
 *   photos, left three of 64 MB each resident. The wedding-day rush on the embedded database: peak
 *   RSS 890–980 MB instead of 1,100–1,240, the same CPU and latencies.
 */
/**
 * `v8`: a flag of V8's own. Node passes it on without knowing it, so `allowedNodeEnvironmentFlags`
 * cannot tell whether it exists; an unknown one stops the start with 'bad option'. Only flags that
 * the V8 of every Node this project supports (22 and later) has are marked so.
 */
const SETTINGS: ReadonlyArray<{ name: string; args: string[]; v8?: true }> = [
  // Both bounds, so it is the size from the start (the lower bound alone is not a NODE_OPTIONS flag).
  { name: '--max-semi-space-size', args: ['--min-semi-space-size=32', '--max-semi-space-size=32'] },
  { name: '--experimental-async-context-frame', args: ['--experimental-async-context-frame'] },
  { name: '--allocation-site-pretenuring', args: ['--no-allocation-site-pretenuring'], v8: true },
];

const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
const isGiven = (name: string) => given.some((arg) => arg === name || arg.startsWith(`${name}=`) || arg === name.replace(/^--/, '--no-'));
// A Node flag this Node does not know (a later one may have made it the default and dropped it) is left out.
const missing = SETTINGS.filter(({ name, v8 }) => (v8 === true || process.allowedNodeEnvironmentFlags.has(name)) && !isGiven(name));

const ENVIRONMENT: Readonly<Record<string, string>> = process.platform === 'linux' ? { MALLOC_ARENA_MAX: '2' } : {};
const missingEnvironment = Object.entries(ENVIRONMENT).filter(([name]) => process.env[name] === undefined);

if (typeof process.execve === 'function' && process.platform !== 'win32' && (missing.length > 0 || missingEnvironment.length > 0)) {
  const flags = missing.flatMap(({ args }) => args);
  process.execve(process.execPath, [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)], { ...process.env, ...Object.fromEntries(missingEnvironment) });
}
