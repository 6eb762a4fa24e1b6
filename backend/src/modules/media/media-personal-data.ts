import { Readable } from 'node:stream';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth.types.js';
import { runAfterCommit } from '../../jobs/outbox.js';
import { deleteFilesJob } from '../../storage/delete-files.job.js';
import { cleanOriginalExtension, mediaFileKeys } from './media-files.js';
import { MediaImages } from './media-images.service.js';
import { MediaUrls } from './media-urls.js';
import { MediaVisibility } from './media-visibility.js';
import type { Media } from './media.entity.js';
import { MediaQueries } from './media.queries.js';

/**
 * What the privacy module (issue 42) needs of photos, so it uses no media internals: a photo's
 * signed thumbnail for its owner, its full-size version without metadata for the owner's export,
 * and the removal of photos with all their files.
 */
@Injectable()
export class MediaPersonalData {
  constructor(
    private readonly urls: MediaUrls,
    private readonly images: MediaImages,
    private readonly queries: MediaQueries,
    private readonly visibility: MediaVisibility,
  ) {}

  /** Whether this guest may see the photo (the gallery's rule). */
  async visibleTo(guestId: number, mediaId: number): Promise<boolean> {
    const medium = await this.queries.viewable(mediaId);
    return medium !== undefined && (await this.visibility.forGuest(guestId))(medium);
  }

  thumbnailUrl(viewer: AuthUser, mediaId: number): string {
    return this.urls.signedPath(viewer, 'thumbnail', mediaId);
  }

  /** The photo's full-size version without personal metadata (made now if the job has not run yet), and its extension; null if it is gone. */
  async fullSize(mediaId: number): Promise<{ data: Readable; extension: string } | null> {
    const medium = await this.queries.viewable(mediaId);
    if (!medium) return null;
    if (!medium.derivatives_ready) await this.images.prepare(medium);
    const file = await this.images.open(medium, 'original');
    const data = Buffer.isBuffer(file.data) ? Readable.from([file.data], { objectMode: false }) : file.data;
    return { data, extension: cleanOriginalExtension(medium.storage_key) };
  }

  /** Removes the rows in the caller's unit of work; their files are deleted once it commits. */
  remove(em: EntityManager, media: Media[]): void {
    if (!media.length) return;
    for (const medium of media) em.remove(medium);
    runAfterCommit(em, deleteFilesJob, { keys: media.flatMap((medium) => mediaFileKeys(medium.storage_key)) });
  }
}
