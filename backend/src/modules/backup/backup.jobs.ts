import { defineJob } from '../../jobs/job-definition.js';

/**
 * A backup started from the settings page (its run row exists). Not retried: a failed backup says
 * so on the page and is started again there. An hour per attempt covers a large photo collection.
 */
export const backupCreateJob = defineJob<{ runId: number }>('backup.create', { retryLimit: 0, expireInSeconds: 3600 });

/** The daily backup due at `due` (ISO); a job for a time the settings no longer name does nothing but plan the next. */
export const backupScheduleJob = defineJob<{ due: string }>('backup.scheduled', { retryLimit: 2, retryDelay: 60, expireInSeconds: 3600 });
