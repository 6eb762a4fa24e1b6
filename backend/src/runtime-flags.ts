/**
 * Imported first by every entry point: starts this process again with the runtime flags a server
 * under a rush needs, unless they were given (on the command line or in NODE_OPTIONS). Both change
 * how the process starts, so they cannot be set from here; `execve` replaces this process with one
 * that has them (same process id, open files and signals: a service manager or a test's kill sees
 * no difference). Without `process.execve` (Node before 22.15, Windows) nothing changes.
 *
 * - A 64 MB semi-space for V8's young generation, where a request's short-lived objects are made.
 *   By default V8 grows it from a few MB only as survival rates suggest, and under load it often
 *   stays small: then every few milliseconds a scavenge stops the main thread, and objects of
 *   requests still in flight are promoted and cost full collections later. Measured on the
 *   wedding-day rush (2 cores, embedded database): the same load took 56 s of server CPU in one
 *   run and 69–74 s in others, and those runs missed the latency targets; with the fixed size every
 *   run took 59–67 s, with a third of the scavenges and some 150 MB more memory.
 * - AsyncLocalStorage on async context frames instead of promise hooks (the default from Node 24
 *   on): every request runs in the ORM's AsyncLocalStorage context, and with promise hooks each
 *   promise of each request paid for it. The guest dashboard under 100 connections: about 6,000
 *   → 7,100–7,300 replies per second on 2 cores.
 */
const FLAGS: ReadonlyArray<{ name: string; value?: string }> = [
  { name: '--max-semi-space-size', value: '64' },
  { name: '--experimental-async-context-frame' },
];

const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
const isGiven = (name: string) => given.some((arg) => arg === name || arg.startsWith(`${name}=`) || arg === name.replace(/^--/, '--no-'));
// A flag this Node does not know (a later one may have made it the default and dropped it) is left out.
const missing = FLAGS.filter(({ name }) => process.allowedNodeEnvironmentFlags.has(name) && !isGiven(name));

if (typeof process.execve === 'function' && process.platform !== 'win32' && missing.length > 0) {
  const flags = missing.map(({ name, value }) => (value === undefined ? name : `${name}=${value}`));
  process.execve(process.execPath, [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)], process.env);
}
