import {
  GROUP_NOT_FOUND,
  GUEST_ALREADY_IN_THIS_GROUP,
  GUEST_IN_OTHER_GROUP,
  GUEST_NOT_FOUND,
  GUEST_NOT_IN_GROUP,
  type GuestGroup as GuestGroupReply,
} from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { ConflictException, Injectable } from '@nestjs/common';
import { orNotFound, UPDATE } from '../../common/persistence.js';
import { Guest } from '../guests/index.js';
import { GuestGroup } from './guest-group.entity.js';
import { byName, byPersonName } from '../../common/german-sort.js';

@Injectable()
export class GuestGroupsService {
  constructor(private readonly em: EntityManager) {}

  private findOrFail(id: number): Promise<GuestGroup> {
    return this.em.findOneOrFail(GuestGroup, { id }, orNotFound(GROUP_NOT_FOUND));
  }

  /** Groups by name, each with its members (by last name). */
  async list(): Promise<GuestGroupReply[]> {
    const groups = (await this.em.find(GuestGroup, {})).sort(byName);
    const members = (await this.em.find(Guest, { group: { $ne: null } })).sort(byPersonName);
    return groups.map((group) => ({
      id: group.id,
      name: group.name,
      members: members
        .filter((guest) => guest.group?.id === group.id)
        .map(({ id, first_name, last_name, guest_type }) => ({ id, first_name, last_name, guest_type })),
    }));
  }

  async create(name: string): Promise<GuestGroupReply> {
    const group = this.em.create(GuestGroup, { name });
    await this.em.flush();
    return { id: group.id, name: group.name, members: [] };
  }

  /** Members stay as guests without a group (the foreign key sets group_id to null). */
  async remove(id: number): Promise<void> {
    this.em.remove(await this.findOrFail(id));
    await this.em.flush();
  }

  /** Only a guest without a group can join one. */
  async addGuest(groupId: number, guestId: number): Promise<void> {
    const group = await this.findOrFail(groupId);
    const guest = await this.em.findOneOrFail(Guest, { id: guestId }, orNotFound(GUEST_NOT_FOUND));
    if (guest.group) throw new ConflictException(guest.group.id === groupId ? GUEST_ALREADY_IN_THIS_GROUP : GUEST_IN_OTHER_GROUP);
    guest.group = group;
    await this.em.flush();
  }

  /** The guest stays, without a group (group_id becomes null). */
  async removeGuest(groupId: number, guestId: number): Promise<void> {
    await this.findOrFail(groupId);
    const guest = await this.em.findOneOrFail(Guest, { id: guestId, group: groupId }, orNotFound(GUEST_NOT_IN_GROUP));
    this.em.assign(guest, { group: null }, UPDATE);
    await this.em.flush();
  }
}
