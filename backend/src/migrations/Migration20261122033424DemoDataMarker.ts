import { Migration } from '@mikro-orm/migrations';

export class Migration20261122033424DemoDataMarker extends Migration {

  override name = 'Migration20261122033424DemoDataMarker';

  override up(): void | Promise<void> {
    this.addSql(`create table "demo_record" ("table_name" varchar(63) not null, "record_id" int not null, primary key ("table_name", "record_id"));`);

    this.addSql(`create table "demo_seed" ("id" int not null, "seeded_at" timestamptz not null, primary key ("id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "demo_record" cascade;`);
    this.addSql(`drop table if exists "demo_seed" cascade;`);
  }

}
