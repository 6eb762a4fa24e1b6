import { Migration } from '@mikro-orm/migrations';

/**
 * An installation's wedding starts neutral: no couple's names and no venue (the demo data brings
 * the demo wedding). The row the first migration wrote is made neutral only while it is untouched
 * and no demo data was ever seeded; a couple's own settings, or a seeded demo, stay.
 */
export class Migration20261215090100NeutralEventDefaults extends Migration {

  override name = 'Migration20261215090100NeutralEventDefaults';

  override up(): void | Promise<void> {
    this.addSql(`alter table "event_settings" alter column "couple_names" set default 'Das Brautpaar';`);
    this.addSql(`update "event_settings" set "couple_names" = 'Das Brautpaar', "venue_name" = '', "venue_address" = '' where "id" = 1 and "couple_names" = 'Anna & Lukas' and "venue_name" = 'Schloss Wartensee' and "venue_address" = 'Schloss Wartensee, 9404 Rorschacherberg' and not exists (select 1 from "demo_seed");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "event_settings" alter column "couple_names" set default 'Anna & Lukas';`);
  }

}
