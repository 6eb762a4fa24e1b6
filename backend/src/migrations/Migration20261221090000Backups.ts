import { Migration } from '@mikro-orm/migrations';

/** Backups: the daily backup's setting (one row) and the runs with their progress. */
export class Migration20261221090000Backups extends Migration {

  override name = 'Migration20261221090000Backups';

  override up(): void | Promise<void> {
    this.addSql(`create table "backup_settings" ("id" int not null, "enabled" boolean not null default false, "time" varchar(5) not null default '03:00', "keep" int not null default 7, primary key ("id"));`);

    this.addSql(`create table "backup_run" ("id" serial primary key, "kind" text not null, "state" text not null default 'running', "step" text not null default 'waiting', "progress" int not null default 0, "started_at" timestamptz not null, "finished_at" timestamptz null, "file_name" varchar(100) null, "size_bytes" bigint null, "error" text null);`);
    this.addSql(`alter table "backup_run" add constraint "backup_run_kind_check" check ("kind" in ('manual', 'scheduled'));`);
    this.addSql(`alter table "backup_run" add constraint "backup_run_state_check" check ("state" in ('running', 'done', 'failed'));`);
    this.addSql(`alter table "backup_run" add constraint "backup_run_step_check" check ("step" in ('waiting', 'database', 'files', 'finishing', 'done'));`);

    // One backup at a time, across every process: a second running row is refused by the database.
    this.addSql(`create unique index "backup_run_one_running" on "backup_run" ((true)) where "state" = 'running';`);

    this.addSql(`select "notify_data_changes_on"('backup_settings');`);
    this.addSql(`select "notify_data_changes_on"('backup_run');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "backup_run" cascade;`);
    this.addSql(`drop table if exists "backup_settings" cascade;`);
  }

}
