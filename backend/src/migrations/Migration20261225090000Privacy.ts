import { Migration } from '@mikro-orm/migrations';

/**
 * Guests own their data (issue 42): consent times and the wall choice on the guest record, the
 * privacy settings (retention date), the legal pages, the guests' sessions as they see them,
 * deletion requests and photo removal requests.
 */
export class Migration20261225090000Privacy extends Migration {

  override name = 'Migration20261225090000Privacy';

  override up(): void | Promise<void> {
    this.addSql(`alter table "guest" add "allergy_consent_at" timestamptz null, add "photo_consent_at" timestamptz null, add "wall_hidden" boolean not null default false;`);
    // Allergies stored before consent was asked were entered by the couple or answered before: their time is unknown, so the consent counts from now.
    this.addSql(`update "guest" set "allergy_consent_at" = now() where jsonb_array_length("allergies") > 0;`);

    this.addSql(`create table "privacy_settings" ("id" int not null, "retention_date" date null, "delete_names" boolean not null default false, "delete_gallery" boolean not null default false, "require_photo_consent" boolean not null default false, "retention_done_at" timestamptz null, "reminders_sent" jsonb not null, primary key ("id"));`);

    this.addSql(`create table "legal_page" ("kind" text not null, "text" text not null, "updated_at" timestamptz not null, primary key ("kind"));`);
    this.addSql(`alter table "legal_page" add constraint "legal_page_kind_check" check ("kind" in ('datenschutz', 'impressum'));`);

    this.addSql(`create table "guest_session" ("id" serial primary key, "guest_id" int not null, "token_hash" varchar(64) not null, "session_version" int not null, "browser" varchar(100) not null, "signed_in_at" timestamptz not null, "last_used_at" timestamptz not null);`);
    this.addSql(`create index "guest_session_guest_id_index" on "guest_session" ("guest_id");`);
    this.addSql(`alter table "guest_session" add constraint "guest_session_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "guest_session" add constraint "guest_session_guest_id_foreign" foreign key ("guest_id") references "guest" ("id") on delete cascade;`);

    this.addSql(`create table "guest_deletion_request" ("id" serial primary key, "guest_id" int not null, "requested_at" timestamptz not null, "note" text null, "state" text not null default 'open', "decided_at" timestamptz null, "reply" text null);`);
    this.addSql(`alter table "guest_deletion_request" add constraint "guest_deletion_request_guest_id_unique" unique ("guest_id");`);
    this.addSql(`alter table "guest_deletion_request" add constraint "guest_deletion_request_state_check" check ("state" in ('open', 'declined'));`);
    this.addSql(`alter table "guest_deletion_request" add constraint "guest_deletion_request_guest_id_foreign" foreign key ("guest_id") references "guest" ("id") on delete cascade;`);

    this.addSql(`create table "media_removal_request" ("media_id" int not null, "requested_by_guest_id" int null, "requested_at" timestamptz not null, "note" text null, "was_hidden" boolean not null, primary key ("media_id"));`);
    this.addSql(`create index "media_removal_request_requested_by_guest_id_index" on "media_removal_request" ("requested_by_guest_id");`);
    this.addSql(`alter table "media_removal_request" add constraint "media_removal_request_media_id_foreign" foreign key ("media_id") references "media" ("id") on delete cascade;`);
    this.addSql(`alter table "media_removal_request" add constraint "media_removal_request_requested_by_guest_id_foreign" foreign key ("requested_by_guest_id") references "guest" ("id") on delete set null;`);

    for (const table of ['privacy_settings', 'legal_page', 'guest_session', 'guest_deletion_request', 'media_removal_request']) {
      this.addSql(`select "notify_data_changes_on"('${table}');`);
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "media_removal_request" cascade;`);
    this.addSql(`drop table if exists "guest_deletion_request" cascade;`);
    this.addSql(`drop table if exists "guest_session" cascade;`);
    this.addSql(`drop table if exists "legal_page" cascade;`);
    this.addSql(`drop table if exists "privacy_settings" cascade;`);
    this.addSql(`alter table "guest" drop column "allergy_consent_at", drop column "photo_consent_at", drop column "wall_hidden";`);
  }

}
