import { Migration } from '@mikro-orm/migrations';

/** The recent failed sign-ins the admins see in the settings (login-failure.entity.ts). */
export class Migration20261222090000SignInFailures extends Migration {

  override name = 'Migration20261222090000SignInFailures';

  override up(): void | Promise<void> {
    this.addSql(`create table "sign_in_failure" ("id" serial primary key, "at" timestamptz not null, "username" varchar(100) not null, "address" varchar(100) not null, "known_browser" boolean not null);`);
    this.addSql(`select "notify_data_changes_on"('sign_in_failure');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sign_in_failure" cascade;`);
  }

}
