import type { PhotoCategory as PhotoCategoryReply, PhotoGroup as PhotoGroupReply } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { sqlRows } from '../../database/sql.js';
import { Media } from './media.entity.js';
import type { VisibilityFacts } from './media-visibility.js';
import { MediaCategory, PhotoCategory } from './photo-category.entity.js';
import { MediaPhotoGroup, PhotoGroup, PhotoGroupGuest } from './photo-group.entity.js';

// The tables each reading below is made from: what is kept of it is read again when one changes.

/** Every medium's row (mediaRows) and its categories (categoriesOf). */
export const CATALOG_TABLES = [Media, MediaCategory, PhotoCategory];
/** Which media are in photo groups and shared with whom (mediaInPhotoGroups, mediaSharedWith). */
export const SHARING_TABLES = [MediaPhotoGroup, PhotoGroup, PhotoGroupGuest];
/** The category names (categoryNames). */
export const CATEGORY_NAME_TABLES = [PhotoCategory];
/** Every table a guest's gallery is made from. */
export const GALLERY_TABLES = [...new Set([...CATALOG_TABLES, ...SHARING_TABLES, ...CATEGORY_NAME_TABLES])];

/** What serving needs to know of a medium, and who may see it. */
export interface ViewableMedia extends VisibilityFacts {
  id: number;
  folder: string;
  storage_key: string;
  derivatives_ready: boolean;
  taken_at: Date | null;
  uploaded_at: Date;
}

/** The columns of a ViewableMedia, from `media m`. */
const VIEWABLE_COLUMNS = 'm.id, m.folder, m.storage_key, m.derivatives_ready, m.taken_at, m.uploaded_at, m.hidden, m.pending, m.uploader_guest_id';
const NEWEST_FIRST = 'order by m.uploaded_at desc, m.id desc';
/** Oldest first by capture time (upload time when unknown), folder by folder. */
const BY_FOLDER_AND_TIME = 'order by m.folder, coalesce(m.taken_at, m.uploaded_at), m.id';

/**
 * The media module's SQL: lists are read as plain rows, one query each (entities for every row
 * are too slow for the gallery). What is kept for every viewer (CachedReads) is read outside any
 * transaction; the media lists and categories join the entity manager's current one, if any.
 */
@Injectable()
export class MediaQueries {
  constructor(private readonly em: EntityManager) {}

  /** Every `media` row, newest first, unmapped. */
  mediaRows(): Promise<Record<string, unknown>[]> {
    return this.execute(`select m.* from media m ${NEWEST_FIRST}`);
  }

  /** The media of a folder (every medium without one), newest first. */
  mediaOf(folder: Media['folder'] | undefined): Promise<Media[]> {
    return folder ? this.media(`select m.* from media m where m.folder = ? ${NEWEST_FIRST}`, [folder]) : this.media(`select m.* from media m ${NEWEST_FIRST}`);
  }

  /** At most `limit` media neither hidden nor pending, uploaded (or approved) after `since` (all without it), newest first. */
  shownSince(since: Date | undefined, limit: number): Promise<Media[]> {
    // A guest who chose 'Auf der Diashow nicht zeigen' (privacy, issue 42) keeps their photos off the wall.
    const ownersShown = 'not exists (select 1 from guest g where g.id = m.uploader_guest_id and g.wall_hidden)';
    return this.media(`select m.* from media m where m.hidden = false and m.pending = false and ${ownersShown} ${since ? 'and (m.uploaded_at > ? or m.approved_at > ?)' : ''} ${NEWEST_FIRST} limit ?`, since ? [since, since, limit] : [limit]);
  }

  /** The media waiting for approval, newest first. */
  pendingMedia(): Promise<Media[]> {
    return this.media(`select m.* from media m where m.pending = true ${NEWEST_FIRST}`);
  }

  /** Photos sent through the venue link since `since`: by this phone, or by every phone (device null). */
  async venueUploadsSince(device: string | null, since: Date | null): Promise<number> {
    const conditions = [device === null ? 'm.venue_device is not null' : 'm.venue_device = ?', ...(since ? ['m.uploaded_at > ?'] : [])];
    const params = [...(device === null ? [] : [device]), ...(since ? [since] : [])];
    const [{ count }] = await this.execute<{ count: number }>(`select count(*)::int as count from media m where ${conditions.join(' and ')}`, params);
    return count;
  }

  async viewable(mediaId: number): Promise<ViewableMedia | undefined> {
    const [row] = await this.execute<ViewableMedia>(`select ${VIEWABLE_COLUMNS} from media m where m.id = ?`, [mediaId]);
    return row;
  }

  /** Every medium (hidden ones too) of a folder, of a photo group, of both, or all, folder by folder and oldest first. */
  viewableIn(filter: { folder?: string; groupId?: number } = {}): Promise<ViewableMedia[]> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filter.folder) {
      conditions.push('m.folder = ?');
      params.push(filter.folder);
    }
    if (filter.groupId !== undefined) {
      conditions.push('exists (select 1 from media_photo_group mg where mg.media_id = m.id and mg.group_id = ?)');
      params.push(filter.groupId);
    }
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    return this.execute(`select ${VIEWABLE_COLUMNS} from media m ${where} ${BY_FOLDER_AND_TIME}`, params);
  }

  async photoGroupExists(groupId: number): Promise<boolean> {
    return (await this.execute('select 1 from photo_group where id = ?', [groupId])).length > 0;
  }

  /** Each medium's categories, unsorted. */
  categoriesOf(mediaIds: number[]): Promise<Array<{ media_id: number; id: number; name: string }>> {
    return this.inTransaction('select mc.media_id, c.id, c.name from media_category mc join photo_category c on c.id = mc.category_id where mc.media_id in (?)', [mediaIds]);
  }

  categoryNames(): Promise<Array<{ id: number; name: string }>> {
    return this.execute('select c.id, c.name from photo_category c');
  }

  /** The categories (or the one) with the number of media in each (hidden ones too), unsorted. */
  countedCategories(id?: number): Promise<PhotoCategoryReply[]> {
    return this.execute(
      `select c.id, c.name, (select count(*)::int from media_category mc where mc.category_id = c.id) as media_count from photo_category c ${id === undefined ? '' : 'where c.id = ?'}`,
      id === undefined ? [] : [id],
    );
  }

  /** The photo groups (or the one) with their number of media (hidden ones too), without members, unsorted. */
  countedPhotoGroups(id?: number): Promise<Array<Omit<PhotoGroupReply, 'guest_ids'>>> {
    return this.execute(
      `select g.id, g.name, (select count(*)::int from media_photo_group mg where mg.group_id = g.id) as media_count from photo_group g ${id === undefined ? '' : 'where g.id = ?'}`,
      id === undefined ? [] : [id],
    );
  }

  /** The members of these groups, by guest id. */
  photoGroupMembers(groupIds: number[]): Promise<Array<{ group_id: number; guest_id: number }>> {
    return this.execute('select group_id, guest_id from photo_group_guest where group_id in (?) order by guest_id', [groupIds]);
  }

  /** The ids of the media in any photo group. */
  async mediaInPhotoGroups(): Promise<Set<number>> {
    return ids(await this.execute('select distinct mg.media_id as id from media_photo_group mg'));
  }

  /** The ids of the media in the photo groups this guest belongs to. */
  async mediaSharedWith(guestId: number): Promise<Set<number>> {
    return ids(await this.execute('select distinct mg.media_id as id from media_photo_group mg join photo_group_guest pg on pg.group_id = mg.group_id where pg.guest_id = ?', [guestId]));
  }

  /** `count` ids for new media rows, taken from the table's own sequence (outside any transaction: a sequence does not roll back). */
  async reserveMediaIds(count: number): Promise<number[]> {
    const rows = await this.execute<{ id: number }>("select nextval(pg_get_serial_sequence('media', 'id'))::int as id from generate_series(1, ?)", [count]);
    return rows.map((row) => row.id);
  }

  private async media(sql: string, params: unknown[] = []): Promise<Media[]> {
    return (await this.inTransaction(sql, params)).map((row) => this.em.map(Media, row));
  }

  private execute<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return sqlRows<T>(this.em, sql, params);
  }

  private inTransaction<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return sqlRows<T>(this.em, sql, params, { inTransaction: true });
  }
}

function ids(rows: Array<Record<string, unknown>>): Set<number> {
  return new Set(rows.map((row) => row.id as number));
}
