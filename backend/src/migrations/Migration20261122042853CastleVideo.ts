import { Migration } from '@mikro-orm/migrations';

export class Migration20261122042853CastleVideo extends Migration {

  override name = 'Migration20261122042853CastleVideo';

  override up(): void | Promise<void> {
    this.addSql(`create table "castle_video" ("id" int not null, "storage_key" varchar(200) not null, "content_type" varchar(100) not null, "size" bigint not null, "uploaded_at" timestamptz not null, primary key ("id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "castle_video" cascade;`);
  }

}
