import {
  type AdminMediaQuery,
  MEDIA_NOT_FOUND,
  type MediaCategoriesInput,
  type MediaCategoryRef,
  type MediaGroupRef,
  type MediaGroupsInput,
  type MediaItem,
  MEDIA_NOT_OWN,
  unknownPhotoCategories,
  unknownPhotoGroups,
} from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth.types.js';
import { orNotFound, UPDATE } from '../../common/persistence.js';
import { runAfterCommit } from '../../jobs/outbox.js';
import { deleteFilesJob } from '../../storage/delete-files.job.js';
import { mediaFileKeys } from './media-files.js';
import { MediaItems } from './media-items.js';
import { Media } from './media.entity.js';
import { MediaQueries } from './media.queries.js';
import { byName } from './names.js';
import { VenueSettingsService } from './venue-settings.service.js';
import { MediaCategory, PhotoCategory } from './photo-category.entity.js';
import { MediaPhotoGroup, PhotoGroup } from './photo-group.entity.js';

/** The photo wall shows at most this many media per look. */
export const PHOTO_WALL_MAX_ITEMS = 200;

type Ref = z.output<typeof MediaCategoryRef> | z.output<typeof MediaGroupRef>;

/** The media manager: every medium (hidden ones too), its categories and groups, hiding and deleting. */
@Injectable()
export class MediaAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly items: MediaItems,
    private readonly queries: MediaQueries,
    private readonly venue: VenueSettingsService,
  ) {}

  private findOrFail(id: number): Promise<Media> {
    return this.em.findOneOrFail(Media, { id }, orNotFound(MEDIA_NOT_FOUND));
  }

  /** All media of a folder (or of both), newest first. */
  async list(admin: AuthUser, query: AdminMediaQuery): Promise<MediaItem[]> {
    return this.items.for(admin, await this.queries.mediaOf(query.folder));
  }

  /** What the photo wall shows: media not hidden, uploaded after `since` (all without it), newest first. */
  async wall(admin: AuthUser, since: Date | undefined): Promise<MediaItem[]> {
    const [media, names] = await Promise.all([this.queries.shownSince(since, PHOTO_WALL_MAX_ITEMS), this.venue.showsUploaderNames()]);
    const items = await this.items.for(admin, media);
    return names ? items : items.map((item) => ({ ...item, uploader_name: null }));
  }

  /** The photos from the venue link waiting for approval, newest first. */
  async pending(admin: AuthUser): Promise<MediaItem[]> {
    return this.items.for(admin, await this.queries.pendingMedia());
  }

  /** Shows these pending photos to guests and on the wall; answers the ids it approved. */
  async approve(ids: number[]): Promise<number[]> {
    const media = await this.em.find(Media, { id: { $in: ids }, pending: true });
    const approvedAt = new Date();
    for (const medium of media) this.em.assign(medium, { pending: false, approved_at: approvedAt });
    await this.em.flush();
    return media.map((medium) => medium.id).sort((a, b) => a - b);
  }

  /** Deletes these pending photos (rows now, files once that commits); answers the ids it deleted. */
  async reject(ids: number[]): Promise<number[]> {
    const media = await this.em.find(Media, { id: { $in: ids }, pending: true });
    this.removeAll(media);
    await this.em.flush();
    return media.map((medium) => medium.id).sort((a, b) => a - b);
  }

  /** A guest deletes a photo they uploaded themselves; another's photo is 403. */
  async removeOwn(guest: AuthUser, id: number): Promise<void> {
    const medium = await this.findOrFail(id);
    if (medium.uploader_guest?.id !== guest.id) throw new ForbiddenException(MEDIA_NOT_OWN);
    this.removeAll([medium]);
    await this.em.flush();
  }

  private removeAll(media: Media[]): void {
    for (const medium of media) {
      this.em.remove(medium);
      runAfterCommit(this.em, deleteFilesJob, { keys: mediaFileKeys(medium.storage_key) });
    }
  }

  async setHidden(admin: AuthUser, id: number, hidden: boolean): Promise<MediaItem> {
    const medium = await this.findOrFail(id);
    this.em.assign(medium, { hidden }, UPDATE);
    await this.em.flush();
    return this.items.one(admin, medium);
  }

  /** The row goes (its category and group links with it); its original and derivatives are deleted once that commits. */
  async remove(id: number): Promise<void> {
    const medium = await this.findOrFail(id);
    this.em.remove(medium);
    runAfterCommit(this.em, deleteFilesJob, { keys: mediaFileKeys(medium.storage_key) });
    await this.em.flush();
  }

  async categories(id: number): Promise<Ref[]> {
    await this.findOrFail(id);
    return (await this.items.categoriesOf([id])).get(id) ?? [];
  }

  /** Replaces the medium's categories (`replace`) or adds to them; an unknown id changes nothing. */
  async setCategories(id: number, { category_ids, replace }: MediaCategoriesInput): Promise<Ref[]> {
    const medium = await this.findOrFail(id);
    const wanted = await this.known(PhotoCategory, category_ids, unknownPhotoCategories);
    const links = await this.em.find(MediaCategory, { media: medium });
    const linked = new Set(links.map((link) => link.category.id));
    if (replace) for (const link of links) if (!wanted.has(link.category.id)) this.em.remove(link);
    for (const categoryId of wanted) if (!linked.has(categoryId)) this.em.create(MediaCategory, { media: medium, category: categoryId });
    await this.em.flush();
    return this.categories(id);
  }

  async groups(id: number): Promise<Ref[]> {
    await this.findOrFail(id);
    const links = await this.em.find(MediaPhotoGroup, { media: id }, { populate: ['group'] });
    return links.map(({ group }) => ({ id: group.id, name: group.name })).sort(byName);
  }

  /**
   * Replaces the photo groups the medium is shared with (`replace`) or adds to them; an unknown
   * id changes nothing. In no group, every guest sees it.
   */
  async setGroups(id: number, { group_ids, replace }: MediaGroupsInput): Promise<Ref[]> {
    const medium = await this.findOrFail(id);
    const wanted = await this.known(PhotoGroup, group_ids, unknownPhotoGroups);
    const links = await this.em.find(MediaPhotoGroup, { media: medium });
    const linked = new Set(links.map((link) => link.group.id));
    if (replace) for (const link of links) if (!wanted.has(link.group.id)) this.em.remove(link);
    for (const groupId of wanted) if (!linked.has(groupId)) this.em.create(MediaPhotoGroup, { media: medium, group: groupId });
    await this.em.flush();
    return this.groups(id);
  }

  /** The distinct ids, once all of them exist; otherwise a 400 naming the unknown ones. */
  private async known(entity: typeof PhotoCategory | typeof PhotoGroup, ids: number[], unknown: (ids: number[]) => string): Promise<Set<number>> {
    const wanted = new Set(ids);
    if (wanted.size === 0) return wanted;
    const found = new Set((await this.em.find(entity, { id: { $in: [...wanted] } }, { fields: ['id'] })).map((record) => record.id));
    const missing = [...wanted].filter((id) => !found.has(id));
    if (missing.length > 0) throw new BadRequestException(unknown(missing));
    return wanted;
  }
}
