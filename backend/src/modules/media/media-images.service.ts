import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { IMAGE_UNAVAILABLE, type ImageQuery, LIGHTBOX_WIDTH, MEDIA_NOT_FOUND, THUMBNAIL_WIDTH } from '@hochzeit/contracts';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { AuthUser } from '../../auth/auth.types.js';
import { FileStorage, StoredFileMissingError } from '../../storage/file-storage.js';
import { DataChanges } from '../../database/data-changes.js';
import { GRID_WIDTHS, type GridWidth } from './image-pipeline.js';
import { MediaCatalog } from './media-catalog.js';
import { MediaDerivatives } from './media-derivatives.worker.js';
import { DERIVATIVES_VERSION, type ImageVariant, variantKey } from './media-files.js';
import type { ImageRoute } from './media-urls.js';
import { MediaVisibility } from './media-visibility.js';
import { CATALOG_TABLES, MediaQueries, type ViewableMedia } from './media.queries.js';

export interface ImageFile {
  /** A stream from storage, or the bytes of a small file kept in memory. */
  data: Readable | Buffer;
  size: number;
  contentType: string;
}

/** A photo whose files could not be made is tried again on request after this long. */
const RETRY_FAILED_MS = 60_000;
/** Room for about 2,000 photos' grid and admin-table thumbnails. */
const SMALL_FILES_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Which stored file answers an image request, for whom, and making it if it is not there yet.
 * A guest gets only media the visibility rule lets them see (hidden ones never); an admin every
 * medium; anybody else none. "Not allowed" and "does not exist" are the same 404.
 */
@Injectable()
export class MediaImages {
  private readonly logger = new Logger('Medien');

  /**
   * Small derived files (100 and 300 px, a few KB each) kept in memory: the grid asks for them
   * most. What a key holds never changes, so nothing here can go stale.
   */
  private readonly smallFiles = new LRUCache<string, Buffer>({ maxSize: SMALL_FILES_CACHE_BYTES, sizeCalculation: (data) => data.length || 1 });
  /** Originals (by storage key) whose files could not be made, each forgotten after RETRY_FAILED_MS. */
  private readonly failures = new LRUCache<string, true>({ max: 1000, ttl: RETRY_FAILED_MS });
  constructor(
    private readonly storage: FileStorage,
    private readonly derivatives: MediaDerivatives,
    private readonly changes: DataChanges,
    private readonly visibility: MediaVisibility,
    private readonly catalog: MediaCatalog,
    private readonly queries: MediaQueries,
  ) {}

  /**
   * The medium if this viewer may see it; 404 otherwise. A gallery page asks for dozens of
   * thumbnails per guest, so instead of a query per image this uses every medium's row as all
   * viewers share it (MediaCatalog) and per guest the ids they may see (MediaVisibility).
   */
  async viewable(viewer: AuthUser, mediaId: number): Promise<ViewableMedia> {
    if (viewer.type !== 'admin' && viewer.type !== 'guest') throw new NotFoundException(MEDIA_NOT_FOUND);
    const [media, visible] = await Promise.all([
      // While changes could go unnoticed nothing is kept: one query for this image alone.
      this.changes.stamp(CATALOG_TABLES) === null ? this.queries.viewable(mediaId) : this.catalog.snapshot().then(({ rows }) => rows.get(mediaId)),
      viewer.type === 'guest' ? this.visibility.forGuest(viewer.id) : undefined,
    ]);
    if (!media || (visible && !visible(media))) throw new NotFoundException(MEDIA_NOT_FOUND);
    return media;
  }

  /**
   * The variant a request asks for: a width gives that WebP; without one the thumbnail route
   * gives the grid's 300 px WebP, the image route the full-size original (or, asked for WebP,
   * the lightbox's 1200 px).
   */
  variant(route: ImageRoute, query: ImageQuery): ImageVariant {
    if (query.width) return query.width;
    if (route === 'thumbnail') return THUMBNAIL_WIDTH;
    return query.format === 'webp' ? LIGHTBOX_WIDTH : 'original';
  }

  /** A strong validator: the file under a key never changes, except with the derivatives' version. */
  etag(storageKey: string, variant: ImageVariant): string {
    return `"${createHash('sha256').update(`${DERIVATIVES_VERSION}\n${variantKey(storageKey, variant)}`).digest('base64url').slice(0, 32)}"`;
  }

  /**
   * Opens a medium's variant. Files not made yet (the job has not run, or a file went missing) are
   * made now with the job's code and served as soon as they are made; a medium whose original
   * cannot be decoded answers 404.
   */
  async open(media: ViewableMedia, variant: ImageVariant): Promise<ImageFile> {
    const key = variantKey(media.storage_key, variant);
    if (!media.derivatives_ready) {
      const made = (await this.make(media, variant)).get(variant);
      if (made) return this.file(key, variant, made);
    }
    try {
      return await this.openKey(key, variant);
    } catch (error) {
      if (!(error instanceof StoredFileMissingError)) throw error;
    }
    const made = (await this.make(media, variant)).get(variant);
    if (made) return this.file(key, variant, made);
    return this.openKey(key, variant).catch((error: unknown) => {
      throw error instanceof StoredFileMissingError ? new NotFoundException(IMAGE_UNAVAILABLE) : error;
    });
  }

  private async openKey(key: string, variant: ImageVariant): Promise<ImageFile> {
    if (isSmall(variant)) {
      const kept = this.smallFiles.get(key);
      if (kept) return { data: kept, size: kept.length, contentType: this.storage.contentType(key) };
      return this.file(key, variant, await this.storage.read(key));
    }
    const size = await this.storage.size(key);
    return { data: await this.storage.open(key), size, contentType: this.storage.contentType(key) };
  }

  /** A file in memory; the grid's small sizes are kept. */
  private file(key: string, variant: ImageVariant, data: Buffer): ImageFile {
    if (isSmall(variant)) this.smallFiles.set(key, data);
    return { data, size: data.length, contentType: this.storage.contentType(key) };
  }

  /** Makes a medium's files now (the job has not run yet) and waits until they are stored and its row records them. */
  async prepare(media: ViewableMedia): Promise<void> {
    await this.make(media, 'original', { untilStored: true });
  }

  /**
   * The files of a medium, made from its original now (or by the run in progress), by variant: as
   * soon as the part with `variant` is made, the grid's sizes alone for those. Empty when a run
   * that just ended found them made (they are in storage). Once they are stored the row this
   * process keeps says so, and its capture time is brought up to date.
   */
  private async make(media: ViewableMedia, variant: ImageVariant, { untilStored = false } = {}): Promise<ReadonlyMap<ImageVariant, Buffer>> {
    const { id: mediaId, storage_key: key } = media;
    // A photo that could not be made a moment ago is not decoded again for every viewer.
    if (this.failures.has(key)) throw new NotFoundException(IMAGE_UNAVAILABLE);
    const inGrid = isSmall(variant);
    const run = this.derivatives.remake(mediaId, key, inGrid ? 'grid' : 'rest');
    const recorded = run.stored.then((stored) => {
      if (!stored) return;
      media.taken_at = stored.takenAt;
      media.derivatives_ready = true;
    });
    try {
      const files = inGrid ? await run.grid : (await run.made)?.files;
      if (untilStored) await recorded;
      this.failures.delete(key);
      return files ?? new Map();
    } catch (error) {
      this.failures.set(key, true);
      this.logger.warn(`Medium ${mediaId}: Bild konnte nicht aufbereitet werden: ${error instanceof Error ? error.message : String(error)}`);
      throw new NotFoundException(IMAGE_UNAVAILABLE);
    } finally {
      // Awaited above only until stored; a storing failure is the job's to retry.
      void recorded.catch(() => undefined);
    }
  }
}

/** The grid's and the admin table's sizes (GRID_WIDTHS): a few KB each, asked for most, made first. */
function isSmall(variant: ImageVariant): variant is GridWidth {
  return (GRID_WIDTHS as readonly ImageVariant[]).includes(variant);
}

/** Whether an If-None-Match header names this ETag (weak comparison: a W/ prefix does not matter). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
