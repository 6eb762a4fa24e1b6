import { VIDEO_MAX_BYTES, VIDEO_TOO_LARGE, VIDEO_WRONG_TYPE } from '@hochzeit/contracts';
import { UnsupportedMediaTypeException } from '@nestjs/common';
import { fileTypeFromFile } from 'file-type';
import { type AcceptedUpload, cleanFileName, type UploadPolicy } from '../../common/upload/upload-policy.js';

/** What file-type detects → what we store and serve. */
const VIDEO_CONTAINERS: Partial<Record<string, { extension: string; contentType: string }>> = {
  mp4: { extension: '.mp4', contentType: 'video/mp4' },
  m4v: { extension: '.mp4', contentType: 'video/mp4' },
  webm: { extension: '.webm', contentType: 'video/webm' },
  mov: { extension: '.mov', contentType: 'video/quicktime' },
};

/** One video (field `file`) of up to `maxBytes`, recognised as MP4, WebM or QuickTime by its bytes. */
export function videoPolicy(maxBytes = VIDEO_MAX_BYTES): UploadPolicy {
  return {
    field: 'file',
    maxFiles: 1,
    maxBytes: () => maxBytes,
    tooLargeMessage: () => (maxBytes === VIDEO_MAX_BYTES ? VIDEO_TOO_LARGE : `Das Video ist zu groß (max. ${Math.round(maxBytes / 1024)} KB)`),
    async check(file): Promise<AcceptedUpload> {
      const container = VIDEO_CONTAINERS[(await fileTypeFromFile(file.path))?.ext ?? ''];
      if (!container) throw new UnsupportedMediaTypeException(VIDEO_WRONG_TYPE);
      return { path: file.path, size: file.size, name: cleanFileName(file.originalname, 'video'), ...container };
    },
  };
}
