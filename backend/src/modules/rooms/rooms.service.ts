import {
  type InnerCircleGuest,
  ROOM_BASE_CAPACITY_DEFAULT,
  type RoomAssignment as RoomAssignmentReply,
  type RoomAssignmentInput,
  type RoomInput,
  type Room as RoomReply,
} from '@hochzeit/contracts';
import { EntityManager, ForeignKeyConstraintViolationException, LockMode } from '@mikro-orm/core';
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { orNotFound, UPDATE } from '../../common/persistence.js';
import { Guest } from '../guests/index.js';
import { declinedGuestIds, OPEN_RSVP, rsvpStates } from '../rsvp/index.js';
import { Location } from './location.entity.js';
import { RoomAssignment } from './room-assignment.entity.js';
import { Room, totalCapacity } from './room.entity.js';
import { byPersonName, germanCollator } from '../../common/german-sort.js';

const UNKNOWN_LOCATION = 'Standort existiert nicht';

/** Rooms by location, then number ('2' before '10'), in the German order. */
const byLocationAndNumber = (a: Room, b: Room) => germanCollator.compare(a.location.name, b.location.name) || germanCollator.compare(a.room_number, b.room_number) || a.id - b.id;

@Injectable()
export class RoomsService {
  constructor(private readonly em: EntityManager) {}

  /** Per room: the assigned guests who take a bed, and those who declined (they take none). */
  private async occupancyByRoom(): Promise<Map<number, { occupancy: number; declined: number }>> {
    const [assignments, declined] = await Promise.all([this.em.find(RoomAssignment, {}), declinedGuestIds(this.em)]);
    const counts = new Map<number, { occupancy: number; declined: number }>();
    for (const a of assignments) {
      const count = counts.get(a.room.id) ?? { occupancy: 0, declined: 0 };
      if (declined.has(a.guest.id)) count.declined += 1;
      else count.occupancy += 1;
      counts.set(a.room.id, count);
    }
    return counts;
  }

  /** The guests in a room who take a bed (those who declined take none). */
  private async bedsTaken(em: EntityManager, roomId: number): Promise<number> {
    const [assignments, declined] = await Promise.all([em.find(RoomAssignment, { room: roomId }), declinedGuestIds(em)]);
    return assignments.filter((a) => !declined.has(a.guest.id)).length;
  }

  /** A room as the API shows it; room.location must be loaded. */
  private roomView(room: Room, { occupancy, declined }: { occupancy: number; declined: number }): RoomReply {
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
      declined,
    };
  }

  async listRooms(): Promise<RoomReply[]> {
    const [rooms, occupancy] = await Promise.all([
      this.em.find(Room, {}, { populate: ['location'] }),
      this.occupancyByRoom(),
    ]);
    return rooms.sort(byLocationAndNumber).map((room) => this.roomView(room, occupancy.get(room.id) ?? { occupancy: 0, declined: 0 }));
  }

  /** The room's location; an unknown one is a mistake in the request (400), not a missing page. */
  private location(em: EntityManager, id: number): Promise<Location> {
    return em.findOneOrFail(Location, { id }, { failHandler: () => new BadRequestException(UNKNOWN_LOCATION) });
  }

  async createRoom(input: RoomInput): Promise<RoomReply> {
    const room = this.em.create(Room, {
      room_number: input.room_number,
      description: input.description ?? null,
      base_capacity: input.base_capacity ?? ROOM_BASE_CAPACITY_DEFAULT,
      has_extra_bed: input.has_extra_bed ?? false,
      has_crib: input.has_crib ?? false,
      location: await this.location(this.em, input.location_id),
    });
    try {
      await this.em.flush();
    } catch (error) {
      // The location was deleted between the check and the insert.
      if (error instanceof ForeignKeyConstraintViolationException) throw new BadRequestException(UNKNOWN_LOCATION);
      throw error;
    }
    return this.roomView(room, { occupancy: 0, declined: 0 });
  }

  /** Refuses to shrink a room below the guests already in it (those who declined take no bed). */
  async updateRoom(id: number, input: RoomInput): Promise<RoomReply> {
    return this.em.transactional(async (em) => {
      const room = await em.findOneOrFail(Room, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, ...orNotFound('Zimmer nicht gefunden') });
      const occupancy = await this.bedsTaken(em, id);
      const next = {
        base_capacity: input.base_capacity ?? room.base_capacity,
        has_extra_bed: input.has_extra_bed ?? room.has_extra_bed,
        has_crib: input.has_crib ?? room.has_crib,
      };
      if (totalCapacity(next) < occupancy) {
        throw new ConflictException(`Das Zimmer ist mit ${occupancy} Gästen belegt; die Kapazität kann nicht darunter sinken.`);
      }
      const location = await this.location(em, input.location_id);
      em.assign(room, { ...next, room_number: input.room_number, description: input.description, location }, UPDATE);
      await em.flush();
      return this.roomView(room, { occupancy, declined: (await em.count(RoomAssignment, { room: id })) - occupancy });
    });
  }

  /** An assignment as the API shows it; guest and room.location must be loaded. */
  private assignmentView(a: RoomAssignment, rsvpStatus: RoomAssignmentReply['rsvp_status']): RoomAssignmentReply {
    return {
      id: a.id,
      guest_id: a.guest.id,
      room_id: a.room.id,
      guest_name: `${a.guest.first_name} ${a.guest.last_name}`.trim(),
      room_number: a.room.room_number,
      location: a.room.location.name,
      rsvp_status: rsvpStatus,
    };
  }

  async listAssignments(): Promise<RoomAssignmentReply[]> {
    const assignments = await this.em.find(RoomAssignment, {}, { populate: ['guest', 'room.location'] });
    const rsvp = await rsvpStates(this.em, assignments.map((a) => a.guest.id));
    return assignments
      .map((a) => this.assignmentView(a, (rsvp.get(a.guest.id) ?? OPEN_RSVP).status))
      .sort((a, b) => germanCollator.compare(a.location, b.location) || germanCollator.compare(a.room_number, b.room_number));
  }

  /** Inner Circle guests only, one room each, and never more guests than the room holds (a declined guest takes no bed). */
  async assign(input: RoomAssignmentInput): Promise<RoomAssignmentReply> {
    return this.em.transactional(async (em) => {
      // Lock the room row so two admins assigning at once cannot both take its last bed.
      const room = await em.findOneOrFail(Room, { id: input.room_id }, { lockMode: LockMode.PESSIMISTIC_WRITE, ...orNotFound('Zimmer nicht gefunden') });
      const guest = await em.findOneOrFail(Guest, { id: input.guest_id }, orNotFound('Gast nicht gefunden'));
      if (guest.guest_type !== 'Inner Circle') throw new BadRequestException('Nur Inner-Circle-Gäste erhalten ein Zimmer');
      if (await em.count(RoomAssignment, { guest: guest.id })) throw new ConflictException('Der Gast hat bereits ein Zimmer');
      if ((await this.bedsTaken(em, room.id)) >= totalCapacity(room)) {
        throw new ConflictException(`Zimmer ${room.room_number} ist bereits voll belegt`);
      }
      const assignment = em.create(RoomAssignment, { guest, room });
      await em.flush();
      await em.populate(assignment, ['room.location']);
      return this.assignmentView(assignment, (await rsvpStates(em, [guest.id])).get(guest.id)?.status ?? 'open');
    });
  }

  async unassign(id: number): Promise<void> {
    const assignment = await this.em.findOneOrFail(RoomAssignment, { id }, orNotFound('Zimmerzuweisung nicht gefunden'));
    this.em.remove(assignment);
    await this.em.flush();
  }

  /** Inner Circle guests, each with whether they already have a room and their RSVP. */
  async innerCircleGuests(): Promise<InnerCircleGuest[]> {
    const guests = (await this.em.find(Guest, { guest_type: 'Inner Circle' })).sort(byPersonName);
    const withRoom = new Set((await this.em.find(RoomAssignment, {})).map((a) => a.guest.id));
    const rsvp = await rsvpStates(this.em, guests.map((g) => g.id));
    return guests.map((g) => ({ id: g.id, first_name: g.first_name, last_name: g.last_name, has_room: withRoom.has(g.id), rsvp_status: (rsvp.get(g.id) ?? OPEN_RSVP).status }));
  }
}
