import { COVER_TOO_LARGE } from '@hochzeit/contracts';
import { webPhotoPolicy } from '../../common/upload/web-photo-policy.js';
import type { UploadPolicy } from '../../common/upload/upload-policy.js';

/** The cover photo: a web photo, refused in the cover's own words when too large. */
export const coverPolicy = (): UploadPolicy => webPhotoPolicy(COVER_TOO_LARGE);
