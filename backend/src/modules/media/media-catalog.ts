import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { CachedReads } from '../../database/data-changes.js';
import { type ListedMedium, type MediaRecord, MediaItems } from './media-items.js';
import { Media } from './media.entity.js';
import { CATALOG_TABLES, MediaQueries, type ViewableMedia } from './media.queries.js';

/** A row of `media` as `select m.*` reads it. */
export type MediaRow = MediaRecord & ViewableMedia;

/** Every medium, as all viewers share it: see MediaCatalog. */
export interface MediaCatalogSnapshot {
  /** The media that are not hidden, newest first, with their categories (before each guest's own rule). */
  listed: ListedMedium[];
  /** Every medium's row by id, hidden ones too. */
  rows: ReadonlyMap<number, MediaRow>;
}

/**
 * Every medium, read once for all viewers until the media or the categories change: the
 * gallery's pages and category counts and the image routes' lookups all come from it. In a rush of
 * uploads every new photo changes the media table twice (its row, then its files made), and each
 * change costs one reading of all rows here, as plain rows (two readings and the ORM's entities
 * for every row before; that was the largest part of the gallery's cost in the wedding-day rush).
 */
@Injectable()
export class MediaCatalog {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: CachedReads,
    private readonly items: MediaItems,
    private readonly queries: MediaQueries,
  ) {}

  snapshot(): Promise<MediaCatalogSnapshot> {
    return this.reads.get('media catalog', CATALOG_TABLES, async () => {
      const rows = (await this.queries.mediaRows()).map((row) => this.row(row));
      return {
        listed: await this.items.listed(rows.filter((row) => !row.hidden)),
        rows: new Map(rows.map((row) => [row.id, row])),
      };
    });
  }

  /** The row with its values typed as the entity's (dates as dates), without making an entity of it. */
  private row(found: Record<string, unknown>): MediaRow {
    const data = this.em.getDriver().mapResult(found, this.em.getMetadata().get(Media)) as Omit<MediaRow, 'uploader_guest_id' | 'uploader_admin_id'> & { uploader_guest: number | null; uploader_admin: number | null };
    return { ...data, uploader_guest_id: data.uploader_guest, uploader_admin_id: data.uploader_admin };
  }
}
