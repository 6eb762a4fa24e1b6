import { z } from 'zod';

const DATABASE_KINDS = ['pglite', 'postgresql'] as const;

/** `GET /api/health`: the server is up and its database answers; which database is in use. */
export const HealthReply = z.object({ status: z.literal('ok'), db: z.enum(DATABASE_KINDS) }).meta({ title: 'HealthReply' });
export type HealthReply = z.output<typeof HealthReply>;
