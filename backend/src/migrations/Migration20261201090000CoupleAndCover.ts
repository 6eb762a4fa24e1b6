import { Migration } from '@mikro-orm/migrations';

export class Migration20261201090000CoupleAndCover extends Migration {

  override name = 'Migration20261201090000CoupleAndCover';

  override up(): void | Promise<void> {
    this.addSql(`alter table "event_settings" add "couple_names" varchar(120) not null default 'Anna & Lukas', add "cover_key" varchar(200) null, add "cover_width" int null, add "cover_height" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "event_settings" drop column "couple_names", drop column "cover_key", drop column "cover_width", drop column "cover_height";`);
  }

}
