/** The seating plan's public surface: its entities, the service the exports read the plan from, and the clock tests set. */
export { SeatAssignment } from './seat-assignment.entity.js';
export { SeatingPlanState } from './seating-plan.entity.js';
export { SeatingTable } from './seating-table.entity.js';
export { SeatingClock, SeatingService } from './seating.service.js';
export type { PlacedPerson } from './seating-model.js';
