/** The RSVP's public surface: the answers and settings, and the service that reads and writes them. */
export { RsvpAnswer, RsvpSettings } from './rsvp.entity.js';
export { RsvpService } from './rsvp.service.js';
export { answeredGuestIds, RSVP_CARD_TABLES } from './rsvp.queries.js';
