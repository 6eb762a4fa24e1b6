import { Migration } from '@mikro-orm/migrations';

export class Migration20261122042043MediaListAndDedupe extends Migration {

  override name = 'Migration20261122042043MediaListAndDedupe';

  override up(): void | Promise<void> {
    this.addSql(`drop index "media_uploaded_at_index";`);
    this.addSql(`create index "media_uploaded_at_id_index" on "media" ("uploaded_at", "id");`);
    this.addSql(`create unique index "media_uploader_guest_hash_unique" on "media" ("uploader_guest_id", "content_hash") where uploader_guest_id is not null;`);
    this.addSql(`create unique index "media_uploader_admin_hash_unique" on "media" ("uploader_admin_id", "content_hash") where uploader_admin_id is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "media_uploaded_at_id_index";`);
    this.addSql(`drop index "media_uploader_guest_hash_unique";`);
    this.addSql(`drop index "media_uploader_admin_hash_unique";`);
    this.addSql(`create index "media_uploaded_at_index" on "media" ("uploaded_at");`);
  }

}
