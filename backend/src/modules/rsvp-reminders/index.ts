/** The RSVP reminders' public surface: the module, its entities (for src/entities.ts) and the clock it decides by. */
export { RsvpRemindersModule } from './rsvp-reminders.module.js';
export { RsvpReminderSettings, RsvpReminderStep } from './rsvp-reminders.entity.js';
export { Clock } from './clock.js';
