import { type AdminDownloadQuery, MEDIA_FOLDERS, PHOTO_GROUP_NOT_FOUND } from '@hochzeit/contracts';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { ZipArchive } from 'archiver';
import type { AuthUser } from '../../auth/auth.types.js';
import { calendarDay } from '../../common/german-time.js';
import { CAPTURE_TIME_ZONE } from './image-pipeline.js';
import { cleanOriginalExtension } from './media-files.js';
import { MediaImages } from './media-images.service.js';
import { MediaVisibility } from './media-visibility.js';
import { MediaQueries, type ViewableMedia } from './media.queries.js';

/**
 * ZIP downloads of many photos, written while they are sent: one photo at a time is read from
 * storage and passed through (stored, not compressed again: photos do not get smaller), so
 * memory stays flat whatever the archive's size and no copy of the archive is ever made.
 *
 * Every entry is the photo's full-size version without personal metadata (see media-files.ts),
 * under a neutral name, `<folder>/<day taken>_<number>.<ext>` (e.g. `<folder>/2025-06-07_0001.jpg`),
 * dated with the capture time so photo apps sort the unpacked files right.
 */
@Injectable()
export class MediaArchives {
  private readonly logger = new Logger('Medien');

  constructor(
    private readonly images: MediaImages,
    private readonly visibility: MediaVisibility,
    private readonly queries: MediaQueries,
  ) {}

  /** Everything this guest may see, hidden media excepted. */
  async forGuest(guest: AuthUser): Promise<ViewableMedia[]> {
    const [media, visible] = await Promise.all([this.queries.viewableIn(), this.visibility.forGuest(guest.id)]);
    return media.filter(visible);
  }

  /** A folder, a photo group, both, or everything (hidden media included: the admin keeps everything). */
  async forAdmin(query: AdminDownloadQuery): Promise<ViewableMedia[]> {
    if (query.group_id !== undefined && !(await this.queries.photoGroupExists(query.group_id))) throw new NotFoundException(PHOTO_GROUP_NOT_FOUND);
    return this.queries.viewableIn({ folder: query.folder, groupId: query.group_id });
  }

  /** The archive's file name for the browser. */
  fileName(query: AdminDownloadQuery = {}): string {
    const parts = ['fotos', query.folder, query.group_id !== undefined ? `gruppe-${query.group_id}` : undefined].filter(Boolean);
    return `${parts.join('-')}.zip`;
  }

  /** The ZIP of these media as a stream; entries are added one by one as the reader takes them. */
  archive(media: ViewableMedia[]): ZipArchive {
    const zip = new ZipArchive({ store: true });
    zip.on('warning', (warning) => this.logger.warn(`ZIP: ${warning.message}`));
    void this.fill(zip, media).catch((error: unknown) => {
      if (!zip.destroyed) zip.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return zip;
  }

  private async fill(zip: ZipArchive, media: ViewableMedia[]): Promise<void> {
    const numbers = new Map<string, number>(MEDIA_FOLDERS.map((folder) => [folder, 0]));
    for (const medium of media) {
      if (zip.destroyed) return;
      let file;
      try {
        // Made now if the job has not run yet, so the name below has the capture time.
        if (!medium.derivatives_ready) await this.images.prepare(medium);
        file = await this.images.open(medium, 'original');
      } catch (error) {
        // One unreadable photo must not cost the whole archive.
        this.logger.warn(`ZIP: Medium ${medium.id} ausgelassen: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      const number = (numbers.get(medium.folder) ?? 0) + 1;
      numbers.set(medium.folder, number);
      const date = new Date(medium.taken_at ?? medium.uploaded_at);
      const name = `${medium.folder}/${calendarDay(date, CAPTURE_TIME_ZONE)}_${String(number).padStart(4, '0')}${cleanOriginalExtension(medium.storage_key)}`;
      await appendEntry(zip, file.data, { name, date, store: true });
    }
    if (!zip.destroyed) await zip.finalize();
  }
}

/** Appends one entry and waits until it is written (or the archive ends early: the reader left). */
function appendEntry(zip: ZipArchive, source: NodeJS.ReadableStream | Buffer, entry: { name: string; date: Date; store: boolean }): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      zip.off('entry', done);
      zip.off('close', closed);
      zip.off('error', failed);
      resolve();
    };
    const closed = () => {
      (source as { destroy?: () => void }).destroy?.();
      done();
    };
    const failed = (error: Error) => {
      zip.off('entry', done);
      zip.off('close', closed);
      reject(error);
    };
    zip.once('entry', done);
    zip.once('close', closed);
    zip.once('error', failed);
    zip.append(source as never, entry);
  });
}
