import type { GalleryQuery, MediaItem, PhotoCategory } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth.types.js';
import { MediaItems } from './media-items.js';
import { visibleToGuestParams, visibleToGuestSql } from './media-visibility.js';
import { byName } from './names.js';

/** The guest's gallery: only what this guest may see, never a hidden medium. */
@Injectable()
export class MediaGalleryService {
  constructor(
    private readonly em: EntityManager,
    private readonly items: MediaItems,
  ) {}

  /**
   * One page of the gallery, newest first. `own`: uploaded by this guest; `shared`: in a photo
   * group this guest belongs to. One query for the page and one for its categories.
   */
  async page(guest: AuthUser, query: GalleryQuery): Promise<MediaItem[]> {
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
    return this.items.for(guest, media);
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
