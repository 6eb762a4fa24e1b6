/** The rooms' public surface: locations, rooms and who sleeps where, and the service whose counts the admin dashboard shows. */
export { Location } from './location.entity.js';
export { Room, totalCapacity } from './room.entity.js';
export { RoomAssignment } from './room-assignment.entity.js';
export { RoomsService } from './rooms.service.js';
