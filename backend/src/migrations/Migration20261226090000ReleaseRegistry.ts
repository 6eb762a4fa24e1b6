import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 41: the remote registry in PostgreSQL (one row; infra/registry.mjs creates the same table
 * when it is first used), and what the browsers report about the releases they load: page loads,
 * fallbacks and failures per remote, version and minute, and the browsers (their random ids,
 * hashed) that reported a failure of a version, for the automatic rollback.
 */
export class Migration20261226090000ReleaseRegistry extends Migration {

  override name = 'Migration20261226090000ReleaseRegistry';

  override up(): void | Promise<void> {
    this.addSql(`create table if not exists "remote_registry" ("id" smallint primary key check ("id" = 1), "revision" integer not null, "document" jsonb not null, "changed_at" timestamptz not null default now());`);
    this.addSql(`create table "remote_release_counts" ("remote" varchar(20) not null, "version" varchar(100) not null, "minute" timestamptz not null, "loads" integer not null default 0, "fallbacks" integer not null default 0, "failures" integer not null default 0, primary key ("remote", "version", "minute"));`);
    this.addSql(`create index "remote_release_counts_minute_index" on "remote_release_counts" ("minute");`);
    this.addSql(`create table "remote_release_failing_browsers" ("remote" varchar(20) not null, "version" varchar(100) not null, "browser" char(64) not null, "at" timestamptz not null, primary key ("remote", "version", "browser"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "remote_release_failing_browsers" cascade;`);
    this.addSql(`drop table if exists "remote_release_counts" cascade;`);
    this.addSql(`drop table if exists "remote_registry" cascade;`);
  }

}
