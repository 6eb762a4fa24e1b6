import path from 'node:path';
import { Injectable, NotFoundException } from '@nestjs/common';
import { FileStorage, StoredFileMissingError } from '../../storage/file-storage.js';

/** The castle video, kept in file storage under this key. */
export const VIDEO_FILE = 'Wartensee.mp4';
export const VIDEO_KEY = `video/${VIDEO_FILE}`;
/** The short clip the demo data brings along. */
export const DEMO_VIDEO = path.resolve(import.meta.dirname, '../../../assets', VIDEO_FILE);

@Injectable()
export class VideoService {
  constructor(private readonly storage: FileStorage) {}

  async size(): Promise<number> {
    return this.storage.size(VIDEO_KEY).catch(notFoundIfMissing);
  }

  /** Rejects with 404 also if the video went away since size() (e.g. while the couple replaces it). */
  async open(range?: { start: number; end: number }) {
    return this.storage.open(VIDEO_KEY, range).catch(notFoundIfMissing);
  }
}

function notFoundIfMissing(error: unknown): never {
  throw error instanceof StoredFileMissingError ? new NotFoundException('Das Video ist noch nicht verfügbar') : error;
}
