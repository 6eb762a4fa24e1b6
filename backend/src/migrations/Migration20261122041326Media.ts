import { Migration } from '@mikro-orm/migrations';

export class Migration20261122041326Media extends Migration {

  override name = 'Migration20261122041326Media';

  override up(): void | Promise<void> {
    this.addSql(`create table "media" ("id" serial primary key, "folder" text not null, "original_name" varchar(255) not null, "description" text null, "storage_key" varchar(200) not null, "content_type" varchar(100) not null, "size" int not null, "content_hash" varchar(64) not null, "width" int null, "height" int null, "taken_at" timestamptz null, "uploaded_at" timestamptz not null, "uploader_guest_id" int null, "uploader_admin_id" int null, "uploader_name" varchar(250) null, "hidden" boolean not null default false, "derivatives_ready" boolean not null default false);`);
    this.addSql(`create index "media_content_hash_index" on "media" ("content_hash");`);
    this.addSql(`create index "media_uploaded_at_index" on "media" ("uploaded_at");`);
    this.addSql(`create index "media_uploader_guest_id_index" on "media" ("uploader_guest_id");`);

    this.addSql(`create table "photo_category" ("id" serial primary key, "name" varchar(200) not null);`);

    this.addSql(`create table "media_category" ("media_id" int not null, "category_id" int not null, primary key ("media_id", "category_id"));`);
    this.addSql(`create index "media_category_category_id_index" on "media_category" ("category_id");`);

    this.addSql(`create table "photo_group" ("id" serial primary key, "name" varchar(200) not null);`);

    this.addSql(`create table "media_photo_group" ("media_id" int not null, "group_id" int not null, primary key ("media_id", "group_id"));`);
    this.addSql(`create index "media_photo_group_group_id_index" on "media_photo_group" ("group_id");`);

    this.addSql(`create table "photo_group_guest" ("group_id" int not null, "guest_id" int not null, primary key ("group_id", "guest_id"));`);
    this.addSql(`create index "photo_group_guest_guest_id_index" on "photo_group_guest" ("guest_id");`);

    this.addSql(`alter table "media" add constraint "media_uploader_guest_id_foreign" foreign key ("uploader_guest_id") references "guest" ("id") on delete set null;`);
    this.addSql(`alter table "media" add constraint "media_uploader_admin_id_foreign" foreign key ("uploader_admin_id") references "admin_user" ("id") on delete set null;`);
    this.addSql(`alter table "media" add constraint "media_folder_check" check ("folder" in ('hochzeit', 'wartensee'));`);

    this.addSql(`alter table "media_category" add constraint "media_category_media_id_foreign" foreign key ("media_id") references "media" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "media_category" add constraint "media_category_category_id_foreign" foreign key ("category_id") references "photo_category" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "media_photo_group" add constraint "media_photo_group_media_id_foreign" foreign key ("media_id") references "media" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "media_photo_group" add constraint "media_photo_group_group_id_foreign" foreign key ("group_id") references "photo_group" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "photo_group_guest" add constraint "photo_group_guest_group_id_foreign" foreign key ("group_id") references "photo_group" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "photo_group_guest" add constraint "photo_group_guest_guest_id_foreign" foreign key ("guest_id") references "guest" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "media_category" drop constraint "media_category_media_id_foreign";`);
    this.addSql(`alter table "media_photo_group" drop constraint "media_photo_group_media_id_foreign";`);
    this.addSql(`alter table "media_category" drop constraint "media_category_category_id_foreign";`);
    this.addSql(`alter table "media_photo_group" drop constraint "media_photo_group_group_id_foreign";`);
    this.addSql(`alter table "photo_group_guest" drop constraint "photo_group_guest_group_id_foreign";`);

    this.addSql(`drop table if exists "media" cascade;`);
    this.addSql(`drop table if exists "photo_category" cascade;`);
    this.addSql(`drop table if exists "media_category" cascade;`);
    this.addSql(`drop table if exists "photo_group" cascade;`);
    this.addSql(`drop table if exists "media_photo_group" cascade;`);
    this.addSql(`drop table if exists "photo_group_guest" cascade;`);
  }

}
