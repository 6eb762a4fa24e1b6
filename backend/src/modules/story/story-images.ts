import path from 'node:path';
import type { Readable } from 'node:stream';
import { COVER_BROKEN, STORY_IMAGE_MAX_WIDTH, type StoryImageReply } from '@hochzeit/contracts';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import sharp from 'sharp';
import type { AcceptedUpload } from '../../common/upload/upload-policy.js';
import { FileStorage, StoredFileMissingError } from '../../storage/file-storage.js';
import { webpSizes } from '../../common/images/webp-sizes.js';

/** Where story photos live: `story-images/<random>.webp`. */
const STORY_IMAGE_AREA = 'story-images';
export const STORY_IMAGE_NOT_FOUND = 'Foto nicht gefunden';
const STORY_IMAGE_FILE = /^[0-9a-f]{32}\.webp$/;

/**
 * Photos for the story's image blocks, uploaded by an admin: made into one WebP at most
 * STORY_IMAGE_MAX_WIDTH wide (upright, without the camera's metadata) and served under an address
 * that names its random key, so the file under it never changes.
 */
@Injectable()
export class StoryImages {
  constructor(private readonly storage: FileStorage) {}

  async add(file: AcceptedUpload): Promise<StoryImageReply> {
    let webp: Buffer;
    try {
      webp = (await webpSizes(sharp(file.path, { failOn: 'error' }).autoOrient(), [STORY_IMAGE_MAX_WIDTH])).get(STORY_IMAGE_MAX_WIDTH)!;
    } catch {
      throw new BadRequestException(COVER_BROKEN);
    }
    const key = await this.storage.put(STORY_IMAGE_AREA, webp, { extension: '.webp', contentType: 'image/webp' });
    return { url: `/api/story/images/${path.posix.basename(key, '.webp')}.webp` };
  }

  /** `fileName` as in the address: `<key>.webp`. */
  async open(fileName: string): Promise<{ data: Readable; size: number }> {
    if (!STORY_IMAGE_FILE.test(fileName)) throw new NotFoundException(STORY_IMAGE_NOT_FOUND);
    const key = `${STORY_IMAGE_AREA}/${fileName}`;
    try {
      return { size: await this.storage.size(key), data: await this.storage.open(key) };
    } catch (error) {
      if (error instanceof StoredFileMissingError) throw new NotFoundException(STORY_IMAGE_NOT_FOUND);
      throw error;
    }
  }
}
