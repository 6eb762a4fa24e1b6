import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';

/**
 * A job that must run because of a change, written in the same transaction as that change: either
 * both commit or neither does. The relay moves it onto the job queue and then deletes it.
 */
const OutboxMessageSchema = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox',
  properties: {
    /** Random, never reused (not even after a table reset), so it can serve as the job's idempotency key. */
    id: p.uuid().primary().onCreate(() => randomUUID()),
    /** The job's name (its queue). */
    job: p.string().length(100),
    payload: p.json<object>(),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});

export class OutboxMessage extends OutboxMessageSchema.class {}
OutboxMessageSchema.setClass(OutboxMessage);
