import { Migration } from '@mikro-orm/migrations';

/**
 * The SMS tool becomes the messages tool: a batch records the admin's channel choice, how its
 * e-mails left (SMTP or the outbox), the client's request id of an invitation send (unique: a double
 * click makes one batch) and who was left out; a message has a medium ('sms' for every old row), an
 * e-mail's subject and Message-ID, and room for an e-mail address in `to`.
 */
export class Migration20261219093000MessagesEmail extends Migration {

  override name = 'Migration20261219093000MessagesEmail';

  override up(): void | Promise<void> {
    this.addSql(`alter table "sms_batch" add "channel_choice" text not null default 'sms', add "email_channel" text null, add "subject" varchar(200) null, add "request_id" uuid null, add "unsubscribed" int not null default 0, add "without_contact" int not null default 0;`);
    this.addSql(`alter table "sms_batch" add constraint "sms_batch_channel_choice_check" check ("channel_choice" in ('sms', 'email', 'email_else_sms'));`);
    this.addSql(`alter table "sms_batch" add constraint "sms_batch_email_channel_check" check ("email_channel" in ('smtp', 'outbox'));`);
    this.addSql(`alter table "sms_batch" add constraint "sms_batch_request_id_unique" unique ("request_id");`);
    this.addSql(`alter table "sms_batch" drop constraint "sms_batch_kind_check";`);
    this.addSql(`alter table "sms_batch" add constraint "sms_batch_kind_check" check ("kind" in ('guest_types', 'guests', 'numbers', 'reminder', 'unanswered', 'invitation', 'rsvp_confirmation', 'rsvp_reminder'));`);

    this.addSql(`alter table "sms_message" add "medium" text not null default 'sms', add "subject" varchar(200) null, add "email_message_id" varchar(255) null;`);
    this.addSql(`alter table "sms_message" alter column "to" type varchar(254) using ("to"::varchar(254));`);
    this.addSql(`alter table "sms_message" add constraint "sms_message_medium_check" check ("medium" in ('sms', 'email'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "sms_message" where "medium" = 'email';`);
    this.addSql(`delete from "sms_batch" where "kind" in ('invitation', 'rsvp_confirmation', 'rsvp_reminder');`);
    this.addSql(`alter table "sms_message" drop constraint "sms_message_medium_check";`);
    this.addSql(`alter table "sms_message" alter column "to" type varchar(20) using ("to"::varchar(20));`);
    this.addSql(`alter table "sms_message" drop column "medium", drop column "subject", drop column "email_message_id";`);
    this.addSql(`alter table "sms_batch" drop constraint "sms_batch_kind_check";`);
    this.addSql(`alter table "sms_batch" add constraint "sms_batch_kind_check" check ("kind" in ('guest_types', 'guests', 'numbers', 'reminder', 'unanswered'));`);
    this.addSql(`alter table "sms_batch" drop constraint "sms_batch_request_id_unique";`);
    this.addSql(`alter table "sms_batch" drop constraint "sms_batch_email_channel_check";`);
    this.addSql(`alter table "sms_batch" drop constraint "sms_batch_channel_choice_check";`);
    this.addSql(`alter table "sms_batch" drop column "channel_choice", drop column "email_channel", drop column "subject", drop column "request_id", drop column "unsubscribed", drop column "without_contact";`);
  }

}
