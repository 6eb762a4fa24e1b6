import { Migration } from '@mikro-orm/migrations';

export class Migration20261120230315CoreDomain extends Migration {

  override name = 'Migration20261120230315CoreDomain';

  override up(): void | Promise<void> {
    this.addSql(`create table "event_settings" ("id" int not null, "title" varchar(200) not null, "starts_at" timestamptz not null, "venue_name" varchar(200) not null, "venue_address" text not null, primary key ("id"));`);

    this.addSql(`create table "guest_group" ("id" serial primary key, "name" varchar(200) not null, "created_at" timestamptz not null);`);

    this.addSql(`create table "location" ("id" serial primary key, "name" varchar(200) not null, "address" text null);`);

    this.addSql(`create table "menu" ("id" serial primary key, "type" text not null default 'Menü 1', "class" varchar(200) not null default '', "description" jsonb not null, "allergens" jsonb not null);`);

    this.addSql(`create table "relation_type" ("id" serial primary key, "name" varchar(100) not null);`);
    this.addSql(`alter table "relation_type" add constraint "relation_type_name_unique" unique ("name");`);

    this.addSql(`create table "guest_assignment" ("id" serial primary key, "guest_id" int not null, "relation_type_id" int not null);`);
    this.addSql(`alter table "guest_assignment" add constraint "guest_assignment_guest_id_relation_type_id_unique" unique ("guest_id", "relation_type_id");`);

    this.addSql(`create table "room" ("id" serial primary key, "room_number" varchar(50) not null, "description" text null, "base_capacity" int not null default 2, "has_extra_bed" boolean not null default false, "has_crib" boolean not null default false, "location_id" int not null);`);

    this.addSql(`create table "room_assignment" ("id" serial primary key, "guest_id" int not null, "room_id" int not null);`);
    this.addSql(`alter table "room_assignment" add constraint "room_assignment_guest_id_unique" unique ("guest_id");`);
    this.addSql(`create index "room_assignment_room_id_index" on "room_assignment" ("room_id");`);

    this.addSql(`create table "provider_document" ("id" serial primary key, "service_provider_id" int not null, "document_name" varchar(255) not null, "content_type" varchar(150) not null, "size" int not null, "storage_key" varchar(200) not null, "uploaded_at" timestamptz not null);`);
    this.addSql(`create index "provider_document_service_provider_id_index" on "provider_document" ("service_provider_id");`);

    this.addSql(`create table "ticker_message" ("id" serial primary key, "message" varchar(160) not null, "created_at" timestamptz not null);`);

    this.addSql(`alter table "guest" add constraint "guest_menu_id_foreign" foreign key ("menu_id") references "menu" ("id") on delete set null;`);
    this.addSql(`alter table "guest" add constraint "guest_group_id_foreign" foreign key ("group_id") references "guest_group" ("id") on delete set null;`);

    this.addSql(`alter table "menu" add constraint "menu_type_check" check ("type" in ('Menü 1', 'Menü 2', 'Menü 3'));`);

    this.addSql(`alter table "guest_assignment" add constraint "guest_assignment_guest_id_foreign" foreign key ("guest_id") references "guest" ("id") on delete cascade;`);
    this.addSql(`alter table "guest_assignment" add constraint "guest_assignment_relation_type_id_foreign" foreign key ("relation_type_id") references "relation_type" ("id") on delete cascade;`);

    this.addSql(`alter table "room" add constraint "room_location_id_foreign" foreign key ("location_id") references "location" ("id") on delete restrict;`);

    this.addSql(`alter table "room_assignment" add constraint "room_assignment_guest_id_foreign" foreign key ("guest_id") references "guest" ("id") on delete cascade;`);
    this.addSql(`alter table "room_assignment" add constraint "room_assignment_room_id_foreign" foreign key ("room_id") references "room" ("id") on delete cascade;`);

    this.addSql(`alter table "provider_document" add constraint "provider_document_service_provider_id_foreign" foreign key ("service_provider_id") references "service_provider" ("id") on delete cascade;`);

    // The spec's wedding as the starting point; admins change it in the settings.
    this.addSql(`insert into "event_settings" ("id", "title", "starts_at", "venue_name", "venue_address") values (1, 'Unsere Hochzeit', '2025-06-07T15:30:00+02:00', 'Schloss Wartensee', 'Schloss Wartensee, 9404 Rorschacherberg');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "guest" drop constraint "guest_group_id_foreign";`);
    this.addSql(`alter table "room" drop constraint "room_location_id_foreign";`);
    this.addSql(`alter table "guest" drop constraint "guest_menu_id_foreign";`);
    this.addSql(`alter table "guest_assignment" drop constraint "guest_assignment_relation_type_id_foreign";`);
    this.addSql(`alter table "room_assignment" drop constraint "room_assignment_room_id_foreign";`);

    this.addSql(`drop table if exists "event_settings" cascade;`);
    this.addSql(`drop table if exists "guest_group" cascade;`);
    this.addSql(`drop table if exists "location" cascade;`);
    this.addSql(`drop table if exists "menu" cascade;`);
    this.addSql(`drop table if exists "relation_type" cascade;`);
    this.addSql(`drop table if exists "guest_assignment" cascade;`);
    this.addSql(`drop table if exists "room" cascade;`);
    this.addSql(`drop table if exists "room_assignment" cascade;`);
    this.addSql(`drop table if exists "provider_document" cascade;`);
    this.addSql(`drop table if exists "ticker_message" cascade;`);
  }

}
