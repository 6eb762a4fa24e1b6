import { z } from 'zod';
import { timestamp } from './fields.js';

/** `GET /api/video`: a signed, short-lived URL of the castle video for `<video src>`. */
export const VideoUrlReply = z.object({ url: z.string() }).meta({ title: 'VideoUrlReply' });
export type VideoUrlReply = z.output<typeof VideoUrlReply>;

/** The castle video an admin may upload in place of the current one. */
export const VIDEO_MAX_BYTES = 500 * 1024 * 1024;
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export const VIDEO_TOO_LARGE = 'Das Video ist zu groß (max. 500 MB)';
export const VIDEO_WRONG_TYPE = 'Nur MP4-, WebM- oder QuickTime-Videos (.mov) sind erlaubt.';

/**
 * `GET /api/admin/video` and the reply of `POST /api/admin/video`: the video guests see now.
 * `uploaded_at` is null for the clip that comes with the portal; `url` plays it (signed, 12 hours).
 */
export const CastleVideo = z
  .object({
    url: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    uploaded_at: timestamp().nullable(),
  })
  .meta({ title: 'CastleVideo' });
export type CastleVideo = z.output<typeof CastleVideo>;
