import { Migration } from '@mikro-orm/migrations';

export class Migration20261217090000GuestAddress extends Migration {

  override name = 'Migration20261217090000GuestAddress';

  override up(): void | Promise<void> {
    this.addSql(`alter table "event_settings" add "guest_address" varchar(3) not null default 'sie';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "event_settings" drop column "guest_address";`);
  }

}
