import { defineJob } from '../../jobs/job-definition.js';

/**
 * A check of the reminders: sends the step due now, if any, and queues the next checks. Retried
 * quickly while another worker holds the step (it may have died with it).
 */
export const rsvpReminderCheckJob = defineJob<{ reason: 'start' | 'settings' | 'planned' }>('rsvp-reminders.check', {
  retryLimit: 10,
  retryDelay: 15,
  retryBackoff: true,
  retryDelayMax: 120,
  expireInSeconds: 300,
});
