import path from 'node:path';
import { EntityManager, LockMode } from '@mikro-orm/core';
import { Injectable, NotFoundException } from '@nestjs/common';
import { runAfterCommit } from '../../jobs/outbox.js';
import type { AcceptedUpload } from '../../common/upload/upload-policy.js';
import { deleteFilesJob } from '../../storage/delete-files.job.js';
import { FileStorage, StoredFileMissingError } from '../../storage/file-storage.js';
import { PendingFileRecords } from '../../storage/pending-files.js';
import { CastleVideo } from './castle-video.entity.js';

/** The castle video the portal comes with, kept in file storage under this key. */
export const VIDEO_FILE = 'Wartensee.mp4';
export const VIDEO_KEY = `video/${VIDEO_FILE}`;
/** The short clip the demo data brings along. */
export const DEMO_VIDEO = path.resolve(import.meta.dirname, '../../../assets', VIDEO_FILE);

/** The video guests see now. */
export interface CurrentVideo {
  key: string;
  contentType: string;
  /** null for the clip that comes with the portal. */
  uploadedAt: Date | null;
}

const CURRENT_ROW = 1;

@Injectable()
export class VideoService {
  constructor(
    private readonly storage: FileStorage,
    private readonly em: EntityManager,
    private readonly pendingFiles: PendingFileRecords,
  ) {}

  /** The admin's upload if there is one, else the bundled clip. */
  async current(): Promise<CurrentVideo> {
    const row = await this.em.fork().findOne(CastleVideo, CURRENT_ROW);
    return row ? { key: row.storage_key, contentType: row.content_type, uploadedAt: row.uploaded_at } : { key: VIDEO_KEY, contentType: 'video/mp4', uploadedAt: null };
  }

  async size(video: CurrentVideo): Promise<number> {
    return this.storage.size(video.key).catch(notFoundIfMissing);
  }

  /** Rejects with 404 also if the video went away since size() (e.g. while the couple replaces it). */
  async open(video: CurrentVideo, range?: { start: number; end: number }) {
    return this.storage.open(video.key, range).catch(notFoundIfMissing);
  }

  /**
   * Makes an uploaded video the castle video: the file moves into storage under a new key
   * (recorded as pending first, see pending-files.ts), then one transaction points the row at it,
   * ends the pending record and queues the previous upload's deletion (the bundled
   * clip stays as the fallback). A guest's player therefore sees the old video or the new one,
   * never a half-written file, and a failed swap leaves the old video in place.
   */
  async replace(upload: AcceptedUpload): Promise<CurrentVideo> {
    const key = this.storage.newKey('video', upload.extension);
    const pending = await this.pendingFiles.expect([key]);
    try {
      await this.storage.adoptAt(upload.path, key);
      const video = { storage_key: key, content_type: upload.contentType, size: upload.size, uploaded_at: new Date() };
      const em = this.em.fork();
      await this.pendingFiles.record(em, pending, async () => {
        const row = await em.findOne(CastleVideo, CURRENT_ROW, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (row) {
          runAfterCommit(em, deleteFilesJob, { keys: [row.storage_key] });
          em.assign(row, video);
        } else {
          em.create(CastleVideo, { id: CURRENT_ROW, ...video });
        }
      });
      return { key, contentType: video.content_type, uploadedAt: video.uploaded_at };
    } catch (error) {
      await this.pendingFiles.discard(pending);
      throw error;
    }
  }
}

function notFoundIfMissing(error: unknown): never {
  throw error instanceof StoredFileMissingError ? new NotFoundException('Das Video ist noch nicht verfügbar') : error;
}
