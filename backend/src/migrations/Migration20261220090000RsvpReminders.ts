import { Migration } from '@mikro-orm/migrations';

/** The RSVP reminders: their setting (one row) and the steps workers took on or sent. */
export class Migration20261220090000RsvpReminders extends Migration {

  override name = 'Migration20261220090000RsvpReminders';

  override up(): void | Promise<void> {
    this.addSql(`create table "rsvp_reminder_settings" ("id" int not null, "enabled" boolean not null default false, "days_before" jsonb not null, "channel_choice" text not null default 'email_else_sms', "active_since" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "rsvp_reminder_settings" add constraint "rsvp_reminder_settings_channel_choice_check" check ("channel_choice" in ('sms', 'email', 'email_else_sms'));`);

    this.addSql(`create table "rsvp_reminder_step" ("step_key" varchar(40) not null, "deadline" date not null, "days_before" int not null, "due_at" timestamptz not null, "claimed_at" timestamptz null, "sent_at" timestamptz null, "batch_id" int null, "messages" int not null default 0, primary key ("step_key"));`);

    this.addSql(`select "notify_data_changes_on"('rsvp_reminder_settings');`);
    this.addSql(`select "notify_data_changes_on"('rsvp_reminder_step');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rsvp_reminder_step" cascade;`);
    this.addSql(`drop table if exists "rsvp_reminder_settings" cascade;`);
  }

}
