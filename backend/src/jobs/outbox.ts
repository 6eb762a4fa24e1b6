import type { EntityManager } from '@mikro-orm/core';
import type { JobDefinition } from './job-definition.js';
import { OutboxMessage } from './outbox-message.entity.js';

/**
 * Records a job to run once `em`'s pending changes commit: the next flush writes it in the same
 * transaction as those changes, and the queue carries it out afterwards (with retries). If the
 * flush fails, the job is never recorded.
 */
export function runAfterCommit<TData extends object>(em: EntityManager, job: JobDefinition<TData>, data: TData): void {
  em.create(OutboxMessage, { job: job.name, payload: data });
}
