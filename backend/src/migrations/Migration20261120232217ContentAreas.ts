import { Migration } from '@mikro-orm/migrations';

export class Migration20261120232217ContentAreas extends Migration {

  override name = 'Migration20261120232217ContentAreas';

  override up(): void | Promise<void> {
    this.addSql(`create table "story" ("id" int not null, "title" varchar(200) not null, "blocks" jsonb not null, "is_published" boolean not null default false, "updated_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`create table "timeline_event" ("id" serial primary key, "title" varchar(200) not null, "time" timestamptz not null, "end_time" timestamptz null, "description" text not null, "timeline_type" text not null default 'inner_circle', "visible_to" jsonb not null, "location" varchar(200) null, "responsible_person" varchar(200) null, "event_color" varchar(7) not null default '#013220', "sms_notification" boolean not null default false, "sms_sent" boolean not null default false, "service_provider_id" int null);`);
    this.addSql(`create index "timeline_event_time_index" on "timeline_event" ("time");`);
    this.addSql(`create index "timeline_event_service_provider_id_index" on "timeline_event" ("service_provider_id");`);

    this.addSql(`create table "wishlist" ("id" int not null, "content" text not null default '', "payment_info" text not null default '', "updated_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`alter table "timeline_event" add constraint "timeline_event_service_provider_id_foreign" foreign key ("service_provider_id") references "service_provider" ("id") on delete set null;`);
    this.addSql(`alter table "timeline_event" add constraint "timeline_event_timeline_type_check" check ("timeline_type" in ('appero', 'inner_circle', 'organizer', 'service_provider'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "story" cascade;`);
    this.addSql(`drop table if exists "timeline_event" cascade;`);
    this.addSql(`drop table if exists "wishlist" cascade;`);
  }

}
