import { finished, type PassThrough, Readable } from 'node:stream';
import { type AdminDownloadQuery, MEDIA_FOLDERS, PHOTO_GROUP_NOT_FOUND } from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { ZipFile } from 'yazl';
import type { AuthUser } from '../../auth/auth.types.js';
import { calendarDay, DEFAULT_VENUE_TIME_ZONE } from '../../common/german-time.js';
import { EventSettings } from '../event-settings/index.js';
import { cleanOriginalExtension } from './media-files.js';
import { MediaImages } from './media-images.service.js';
import { MediaVisibility } from './media-visibility.js';
import { MediaQueries, type ViewableMedia } from './media.queries.js';
import { VenueClockDate } from './zip-entry-time.js';

/**
 * ZIP downloads of many photos, written while they are sent: one photo at a time is read from
 * storage and passed through (stored, not compressed again: photos do not get smaller), so
 * memory stays flat whatever the archive's size and no copy of the archive is ever made.
 *
 * Every entry is the photo's full-size version without personal metadata (see media-files.ts),
 * under a neutral name, `<folder>/<day taken>_<number>.<ext>` (e.g. `<folder>/2025-06-07_0001.jpg`),
 * dated with the capture time so photo apps sort the unpacked files right: the day in the name and
 * the entry's DOS time on the venue's clocks, the extended timestamp in UTC (see zip-entry-time.ts).
 */
@Injectable()
export class MediaArchives {
  private readonly logger = new Logger('Medien');

  constructor(
    private readonly images: MediaImages,
    private readonly visibility: MediaVisibility,
    private readonly queries: MediaQueries,
    private readonly em: EntityManager,
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
  archive(media: ViewableMedia[]): Readable {
    const zip = new ZipFile();
    const output = zip.outputStream as PassThrough;
    // yazl reports its failures on the ZipFile; the reader sees them on the stream it reads.
    zip.on('error', (error: Error) => output.destroy(error));
    void this.fill(zip, output, media).catch((error: unknown) => {
      if (!output.destroyed) output.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return output;
  }

  /** The venue's time zone (the default before the event settings are saved). */
  private async venueTimeZone(): Promise<string> {
    const settings = await this.em.fork().findOne(EventSettings, { id: 1 }, { fields: ['time_zone'] });
    return settings?.time_zone ?? DEFAULT_VENUE_TIME_ZONE;
  }

  private async fill(zip: ZipFile, output: PassThrough, media: ViewableMedia[]): Promise<void> {
    const timeZone = await this.venueTimeZone();
    const numbers = new Map<string, number>(MEDIA_FOLDERS.map((folder) => [folder, 0]));
    // The reader may leave at any time (the stream is destroyed then), also while a photo is opened.
    const readerLeft = (): boolean => output.destroyed;
    for (const medium of media) {
      if (readerLeft()) return;
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
      const source = Buffer.isBuffer(file.data) ? Readable.from([file.data], { objectMode: false }) : file.data;
      if (readerLeft()) {
        source.destroy();
        return;
      }
      const number = (numbers.get(medium.folder) ?? 0) + 1;
      numbers.set(medium.folder, number);
      const taken = new Date(medium.taken_at ?? medium.uploaded_at);
      const name = `${medium.folder}/${calendarDay(taken, timeZone)}_${String(number).padStart(4, '0')}${cleanOriginalExtension(medium.storage_key)}`;
      await addEntry(zip, output, source, name, new VenueClockDate(taken, timeZone));
    }
    if (!readerLeft()) zip.end();
  }
}

/**
 * Adds one stored (not compressed) entry and waits until its data is read, so only one photo is
 * open at a time; when the reader leaves (the stream is destroyed), the photo is closed at once.
 */
function addEntry(zip: ZipFile, output: PassThrough, source: Readable, name: string, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    const readerLeft = () => source.destroy();
    output.once('close', readerLeft);
    finished(source, (error) => {
      output.off('close', readerLeft);
      if (error && !output.destroyed) reject(error);
      else resolve();
    });
    zip.addReadStream(source, name, { mtime, compress: false });
  });
}
