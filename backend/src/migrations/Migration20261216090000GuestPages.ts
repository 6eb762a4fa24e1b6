import { Migration } from '@mikro-orm/migrations';

export class Migration20261216090000GuestPages extends Migration {

  override name = 'Migration20261216090000GuestPages';

  override up(): void | Promise<void> {
    this.addSql(`create table "guest_page" ("id" serial primary key, "page" varchar(30) not null, "content" jsonb not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "guest_page" add constraint "guest_page_page_unique" unique ("page");`);
    this.addSql(`alter table "guest_page" add constraint "guest_page_page_check" check ("page" in ('castle', 'dress-code', 'directions', 'payment', 'gallery-folders'));`);
    this.addSql(`select "notify_data_changes_on"('guest_page');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "guest_page" cascade;`);
  }

}
