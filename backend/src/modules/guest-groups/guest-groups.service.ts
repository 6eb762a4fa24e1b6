import { EntityManager } from '@mikro-orm/core';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Guest } from '../guests/guest.entity.js';
import { GuestGroup } from './guest-group.entity.js';

@Injectable()
export class GuestGroupsService {
  constructor(private readonly em: EntityManager) {}

  private async findOrFail(id: number): Promise<GuestGroup> {
    const group = await this.em.findOne(GuestGroup, { id });
    if (!group) throw new NotFoundException('Gruppe nicht gefunden');
    return group;
  }

  /** Groups by name, each with its members (by last name). */
  async list() {
    const groups = await this.em.find(GuestGroup, {}, { orderBy: { name: 'asc', id: 'asc' } });
    const members = await this.em.find(Guest, { group: { $ne: null } }, { orderBy: { last_name: 'asc', first_name: 'asc', id: 'asc' } });
    return groups.map((group) => ({
      id: group.id,
      name: group.name,
      members: members
        .filter((guest) => guest.group?.id === group.id)
        .map(({ id, first_name, last_name, guest_type }) => ({ id, first_name, last_name, guest_type })),
    }));
  }

  async create(name: string) {
    const group = this.em.create(GuestGroup, { name });
    await this.em.flush();
    return { id: group.id, name: group.name, members: [] };
  }

  /** Members stay as guests without a group (the foreign key sets group_id to null). */
  async remove(id: number): Promise<void> {
    this.em.remove(await this.findOrFail(id));
    await this.em.flush();
  }

  async addGuest(groupId: number, guestId: number): Promise<void> {
    const group = await this.findOrFail(groupId);
    const guest = await this.em.findOne(Guest, { id: guestId });
    if (!guest) throw new NotFoundException('Gast nicht gefunden');
    if (guest.group) {
      throw new ConflictException(guest.group.id === groupId ? 'Der Gast ist bereits in dieser Gruppe' : 'Der Gast ist bereits in einer anderen Gruppe');
    }
    guest.group = group;
    await this.em.flush();
  }

  async removeGuest(groupId: number, guestId: number): Promise<void> {
    await this.findOrFail(groupId);
    const guest = await this.em.findOne(Guest, { id: guestId, group: groupId });
    if (!guest) throw new NotFoundException('Der Gast ist nicht in dieser Gruppe');
    guest.group = null;
    await this.em.flush();
  }
}
