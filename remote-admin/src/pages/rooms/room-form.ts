import type { Room } from '../../lib/api-types';

export interface RoomFormValues {
  room_number: string;
  description: string;
  base_capacity: string;
  location_id: string;
  has_extra_bed: boolean;
  has_crib: boolean;
}

export const EMPTY_ROOM_FORM: RoomFormValues = { room_number: '', description: '', base_capacity: '2', location_id: '', has_extra_bed: false, has_crib: false };

export const roomToForm = (room: Room): RoomFormValues => ({
  room_number: room.room_number,
  description: room.description ?? '',
  base_capacity: String(room.base_capacity),
  location_id: String(room.location_id),
  has_extra_bed: room.has_extra_bed,
  has_crib: room.has_crib,
});

export const roomPayload = (form: RoomFormValues) => ({
  room_number: form.room_number.trim(),
  description: form.description.trim() || null,
  base_capacity: Number(form.base_capacity),
  location_id: Number(form.location_id),
  has_extra_bed: form.has_extra_bed,
  has_crib: form.has_crib,
});

/** The create button needs a room number and a location; base capacity is at least 1 (spec core §5). */
export const canSaveRoom = (form: RoomFormValues) => form.room_number.trim() !== '' && form.location_id !== '' && Number(form.base_capacity) >= 1;

/** Base + extra bed + crib, shown live while editing (the server computes the stored value). */
export const previewCapacity = (form: RoomFormValues) => Number(form.base_capacity || 0) + (form.has_extra_bed ? 1 : 0) + (form.has_crib ? 1 : 0);

/** Only rooms with a free bed are offered for a new assignment. */
export const roomsWithSpace = (rooms: Room[]) => rooms.filter((room) => room.occupancy < room.total_capacity);
