import { ROOM_BASE_CAPACITY_DEFAULT } from '@hochzeit/contracts';
import { defineEntity, p } from '@mikro-orm/core';
import { Location } from './location.entity.js';

const RoomSchema = defineEntity({
  name: 'Room',
  tableName: 'room',
  properties: {
    id: p.integer().primary(),
    room_number: p.string().length(50),
    description: p.text().nullable(),
    base_capacity: p.integer().default(ROOM_BASE_CAPACITY_DEFAULT),
    has_extra_bed: p.boolean().default(false),
    has_crib: p.boolean().default(false),
    // A location that rooms still use cannot be deleted (the API answers 409 first).
    location: () => p.manyToOne(Location).deleteRule('restrict'),
  },
});

export class Room extends RoomSchema.class {}
RoomSchema.setClass(Room);

/** Base beds plus one for an extra bed plus one for a crib. */
export function totalCapacity(room: Pick<Room, 'base_capacity' | 'has_extra_bed' | 'has_crib'>): number {
  return room.base_capacity + (room.has_extra_bed ? 1 : 0) + (room.has_crib ? 1 : 0);
}
