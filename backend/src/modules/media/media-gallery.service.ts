import type { GalleryQuery, MediaItem, PhotoCategory } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth.types.js';
import { CachedReads } from '../../database/data-changes.js';
import { MediaItems } from './media-items.js';
import { Media } from './media.entity.js';
import { MediaPhotoGroup, PhotoGroup, PhotoGroupGuest } from './photo-group.entity.js';
import { MediaCategory, PhotoCategory as PhotoCategoryEntity } from './photo-category.entity.js';
import { visibleToGuestParams, visibleToGuestSql } from './media-visibility.js';
import { byName } from './names.js';

/** Every table a guest's gallery is made from: its lists are kept until one of them changes. */
export const GALLERY_TABLES = [Media, MediaCategory, PhotoCategoryEntity, MediaPhotoGroup, PhotoGroup, PhotoGroupGuest];

/** The guest's gallery: only what this guest may see, never a hidden medium. */
@Injectable()
export class MediaGalleryService {
  constructor(
    private readonly em: EntityManager,
    private readonly items: MediaItems,
    private readonly reads: CachedReads,
  ) {}

  /**
   * One page of the gallery, newest first. `own`: uploaded by this guest; `shared`: in a photo
   * group this guest belongs to. One query for the page and one for its categories, kept until
   * the media change; the addresses are signed for each request.
   */
  async page(guest: AuthUser, query: GalleryQuery): Promise<MediaItem[]> {
    const { folder, category_id, view_filter, offset, limit } = query;
    const key = `gallery ${guest.id} ${JSON.stringify([folder, category_id, view_filter, offset, limit])}`;
    const items = await this.reads.get(key, GALLERY_TABLES, () => this.unsignedPage(guest, query));
    return items.map((item) => this.items.signed(guest, item));
  }

  private async unsignedPage(guest: AuthUser, query: GalleryQuery) {
    const where = [visibleToGuestSql('m')];
    const params: unknown[] = [...visibleToGuestParams(guest.id)];
    if (query.folder) {
      where.push('m.folder = ?');
      params.push(query.folder);
    }
    if (query.category_id) {
      where.push('exists (select 1 from media_category mc where mc.media_id = m.id and mc.category_id = ?)');
      params.push(query.category_id);
    }
    if (query.view_filter === 'own') {
      where.push('m.uploader_guest_id = ?');
      params.push(guest.id);
    } else if (query.view_filter === 'shared') {
      where.push('exists (select 1 from media_photo_group mg join photo_group_guest pg on pg.group_id = mg.group_id where mg.media_id = m.id and pg.guest_id = ?)');
      params.push(guest.id);
    }
    const media = await this.items.select(
      `select m.* from media m where ${where.join(' and ')} order by m.uploaded_at desc, m.id desc limit ? offset ?`,
      [...params, query.limit, query.offset],
    );
    return this.items.unsigned(guest, media);
  }

  /** Every category; its count is the number of media in it that this guest may see. */
  async categories(guest: AuthUser): Promise<PhotoCategory[]> {
    const rows: PhotoCategory[] = await this.em.getConnection().execute(
      `select c.id, c.name, (
         select count(*)::int from media_category mc join media m on m.id = mc.media_id where mc.category_id = c.id and ${visibleToGuestSql('m')}
       ) as media_count
       from photo_category c`,
      visibleToGuestParams(guest.id),
    );
    return rows.sort(byName);
  }
}
