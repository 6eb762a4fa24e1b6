import {
  GUEST_ALREADY_IN_PHOTO_GROUP,
  GUEST_NOT_FOUND,
  GUEST_NOT_IN_PHOTO_GROUP,
  PHOTO_GROUP_NOT_FOUND,
  type PhotoGroup as PhotoGroupReply,
  type PhotoGroupGuest as PhotoGroupGuestReply,
} from '@hochzeit/contracts';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ConflictException, Injectable } from '@nestjs/common';
import { orNotFound, UPDATE } from '../../common/persistence.js';
import { Guest } from '../guests/index.js';
import { MediaQueries } from './media.queries.js';
import { byName } from './names.js';
import { PhotoGroup, PhotoGroupGuest } from './photo-group.entity.js';
import { byPersonName } from '../../common/german-sort.js';

/**
 * Photo groups: circles of guests that photos are shared with. A medium in no group is visible
 * to every guest; once in groups, only to their members and its uploader.
 */
@Injectable()
export class PhotoGroupsService {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: MediaQueries,
  ) {}

  private findOrFail(id: number): Promise<PhotoGroup> {
    return this.em.findOneOrFail(PhotoGroup, { id }, orNotFound(PHOTO_GROUP_NOT_FOUND));
  }

  /** Groups by name with their media count (hidden media too) and their members' ids. */
  private async counted(id?: number): Promise<PhotoGroupReply[]> {
    const groups = await this.queries.countedPhotoGroups(id);
    if (groups.length === 0) return [];
    const members = await this.queries.photoGroupMembers(groups.map((group) => group.id));
    return groups
      .map((group) => ({ ...group, guest_ids: members.filter((member) => member.group_id === group.id).map((member) => member.guest_id) }))
      .sort(byName);
  }

  list(): Promise<PhotoGroupReply[]> {
    return this.counted();
  }

  private async one(id: number): Promise<PhotoGroupReply> {
    const [group] = await this.counted(id);
    return group;
  }

  async create(name: string): Promise<PhotoGroupReply> {
    const group = this.em.create(PhotoGroup, { name });
    await this.em.flush();
    return { id: group.id, name: group.name, media_count: 0, guest_ids: [] };
  }

  async rename(id: number, name: string): Promise<PhotoGroupReply> {
    this.em.assign(await this.findOrFail(id), { name }, UPDATE);
    await this.em.flush();
    return this.one(id);
  }

  /**
   * The group's memberships and its links to media go with it. A medium that was shared only
   * with this group is then in no group, so every guest sees it.
   */
  async remove(id: number): Promise<void> {
    this.em.remove(await this.findOrFail(id));
    await this.em.flush();
  }

  /** The members, by last and first name. */
  async guests(id: number): Promise<PhotoGroupGuestReply[]> {
    await this.findOrFail(id);
    const memberships = (await this.em.find(PhotoGroupGuest, { group: id }, { populate: ['guest'] })).sort((a, b) => byPersonName(a.guest, b.guest));
    return memberships.map(({ guest: { id, first_name, last_name } }) => ({ id, first_name, last_name }));
  }

  async addGuest(id: number, guestId: number): Promise<void> {
    const group = await this.findOrFail(id);
    const guest = await this.em.findOneOrFail(Guest, { id: guestId }, orNotFound(GUEST_NOT_FOUND));
    if (await this.em.count(PhotoGroupGuest, { group, guest })) throw new ConflictException(GUEST_ALREADY_IN_PHOTO_GROUP);
    this.em.create(PhotoGroupGuest, { group, guest });
    try {
      await this.em.flush();
    } catch (error) {
      // The same guest added twice at once: the second insert meets the first.
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(GUEST_ALREADY_IN_PHOTO_GROUP);
      throw error;
    }
  }

  async removeGuest(id: number, guestId: number): Promise<void> {
    await this.findOrFail(id);
    const membership = await this.em.findOneOrFail(PhotoGroupGuest, { group: id, guest: guestId }, orNotFound(GUEST_NOT_IN_PHOTO_GROUP));
    this.em.remove(membership);
    await this.em.flush();
  }
}
