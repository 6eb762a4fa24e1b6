import { Migration } from '@mikro-orm/migrations';

export class Migration20261210090100PendingFiles extends Migration {

  override name = 'Migration20261210090100PendingFiles';

  override up(): void | Promise<void> {
    this.addSql(`create table "pending_file" ("id" uuid not null, "files" jsonb not null, "owner" varchar(64) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`select "notify_data_changes_on"('pending_file');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "pending_file" cascade;`);
  }

}
