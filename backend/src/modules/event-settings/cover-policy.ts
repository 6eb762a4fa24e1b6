import { COVER_BROKEN, COVER_MAX_BYTES, COVER_TOO_LARGE, COVER_WRONG_TYPE } from '@hochzeit/contracts';
import { UnsupportedMediaTypeException } from '@nestjs/common';
import { imagesPolicy } from '../../common/upload/image-policy.js';
import type { UploadPolicy } from '../../common/upload/upload-policy.js';

/** What a browser can show and sharp can decode without the HEIC decoder: JPEG, PNG and WebP. */
const COVER_EXTENSIONS = new Set(['.jpg', '.png', '.webp']);

/**
 * One cover photo (multipart field `file`), checked by its bytes like every photo upload, but
 * only as JPEG, PNG or WebP and up to 15 MB; refusals in the cover's own German words.
 */
export function coverPolicy(): UploadPolicy {
  const images = imagesPolicy({
    field: 'file',
    maxFiles: 1,
    maxBytes: { admin: COVER_MAX_BYTES, guest: COVER_MAX_BYTES },
    messages: { wrongType: () => COVER_WRONG_TYPE, tooLarge: () => COVER_TOO_LARGE, broken: () => COVER_BROKEN },
  });
  return {
    ...images,
    async check(file) {
      const accepted = await images.check(file);
      if (!COVER_EXTENSIONS.has(accepted.extension)) throw new UnsupportedMediaTypeException(COVER_WRONG_TYPE);
      return accepted;
    },
  };
}
