import { z } from 'zod';

/** The reply of a delete or an action without a record of its own. */
export const SuccessReply = z.object({ success: z.literal(true) }).meta({ title: 'SuccessReply' });
export type SuccessReply = z.infer<typeof SuccessReply>;
