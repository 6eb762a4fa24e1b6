/** The timeline's public surface: the event entity and who sees which event. */
export { TimelineEvent } from './timeline-event.entity.js';
export { isInGuestDayPlan, isInProviderSchedule, TYPES_FOR_GUEST } from './guest-day-plan.js';
