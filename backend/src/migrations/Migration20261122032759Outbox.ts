import { Migration } from '@mikro-orm/migrations';

export class Migration20261122032759Outbox extends Migration {

  override name = 'Migration20261122032759Outbox';

  override up(): void | Promise<void> {
    this.addSql(`create table "outbox" ("id" uuid not null, "job" varchar(100) not null, "payload" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "outbox" cascade;`);
  }

}
