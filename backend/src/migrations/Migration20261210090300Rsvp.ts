import { Migration } from '@mikro-orm/migrations';

export class Migration20261210090300Rsvp extends Migration {

  override name = 'Migration20261210090300Rsvp';

  override up(): void | Promise<void> {
    this.addSql(`create table "rsvp_answer" ("guest_id" int not null, "attending" boolean not null, "menu_id" int null, "allergies" jsonb not null, "song_wish" varchar(300) null, "message" text null, "companion_name" varchar(200) null, "answered_at" timestamptz not null, "answered_by" text not null, "answered_by_guest_id" int null, primary key ("guest_id"));`);
    this.addSql(`create index "rsvp_answer_menu_id_index" on "rsvp_answer" ("menu_id");`);
    this.addSql(`create index "rsvp_answer_answered_by_guest_id_index" on "rsvp_answer" ("answered_by_guest_id");`);

    this.addSql(`create table "rsvp_settings" ("id" int not null, "deadline" date null, "ask_menu" boolean not null default true, "ask_allergies" boolean not null default true, "ask_song_wish" boolean not null default true, "ask_message" boolean not null default true, primary key ("id"));`);

    this.addSql(`alter table "menu" add "choosable" boolean not null default false;`);

    this.addSql(`alter table "guest" add "companion_allowed" boolean not null default false;`);

    this.addSql(`alter table "sms_batch" drop constraint "sms_batch_kind_check";`);
    this.addSql(`alter table "sms_batch" add constraint "sms_batch_kind_check" check ("kind" in ('guest_types', 'guests', 'numbers', 'reminder', 'unanswered'));`);

    this.addSql(`alter table "rsvp_answer" add constraint "rsvp_answer_guest_id_foreign" foreign key ("guest_id") references "guest" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "rsvp_answer" add constraint "rsvp_answer_menu_id_foreign" foreign key ("menu_id") references "menu" ("id") on delete set null;`);
    this.addSql(`alter table "rsvp_answer" add constraint "rsvp_answer_answered_by_guest_id_foreign" foreign key ("answered_by_guest_id") references "guest" ("id") on delete set null;`);
    this.addSql(`alter table "rsvp_answer" add constraint "rsvp_answer_answered_by_check" check ("answered_by" in ('guest', 'admin'));`);

    this.addSql(`select "notify_data_changes_on"('rsvp_answer');`);
    this.addSql(`select "notify_data_changes_on"('rsvp_settings');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rsvp_answer" cascade;`);
    this.addSql(`drop table if exists "rsvp_settings" cascade;`);

    this.addSql(`alter table "guest" drop column "companion_allowed";`);

    this.addSql(`alter table "menu" drop column "choosable";`);

    this.addSql(`alter table "sms_batch" drop constraint "sms_batch_kind_check";`);
    this.addSql(`alter table "sms_batch" add constraint "sms_batch_kind_check" check ("kind" in ('guest_types', 'guests', 'numbers', 'reminder'));`);
  }

}
