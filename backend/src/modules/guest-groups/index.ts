/** The guest groups' public surface: the group entity guests belong to. */
export { GuestGroup } from './guest-group.entity.js';
