import { COVER_BROKEN, COVER_MAX_BYTES, COVER_WRONG_TYPE } from '@hochzeit/contracts';
import { UnsupportedMediaTypeException } from '@nestjs/common';
import { imagesPolicy } from './image-policy.js';
import type { UploadPolicy } from './upload-policy.js';

/** What every browser shows and sharp decodes without the HEIC decoder: JPEG, PNG and WebP. */
const WEB_PHOTO_EXTENSIONS = new Set(['.jpg', '.png', '.webp']);

/**
 * One photo for a page of the portal (multipart field `file`: the cover, a story photo), checked
 * by its bytes like every photo upload, but only as JPEG, PNG or WebP and up to 15 MB.
 */
export function webPhotoPolicy(tooLarge: string): UploadPolicy {
  const images = imagesPolicy({
    field: 'file',
    maxFiles: 1,
    maxBytes: { admin: COVER_MAX_BYTES, guest: COVER_MAX_BYTES },
    messages: { wrongType: () => COVER_WRONG_TYPE, tooLarge: () => tooLarge, broken: () => COVER_BROKEN },
  });
  return {
    ...images,
    async check(file) {
      const accepted = await images.check(file);
      if (!WEB_PHOTO_EXTENSIONS.has(accepted.extension)) throw new UnsupportedMediaTypeException(COVER_WRONG_TYPE);
      return accepted;
    },
  };
}
