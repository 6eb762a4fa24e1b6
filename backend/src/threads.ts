import sharp from 'sharp';
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

/**
 * libvips keeps the results of its recent operations (up to 50 MB, 20 files, 100 operations) for
 * reuse; every photo here is read and made once, so the cache only held memory (issue 40, a small
 * server: docs/decisions/0015-first-paint-and-small-server.md).
 */
sharp.cache(false);

lowerHelperThreadPriority();
