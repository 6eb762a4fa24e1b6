import { defineJob } from '../../jobs/job-definition.js';

/** The retention check: deletes personal data once the date has come, sends the couple's reminders before it. */
export const retentionCheckJob = defineJob<{ reason: 'start' | 'settings' | 'planned' }>('privacy.retention-check', {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 600,
});

/** An e-mail from the portal to one address (the guest told of their deletion, the couple reminded of the retention date). */
export const privacyMailJob = defineJob<{ to: { name: string; address: string }; subject: string; text: string }>('privacy.mail', {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
});
