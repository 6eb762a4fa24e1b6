import { defineJob } from '../../jobs/job-definition.js';

/**
 * Queued (after the commit) for each guest whose answer a guest stored, not for an admin's edits:
 * the messages side registers the handler (the confirmation e-mail). `answeredAt` (ISO) tells
 * the answer apart from a later one of the same guest.
 */
export const rsvpAnsweredJob = defineJob<{ guestId: number; answeredAt: string }>('rsvp.answered');
