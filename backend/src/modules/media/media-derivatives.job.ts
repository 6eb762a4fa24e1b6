import { defineJob } from '../../jobs/job-definition.js';

/**
 * Makes a medium's WebP derivatives (widths 100 and 300 from a cheap decode of their own, 1200
 * from a full one) and its full-size version without personal metadata, right after the upload
 * commits (queued through the outbox with the new media row). The handler is MediaDerivatives (media-derivatives.worker.ts).
 */
export const mediaDerivativesJob = defineJob<{ mediaId: number }>('media.derivatives', {
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 300,
});
