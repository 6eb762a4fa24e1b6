import type { SmsStateCounts } from '@hochzeit/contracts';
import type { EntityManager, RequiredEntityData } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { sqlRows } from '../../database/sql.js';
import { SmsMessage } from './sms.entity.js';

// The SMS module's SQL, each on the entity manager it is given (and in its transaction, if any).

/** The batches with messages still waiting to be sent. */
export async function batchesWithQueuedMessages(em: EntityManager): Promise<number[]> {
  const rows = await sqlRows<{ batch_id: number }>(em, `select distinct batch_id from sms_message where state = 'queued'`);
  return rows.map((row) => row.batch_id);
}

/** A claimed message as the dispatcher delivers it. */
export interface ClaimedMessage {
  medium: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  guest_id: number | null;
  guest_name: string | null;
  /** SMS only: the number answered STOP after the batch was stored. */
  opted_out: boolean;
}

/**
 * The claim: only one worker changes a message from queued to sending, and only the one that did
 * sends it. One statement also reads the text and, for an SMS, whether a STOP arrived after the batch
 * was stored. Undefined: another worker claimed it first.
 */
export async function claimQueuedMessage(em: EntityManager, id: number): Promise<ClaimedMessage | undefined> {
  const [message] = await sqlRows<ClaimedMessage>(
    em,
    `update sms_message set state = 'sending', claimed_at = now(), updated_at = now() where id = ? and state = 'queued'
     returning medium, "to", subject, body, guest_id, guest_name,
       (medium = 'sms' and exists (select 1 from sms_opt_out o where o.number = sms_message."to")) as opted_out`,
    [id],
  );
  return message;
}

/** Per batch, state and whether the message is unclear (sending for longer than `unclearAfterSeconds`, or its outcome unknown): how many. */
export function messageCounts(
  em: EntityManager,
  batchIds: readonly number[],
  unclearAfterSeconds: number,
): Promise<Array<{ batch_id: number; medium: 'sms' | 'email'; state: keyof SmsStateCounts; unclear: boolean; n: number }>> {
  return sqlRows(
    em,
    `select batch_id, medium, state, (state = 'sending' and (outcome_unknown or claimed_at < now() - make_interval(secs => ?))) as unclear, count(*)::int as n
       from sms_message where batch_id in (${batchIds.map(() => '?').join(', ')}) group by 1, 2, 3, 4`,
    [unclearAfterSeconds, ...batchIds],
  );
}

/**
 * Inserts the messages; ON CONFLICT DO NOTHING: a reminder or confirmation row that already exists
 * (sent before, or by a parallel request or job) is skipped. Returns how many rows were inserted.
 */
export async function insertMessagesOnce(em: EntityManager, rows: RequiredEntityData<SmsMessage>[]): Promise<number> {
  if (!rows.length) return 0;
  const result: { affectedRows: number } = await (em as SqlEntityManager).createQueryBuilder(SmsMessage).insert(rows).onConflict('dedupe_key').ignore().execute('run');
  return result.affectedRows;
}

/** The batch an invitation request made before (its client request id), if any. */
export async function batchOfRequest(em: EntityManager, requestId: string): Promise<number | undefined> {
  const rows = await sqlRows<{ id: number }>(em, `select id from sms_batch where request_id = ?`, [requestId]);
  return rows.length ? rows[0].id : undefined;
}
