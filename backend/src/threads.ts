import { lowerHelperThreadPriority } from './thread-priority.js';

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

lowerHelperThreadPriority();
