import { defineJob } from '../../jobs/job-definition.js';

/**
 * Makes a medium's WebP derivatives (widths 100, 300, 1200) from one decode of its original, right
 * after the upload commits (queued through the outbox with the new media row).
 */
export const mediaDerivativesJob = defineJob<{ mediaId: number }>('media.derivatives', {
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 300,
});
