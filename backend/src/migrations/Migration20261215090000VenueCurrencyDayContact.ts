import { Migration } from '@mikro-orm/migrations';

export class Migration20261215090000VenueCurrencyDayContact extends Migration {

  override name = 'Migration20261215090000VenueCurrencyDayContact';

  override up(): void | Promise<void> {
    this.addSql(`alter table "event_settings" add "latitude" double precision null, add "longitude" double precision null, add "currency" varchar(3) not null default 'EUR', add "contact_name" varchar(120) null, add "contact_phone" varchar(50) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "event_settings" drop column "latitude", drop column "longitude", drop column "currency", drop column "contact_name", drop column "contact_phone";`);
  }

}
