import { EntityManager, LockMode } from '@mikro-orm/core';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Guest } from '../guests/guest.entity.js';
import type { CreateRoomAssignmentInput, CreateRoomInput, UpdateRoomInput } from './dto/room.input.js';
import { Location } from './location.entity.js';
import { RoomAssignment } from './room-assignment.entity.js';
import { Room, totalCapacity } from './room.entity.js';

@Injectable()
export class RoomsService {
  constructor(private readonly em: EntityManager) {}

  listLocations() {
    return this.em.find(Location, {}, { orderBy: { name: 'asc' } });
  }

  private async occupancyByRoom(): Promise<Map<number, number>> {
    const assignments = await this.em.find(RoomAssignment, {});
    const counts = new Map<number, number>();
    for (const a of assignments) counts.set(a.room.id, (counts.get(a.room.id) ?? 0) + 1);
    return counts;
  }

  private roomView(room: Room, occupancy: number) {
    return {
      id: room.id,
      room_number: room.room_number,
      description: room.description ?? null,
      base_capacity: room.base_capacity,
      total_capacity: totalCapacity(room),
      location_id: room.location.id,
      location_name: room.location.name,
      has_extra_bed: room.has_extra_bed,
      has_crib: room.has_crib,
      occupancy,
    };
  }

  async listRooms() {
    const [rooms, occupancy] = await Promise.all([
      this.em.find(Room, {}, { populate: ['location'], orderBy: { location: { name: 'asc' }, room_number: 'asc' } }),
      this.occupancyByRoom(),
    ]);
    return rooms.map((room) => this.roomView(room, occupancy.get(room.id) ?? 0));
  }

  private async location(id: number): Promise<Location> {
    const location = await this.em.findOne(Location, { id });
    if (!location) throw new BadRequestException('Standort existiert nicht');
    return location;
  }

  async createRoom(input: CreateRoomInput) {
    const room = this.em.create(Room, {
      room_number: input.room_number,
      description: input.description ?? null,
      base_capacity: input.base_capacity ?? 2,
      has_extra_bed: input.has_extra_bed ?? false,
      has_crib: input.has_crib ?? false,
      location: await this.location(input.location_id),
    });
    await this.em.flush();
    return this.roomView(room, 0);
  }

  /** Refuses to shrink a room below the guests already in it. */
  async updateRoom(id: number, input: UpdateRoomInput) {
    return this.em.transactional(async (em) => {
      const room = await em.findOne(Room, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!room) throw new NotFoundException('Zimmer nicht gefunden');
      const occupancy = await em.count(RoomAssignment, { room: id });
      const next = {
        base_capacity: input.base_capacity ?? room.base_capacity,
        has_extra_bed: input.has_extra_bed ?? room.has_extra_bed,
        has_crib: input.has_crib ?? room.has_crib,
      };
      if (totalCapacity(next) < occupancy) {
        throw new ConflictException(`Das Zimmer ist mit ${occupancy} Gästen belegt; die Kapazität kann nicht darunter sinken.`);
      }
      Object.assign(room, next, { room_number: input.room_number, description: input.description ?? null });
      room.location = await this.location(input.location_id);
      await em.flush();
      await em.populate(room, ['location']);
      return this.roomView(room, occupancy);
    });
  }

  /** An assignment as the API shows it; guest and room.location must be loaded. */
  private assignmentView(a: RoomAssignment) {
    return {
      id: a.id,
      guest_id: a.guest.id,
      room_id: a.room.id,
      guest_name: `${a.guest.first_name} ${a.guest.last_name}`.trim(),
      room_number: a.room.room_number,
      location: a.room.location.name,
    };
  }

  async listAssignments() {
    const assignments = await this.em.find(RoomAssignment, {}, { populate: ['guest', 'room.location'] });
    return assignments
      .map((a) => this.assignmentView(a))
      .sort((a, b) => a.location.localeCompare(b.location, 'de') || a.room_number.localeCompare(b.room_number, 'de', { numeric: true }));
  }

  /** Inner Circle guests only, one room each, and never more guests than the room holds. */
  async assign(input: CreateRoomAssignmentInput) {
    return this.em.transactional(async (em) => {
      // Lock the room row so two admins assigning at once cannot both take its last bed.
      const room = await em.findOne(Room, { id: input.room_id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!room) throw new NotFoundException('Zimmer nicht gefunden');
      const guest = await em.findOne(Guest, { id: input.guest_id });
      if (!guest) throw new NotFoundException('Gast nicht gefunden');
      if (guest.guest_type !== 'Inner Circle') throw new BadRequestException('Nur Inner-Circle-Gäste erhalten ein Zimmer');
      if (await em.count(RoomAssignment, { guest: guest.id })) throw new ConflictException('Der Gast hat bereits ein Zimmer');
      if ((await em.count(RoomAssignment, { room: room.id })) >= totalCapacity(room)) {
        throw new ConflictException(`Zimmer ${room.room_number} ist bereits voll belegt`);
      }
      const assignment = em.create(RoomAssignment, { guest, room });
      await em.flush();
      await em.populate(assignment, ['room.location']);
      return this.assignmentView(assignment);
    });
  }

  async unassign(id: number): Promise<void> {
    const assignment = await this.em.findOne(RoomAssignment, { id });
    if (!assignment) throw new NotFoundException('Zimmerzuweisung nicht gefunden');
    this.em.remove(assignment);
    await this.em.flush();
  }

  /** Inner Circle guests, each with whether they already have a room. */
  async innerCircleGuests() {
    const guests = await this.em.find(Guest, { guest_type: 'Inner Circle' }, { orderBy: { last_name: 'asc', first_name: 'asc' } });
    const withRoom = new Set((await this.em.find(RoomAssignment, {})).map((a) => a.guest.id));
    return guests.map((g) => ({ id: g.id, first_name: g.first_name, last_name: g.last_name, has_room: withRoom.has(g.id) }));
  }
}
