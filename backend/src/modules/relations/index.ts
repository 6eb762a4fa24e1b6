/** The relations' public surface: its entities (the demo data seeds them). */
export { GuestAssignment } from './guest-assignment.entity.js';
export { RelationType } from './relation-type.entity.js';
