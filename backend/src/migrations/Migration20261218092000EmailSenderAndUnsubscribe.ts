import { Migration } from '@mikro-orm/migrations';

/** E-mail: the sender's name and address in the settings, and the addresses that unsubscribed (one-click, RFC 8058). */
export class Migration20261218092000EmailSenderAndUnsubscribe extends Migration {

  override name = 'Migration20261218092000EmailSenderAndUnsubscribe';

  override up(): void | Promise<void> {
    this.addSql(`alter table "event_settings" add "email_from_name" varchar(100) null, add "email_from_address" varchar(254) null;`);
    this.addSql(`create table "email_unsubscribe" ("address" varchar(254) not null, "created_at" timestamptz not null default now(), constraint "email_unsubscribe_pkey" primary key ("address"));`);
    this.addSql(`select "notify_data_changes_on"('email_unsubscribe');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "email_unsubscribe" cascade;`);
    this.addSql(`alter table "event_settings" drop column "email_from_name", drop column "email_from_address";`);
  }

}
