import { Migration } from '@mikro-orm/migrations';

export class Migration20261122061603SmsAndVenueTimeZone extends Migration {

  override name = 'Migration20261122061603SmsAndVenueTimeZone';

  override up(): void | Promise<void> {
    this.addSql(`create table "sms_opt_out" ("number" varchar(20) not null, "keyword" varchar(20) not null, "created_at" timestamptz not null, primary key ("number"));`);

    this.addSql(`create table "sms_batch" ("id" serial primary key, "created_at" timestamptz not null, "kind" text not null, "channel" text not null, "method" text not null, "from_name" varchar(20) not null, "message" text not null, "include_events" boolean not null, "timeline_event_id" int null, "event_title" varchar(200) null, "opted_out" int not null default 0);`);
    this.addSql(`create index "sms_batch_timeline_event_id_index" on "sms_batch" ("timeline_event_id");`);
    this.addSql(`create index "sms_batch_created_at_index" on "sms_batch" ("created_at");`);

    this.addSql(`create table "sms_message" ("id" serial primary key, "batch_id" int not null, "guest_id" int null, "guest_name" varchar(250) null, "to" varchar(20) not null, "body" text not null, "segments" int not null, "state" text not null default 'queued', "twilio_sid" varchar(64) null, "error_code" int null, "error_message" text null, "claimed_at" timestamptz null, "outcome_unknown" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, "dedupe_key" varchar(100) null);`);
    this.addSql(`create index "sms_message_guest_id_index" on "sms_message" ("guest_id");`);
    this.addSql(`alter table "sms_message" add constraint "sms_message_twilio_sid_unique" unique ("twilio_sid");`);
    this.addSql(`alter table "sms_message" add constraint "sms_message_dedupe_key_unique" unique ("dedupe_key");`);
    this.addSql(`create index "sms_message_batch_state_index" on "sms_message" ("batch_id", "state");`);

    this.addSql(`alter table "event_settings" add "time_zone" varchar(64) not null default 'Europe/Zurich';`);

    this.addSql(`alter table "sms_batch" add constraint "sms_batch_timeline_event_id_foreign" foreign key ("timeline_event_id") references "timeline_event" ("id") on delete set null;`);
    this.addSql(`alter table "sms_batch" add constraint "sms_batch_kind_check" check ("kind" in ('guest_types', 'guests', 'numbers', 'reminder'));`);
    this.addSql(`alter table "sms_batch" add constraint "sms_batch_channel_check" check ("channel" in ('twilio', 'outbox'));`);
    this.addSql(`alter table "sms_batch" add constraint "sms_batch_method_check" check ("method" in ('sequential', 'parallel'));`);

    this.addSql(`alter table "sms_message" add constraint "sms_message_batch_id_foreign" foreign key ("batch_id") references "sms_batch" ("id") on delete cascade;`);
    this.addSql(`alter table "sms_message" add constraint "sms_message_guest_id_foreign" foreign key ("guest_id") references "guest" ("id") on delete set null;`);
    this.addSql(`alter table "sms_message" add constraint "sms_message_state_check" check ("state" in ('queued', 'sending', 'sent', 'delivered', 'failed', 'undelivered'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sms_message" drop constraint "sms_message_batch_id_foreign";`);

    this.addSql(`drop table if exists "sms_opt_out" cascade;`);
    this.addSql(`drop table if exists "sms_batch" cascade;`);
    this.addSql(`drop table if exists "sms_message" cascade;`);

    this.addSql(`alter table "event_settings" drop column "time_zone";`);
  }

}
