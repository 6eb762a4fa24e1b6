/** The rooms' public surface: locations, rooms and who sleeps where. */
export { Location } from './location.entity.js';
export { Room, totalCapacity } from './room.entity.js';
export { RoomAssignment } from './room-assignment.entity.js';
