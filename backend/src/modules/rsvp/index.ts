/** The RSVP's public surface: the answers and settings, the service that reads and writes them, and the job queued after a guest's answer. */
export { RsvpAnswer, RsvpSettings } from './rsvp.entity.js';
export { RsvpService } from './rsvp.service.js';
export { rsvpAnsweredJob } from './rsvp-answered.job.js';
export { answeredGuestIds, declinedGuestIds, type GuestRsvpState, OPEN_RSVP, RSVP_CARD_TABLES, rsvpStates } from './rsvp.queries.js';
