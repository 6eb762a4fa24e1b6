import { z } from 'zod';

/** Every error reply of the API. */
export const ErrorReply = z.object({ msg: z.string() }).meta({ title: 'ErrorReply' });
export type ErrorReply = z.infer<typeof ErrorReply>;

/** The reply of a delete or an action without a record of its own. */
export const SuccessReply = z.object({ success: z.literal(true) }).meta({ title: 'SuccessReply' });
export type SuccessReply = z.infer<typeof SuccessReply>;
