import type { Location as LocationReply, LocationInput } from '@hochzeit/contracts';
import { EntityManager, LockMode } from '@mikro-orm/core';
import { ConflictException, Injectable } from '@nestjs/common';
import { orNotFound, UPDATE } from '../../common/persistence.js';
import { Location } from './location.entity.js';
import { Room } from './room.entity.js';
import { byName } from '../../common/german-sort.js';

const NOT_FOUND = 'Standort nicht gefunden';

/** Locations (buildings where guests sleep): every room belongs to one. */
@Injectable()
export class LocationsService {
  constructor(private readonly em: EntityManager) {}

  private view(location: Location): LocationReply {
    return { id: location.id, name: location.name, address: location.address ?? null };
  }

  async list(): Promise<LocationReply[]> {
    const locations = (await this.em.find(Location, {})).sort(byName);
    return locations.map((location) => this.view(location));
  }

  async create(input: LocationInput): Promise<LocationReply> {
    const location = this.em.create(Location, { name: input.name, address: input.address ?? null });
    await this.em.flush();
    return this.view(location);
  }

  async update(id: number, input: LocationInput): Promise<LocationReply> {
    const location = await this.em.findOneOrFail(Location, { id }, orNotFound(NOT_FOUND));
    this.em.assign(location, input, UPDATE);
    await this.em.flush();
    return this.view(location);
  }

  /** Refused while rooms use the location: their guests' accommodation would lose its address. */
  async remove(id: number): Promise<void> {
    await this.em.transactional(async (em) => {
      // The lock makes a room created at the same moment wait for this decision.
      const location = await em.findOneOrFail(Location, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, ...orNotFound(NOT_FOUND) });
      const rooms = await em.count(Room, { location: id });
      if (rooms > 0) throw new ConflictException(`Der Standort wird noch von ${rooms} ${rooms === 1 ? 'Zimmer' : 'Zimmern'} verwendet`);
      em.remove(location);
      await em.flush();
    });
  }
}
