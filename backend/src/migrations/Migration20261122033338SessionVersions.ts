import { Migration } from '@mikro-orm/migrations';

export class Migration20261122033338SessionVersions extends Migration {

  override name = 'Migration20261122033338SessionVersions';

  override up(): void | Promise<void> {
    this.addSql(`alter table "admin_user" add "session_version" int not null default 0;`);

    this.addSql(`alter table "guest" add "session_version" int not null default 0;`);

    this.addSql(`alter table "service_provider" add "session_version" int not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "admin_user" drop column "session_version";`);

    this.addSql(`alter table "guest" drop column "session_version";`);

    this.addSql(`alter table "service_provider" drop column "session_version";`);
  }

}
