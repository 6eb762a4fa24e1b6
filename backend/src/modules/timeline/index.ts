/** The timeline's public surface: the event entity, who sees which event, and the day plan as a calendar file. */
export { TimelineEvent } from './timeline-event.entity.js';
/** The day plan as an iCalendar file (the e-mail invitation attaches a guest's). */
export { TimelineCalendar } from './timeline-calendar.service.js';
export { isInGuestDayPlan, isInProviderSchedule, TYPES_FOR_GUEST } from './guest-day-plan.js';
