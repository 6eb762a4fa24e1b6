import type { MediaCategoryRef, MediaItem } from '@hochzeit/contracts';
import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth.types.js';
import { MediaUrls } from './media-urls.js';
import type { VisibilityFacts } from './media-visibility.js';
import { Media } from './media.entity.js';
import { MediaQueries } from './media.queries.js';
import { byName } from './names.js';

type CategoryRef = z.output<typeof MediaCategoryRef>;

/** An item without its signed addresses (which are made for each request: they carry the viewer's session). */
export type UnsignedMediaItem = Omit<MediaItem, 'url' | 'thumbnail_url'>;

/** The columns of a medium that lists show: a `media` row's (uploaders by id), or an entity's. */
export interface MediaRecord {
  id: number;
  folder: Media['folder'];
  original_name: string;
  description?: string | null;
  uploaded_at: Date;
  uploader_name?: string | null;
  taken_at?: Date | null;
  width?: number | null;
  height?: number | null;
  hidden: boolean;
  pending?: boolean;
  uploader_guest_id: number | null;
  uploader_admin_id: number | null;
}

/**
 * A medium as every viewer sees it, with who uploaded it (each viewer's own uploads are marked as
 * such) and what decides who may see it.
 */
export interface ListedMedium extends VisibilityFacts {
  item: Omit<UnsignedMediaItem, 'is_own_upload'>;
  uploader_admin_id: number | null;
}

/**
 * Media as the API hands them out: read with one query per list (MediaQueries) plus one for the
 * categories of all media in it, and turned into items for one viewer.
 */
@Injectable()
export class MediaItems {
  constructor(
    private readonly urls: MediaUrls,
    private readonly queries: MediaQueries,
  ) {}

  /** The items for one viewer, in the given order, with their categories (one query for all). */
  async for(viewer: AuthUser, media: Media[]): Promise<MediaItem[]> {
    return (await this.unsigned(viewer, media)).map((item) => this.signed(viewer, item));
  }

  /** The items without their addresses. */
  async unsigned(viewer: AuthUser, media: Media[]): Promise<UnsignedMediaItem[]> {
    return (await this.listed(media)).map((listed) => this.forViewer(viewer, listed));
  }

  /** The media as every viewer sees them, with their categories: what a list shared by all viewers keeps. */
  async listed(media: ReadonlyArray<Media | MediaRecord>): Promise<ListedMedium[]> {
    const categories = await this.categoriesOf(media.map((medium) => medium.id));
    return media.map((medium) => this.listedMedium(medium instanceof Media ? recordOf(medium) : medium, categories.get(medium.id) ?? []));
  }

  /** A listed medium as this viewer sees it. Guests own what they uploaded; an admin owns what that admin uploaded. */
  forViewer(viewer: AuthUser, medium: ListedMedium): UnsignedMediaItem {
    const uploader = viewer.type === 'guest' ? medium.uploader_guest_id : viewer.type === 'admin' ? medium.uploader_admin_id : null;
    return { ...medium.item, is_own_upload: uploader === viewer.id };
  }

  /** The item with the addresses for this viewer. */
  signed(viewer: AuthUser, item: UnsignedMediaItem): MediaItem {
    return { ...item, ...this.urls.for(viewer, item.id) };
  }

  async one(viewer: AuthUser, medium: Media): Promise<MediaItem> {
    const [item] = await this.for(viewer, [medium]);
    return item;
  }

  /** Each medium's categories, sorted by name. */
  async categoriesOf(mediaIds: number[]): Promise<Map<number, CategoryRef[]>> {
    const byMedium = new Map<number, CategoryRef[]>();
    if (mediaIds.length === 0) return byMedium;
    for (const { media_id, id, name } of await this.queries.categoriesOf(mediaIds)) {
      const list = byMedium.get(media_id) ?? [];
      list.push({ id, name });
      byMedium.set(media_id, list);
    }
    for (const list of byMedium.values()) list.sort(byName);
    return byMedium;
  }

  private listedMedium(medium: MediaRecord, categories: CategoryRef[]): ListedMedium {
    return {
      id: medium.id,
      hidden: medium.hidden,
      pending: medium.pending ?? false,
      uploader_guest_id: medium.uploader_guest_id,
      uploader_admin_id: medium.uploader_admin_id,
      item: {
        id: medium.id,
        filename: medium.original_name,
        file_name: medium.original_name,
        folder: medium.folder,
        description: medium.description ?? null,
        uploaded_at: medium.uploaded_at,
        uploader_name: medium.uploader_name ?? null,
        categories,
        taken_at: medium.taken_at ?? null,
        width: medium.width ?? null,
        height: medium.height ?? null,
        hidden: medium.hidden,
        pending: medium.pending ?? false,
      },
    };
  }
}

function recordOf(medium: Media): MediaRecord {
  return { ...medium, uploader_guest_id: medium.uploader_guest?.id ?? null, uploader_admin_id: medium.uploader_admin?.id ?? null };
}
