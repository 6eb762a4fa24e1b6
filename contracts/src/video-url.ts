import { z } from 'zod';

/** `GET /api/video`: a signed, short-lived URL of the castle video for `<video src>`. */
export const VideoUrlReply = z.object({ url: z.string() }).meta({ title: 'VideoUrlReply' });
export type VideoUrlReply = z.output<typeof VideoUrlReply>;
