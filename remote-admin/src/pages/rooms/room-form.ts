import { ROOM_BASE_CAPACITY_DEFAULT, type Room, type RoomInputValues } from '@hochzeit/contracts';
import type { DefaultValues } from 'react-hook-form';

/** A new room's form: base capacity 2, no extras, no location chosen yet. */
export const NEW_ROOM: DefaultValues<RoomInputValues> = {
  room_number: '',
  description: '',
  base_capacity: ROOM_BASE_CAPACITY_DEFAULT,
  has_extra_bed: false,
  has_crib: false,
};

/** The edit form's starting values for a room. */
export const roomToForm = (room: Room): RoomInputValues => ({
  room_number: room.room_number,
  description: room.description ?? '',
  base_capacity: room.base_capacity,
  location_id: room.location_id,
  has_extra_bed: room.has_extra_bed,
  has_crib: room.has_crib,
});

/** Base + extra bed + crib, shown live while editing (the server computes the stored value). */
export const previewCapacity = (values: Pick<RoomInputValues, 'base_capacity' | 'has_extra_bed' | 'has_crib'>) =>
  (Number.isFinite(values.base_capacity) ? Number(values.base_capacity) : 0) + (values.has_extra_bed ? 1 : 0) + (values.has_crib ? 1 : 0);

/** Only rooms with a free bed are offered for a new assignment. */
export const roomsWithSpace = (rooms: readonly Room[]) => rooms.filter((room) => room.occupancy < room.total_capacity);
