import { Migration } from '@mikro-orm/migrations';

/**
 * Every table announces its changes on the channel `data_changes` (payload: the table's name),
 * delivered to every listening process when the writing transaction commits; caches in the
 * processes keep what they read until then (see database/data-changes.ts). A table created by a
 * later migration gets the same trigger: `select notify_data_changes_on('<table>')`.
 */
export class Migration20261210090000DataChangeNotifications extends Migration {

  override name = 'Migration20261210090000DataChangeNotifications';

  override up(): void | Promise<void> {
    this.addSql(`create function "notify_data_change"() returns trigger language plpgsql as $$ begin perform pg_notify('data_changes', tg_table_name); return null; end $$;`);
    this.addSql(`create function "notify_data_changes_on"(target text) returns void language plpgsql as $$ begin execute format('create trigger %I after insert or update or delete or truncate on %I for each statement execute function notify_data_change()', target || '_data_changes', target); end $$;`);
    this.addSql(`select "notify_data_changes_on"(tablename) from pg_tables where schemaname = current_schema() and tablename <> 'mikro_orm_migrations';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function if exists "notify_data_change"() cascade;`);
    this.addSql(`drop function if exists "notify_data_changes_on"(text);`);
  }

}
