import { Migration } from '@mikro-orm/migrations';

/** Failed sign-ins per key and minute, shared by every process. */
export class Migration20261210090200LoginFailures extends Migration {

  override name = 'Migration20261210090200LoginFailures';

  override up(): void | Promise<void> {
    this.addSql(`create table "login_failure" ("key" varchar(300) not null, "hits" int not null, "reset_at" timestamptz not null, primary key ("key"));`);
    this.addSql(`select "notify_data_changes_on"('login_failure');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "login_failure" cascade;`);
  }

}
