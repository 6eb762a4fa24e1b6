import { MikroORM } from '@mikro-orm/core';
import { loadConfig } from '../../config/app-config.js';
import { ormOptions } from '../../database/orm-options.js';
import { ENTITIES } from '../../entities.js';

// Issue 35's message model: SMS batches and messages stored before it keep everything and become
// 'sms' sends of 'sms' messages; an e-mail address fits into `to`; the kinds and media are checked
// by the database. Run on PGlite, and on PostgreSQL with DATABASE_URL.

const BEFORE = 'Migration20261218092000EmailSenderAndUnsubscribe';
const MIGRATION = 'Migration20261219093000MessagesEmail';

let orm: Awaited<ReturnType<typeof MikroORM.init>>;

beforeAll(async () => {
  const config = loadConfig({ DATA_DIR: ':memory:', DEMO_DATA: 'false', ADMIN_PASSWORD: 'test-passwort-123', ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) });
  orm = await MikroORM.init({ ...ormOptions({ ...config, embeddedDatabaseImage: undefined }, ENTITIES), logger: () => undefined } as Parameters<typeof MikroORM.init>[0]);
  // PostgreSQL: start from an empty schema, so the committed migrations build it.
  if (config.databaseUrl) await orm.em.getConnection().execute('drop schema if exists public cascade; create schema public;');
  await orm.migrator.up({ to: BEFORE });
}, 120_000);

afterAll(() => orm.close());

const sql = (query: string, params: unknown[] = []) => orm.em.getConnection().execute(query, params);

it('keeps the SMS history as SMS sends and makes room for e-mail', async () => {
  const [{ id: batchId }] = await sql(
    `insert into sms_batch (created_at, kind, channel, method, from_name, message, include_events, opted_out) values (now(), 'unanswered', 'twilio', 'parallel', 'Hochzeit', 'Hallo {vorname}', true, 2) returning id`,
  );
  await sql(
    `insert into sms_message (batch_id, guest_name, "to", body, segments, state, twilio_sid, created_at, updated_at, dedupe_key) values (?, 'Anna Muster', '+41791234567', 'Hallo Anna', 1, 'delivered', 'SM1', now(), now(), 'reminder:1:+41791234567')`,
    [batchId],
  );

  await orm.migrator.up({ to: MIGRATION });

  expect(await sql('select kind, channel, channel_choice, email_channel, subject, request_id, opted_out, unsubscribed, without_contact from sms_batch')).toEqual([
    { kind: 'unanswered', channel: 'twilio', channel_choice: 'sms', email_channel: null, subject: null, request_id: null, opted_out: 2, unsubscribed: 0, without_contact: 0 },
  ]);
  expect(await sql('select medium, "to", subject, body, state, twilio_sid, email_message_id, dedupe_key from sms_message')).toEqual([
    { medium: 'sms', to: '+41791234567', subject: null, body: 'Hallo Anna', state: 'delivered', twilio_sid: 'SM1', email_message_id: null, dedupe_key: 'reminder:1:+41791234567' },
  ]);

  // An invitation batch with a long address, and what the database refuses.
  const address = `${'a'.repeat(64)}@${'b'.repeat(180)}.example`;
  const [{ id: invitation }] = await sql(
    `insert into sms_batch (created_at, kind, channel, channel_choice, email_channel, method, from_name, message, include_events, request_id) values (now(), 'invitation', 'outbox', 'email', 'smtp', 'parallel', 'Hochzeit', 'Einladung', false, '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f') returning id`,
  );
  await sql(`insert into sms_message (batch_id, medium, "to", subject, body, segments, created_at, updated_at) values (?, 'email', ?, 'Einladung', 'Text', 0, now(), now())`, [invitation, address]);
  await expect(sql(`insert into sms_message (batch_id, medium, "to", body, segments, created_at, updated_at) values (?, 'fax', 'x', 'x', 0, now(), now())`, [invitation])).rejects.toThrow();
  await expect(
    sql(`insert into sms_batch (created_at, kind, channel, method, from_name, message, include_events, request_id) values (now(), 'invitation', 'outbox', 'parallel', 'H', 'x', false, '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f')`),
  ).rejects.toThrow();

  // And back: the e-mails go, the SMS history stays.
  await orm.migrator.down({ to: BEFORE });
  expect(await sql('select "to", body, state from sms_message')).toEqual([{ to: '+41791234567', body: 'Hallo Anna', state: 'delivered' }]);
});
