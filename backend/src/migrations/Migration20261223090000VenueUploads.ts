import { Migration } from '@mikro-orm/migrations';

/**
 * Photos from everyone at the venue (issue 38): a medium may wait for approval and names the phone
 * that sent it through the venue link (one photo per phone is stored once); the venue link's
 * token and the couple's choices in one row.
 */
export class Migration20261223090000VenueUploads extends Migration {

  override name = 'Migration20261223090000VenueUploads';

  override up(): void | Promise<void> {
    this.addSql(`alter table "media" add column "pending" boolean not null default false, add column "approved_at" timestamptz null, add column "venue_device" varchar(100) null;`);
    this.addSql(`create unique index "media_venue_device_hash_unique" on "media" ("venue_device", "content_hash") where venue_device is not null;`);
    this.addSql(`create table "venue_upload_settings" ("id" int not null, "token" varchar(64) null, "token_created_at" timestamptz null, "auto_approve" boolean not null default false, "show_uploader_names" boolean not null default true, "gallery_closed_until" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "venue_upload_settings" add constraint "venue_upload_settings_token_unique" unique ("token");`);
    this.addSql(`select "notify_data_changes_on"('venue_upload_settings');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "venue_upload_settings" cascade;`);
    this.addSql(`drop index "media_venue_device_hash_unique";`);
    this.addSql(`alter table "media" drop column "pending", drop column "approved_at", drop column "venue_device";`);
  }

}
