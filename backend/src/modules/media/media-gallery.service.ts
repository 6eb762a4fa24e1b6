import type { GalleryQuery, GalleryStatus, MediaItem, PhotoCategory } from '@hochzeit/contracts';
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth.types.js';
import { CachedReads } from '../../database/data-changes.js';
import { MediaCatalog } from './media-catalog.js';
import { type ListedMedium, MediaItems } from './media-items.js';
import { CATEGORY_NAME_TABLES, MediaQueries } from './media.queries.js';
import { MediaVisibility } from './media-visibility.js';
import { byName } from './names.js';
import { VenueSettingsService } from './venue-settings.service.js';

/**
 * The guest's gallery: only what this guest may see, never a hidden medium. Every guest's pages
 * and category counts come from one list of all media that are not hidden, newest first, with
 * their categories (MediaCatalog: read once for all guests, until the media or categories
 * change), and the guest's own set of visible media (MediaVisibility).
 */
@Injectable()
export class MediaGalleryService {
  constructor(
    private readonly items: MediaItems,
    private readonly reads: CachedReads,
    private readonly visibility: MediaVisibility,
    private readonly catalog: MediaCatalog,
    private readonly queries: MediaQueries,
    private readonly venue: VenueSettingsService,
  ) {}

  /**
   * One page of the gallery, newest first. `own`: uploaded by this guest; `shared`: in a photo
   * group this guest belongs to. The addresses are signed for each request.
   */
  async page(guest: AuthUser, query: GalleryQuery): Promise<MediaItem[]> {
    const { folder, category_id, view_filter, offset, limit } = query;
    // 'Erst nach der Feier zeigen': until then a guest sees only their own uploads.
    if (view_filter !== 'own') await this.venue.assertGalleryOpen();
    const [listed, visible, shared, names] = await Promise.all([
      this.listed(),
      this.visibility.forGuest(guest.id),
      view_filter === 'shared' ? this.visibility.sharedWith(guest.id) : undefined,
      this.venue.showsUploaderNames(),
    ]);
    const shown = (medium: ListedMedium) =>
      visible(medium) &&
      (!folder || medium.item.folder === folder) &&
      (!category_id || medium.item.categories.some((category) => category.id === category_id)) &&
      (view_filter !== 'own' || medium.uploader_guest_id === guest.id) &&
      (!shared || shared.has(medium.id));
    const page: MediaItem[] = [];
    let skipped = 0;
    for (const medium of listed) {
      if (page.length === limit) break;
      if (!shown(medium)) continue;
      if (skipped++ < offset) continue;
      const item = this.items.forViewer(guest, medium);
      page.push(this.items.signed(guest, names ? item : { ...item, uploader_name: null }));
    }
    return page;
  }

  /** Whether the gallery is closed ('Erst nach der Feier zeigen') and whether names go with the photos. */
  async status(): Promise<GalleryStatus> {
    const [closed_until, show_uploader_names] = await Promise.all([this.venue.galleryClosedUntil(), this.venue.showsUploaderNames()]);
    return { closed_until, show_uploader_names };
  }

  /** Every category; its count is the number of media in it that this guest may see. */
  async categories(guest: AuthUser): Promise<PhotoCategory[]> {
    const [categories, listed, visible] = await Promise.all([
      this.reads.get('photo categories', CATEGORY_NAME_TABLES, () => this.queries.categoryNames()),
      this.listed(),
      this.visibility.forGuest(guest.id),
    ]);
    const counts = new Map<number, number>();
    for (const medium of listed) {
      if (!visible(medium)) continue;
      for (const category of medium.item.categories) counts.set(category.id, (counts.get(category.id) ?? 0) + 1);
    }
    return categories.map(({ id, name }) => ({ id, name, media_count: counts.get(id) ?? 0 })).sort(byName);
  }

  /** Every medium that is not hidden, newest first, as every guest sees it (MediaCatalog). */
  private async listed(): Promise<ListedMedium[]> {
    return (await this.catalog.snapshot()).listed;
  }
}
