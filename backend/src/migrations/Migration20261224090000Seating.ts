import { Migration } from '@mikro-orm/migrations';

/** The seating plan (issue 39): tables, who sits where, and the plan's version and guest setting (modules/seating). */
export class Migration20261224090000Seating extends Migration {

  override name = 'Migration20261224090000Seating';

  override up(): void | Promise<void> {
    this.addSql(`create table "seating_table" ("id" serial primary key, "name" varchar(100) not null, "shape" text not null default 'round', "seats" int not null, "note" varchar(200) null);`);
    this.addSql(`alter table "seating_table" add constraint "seating_table_name_unique" unique ("name");`);
    this.addSql(`alter table "seating_table" add constraint "seating_table_shape_check" check ("shape" in ('round', 'long'));`);

    this.addSql(`create table "seat_assignment" ("id" serial primary key, "guest_id" int not null, "companion" boolean not null default false, "table_id" int not null, "seat" int null);`);
    this.addSql(`create index "seat_assignment_table_id_index" on "seat_assignment" ("table_id");`);
    this.addSql(`alter table "seat_assignment" add constraint "seat_assignment_person_unique" unique ("guest_id", "companion");`);
    this.addSql(`alter table "seat_assignment" add constraint "seat_assignment_table_seat_unique" unique ("table_id", "seat");`);
    this.addSql(`alter table "seat_assignment" add constraint "seat_assignment_guest_id_foreign" foreign key ("guest_id") references "guest" ("id") on delete cascade;`);
    this.addSql(`alter table "seat_assignment" add constraint "seat_assignment_table_id_foreign" foreign key ("table_id") references "seating_table" ("id") on delete cascade;`);

    this.addSql(`create table "seating_plan" ("id" int not null, "version" int not null default 0, "guests_see_table_from" timestamptz null, primary key ("id"));`);

    this.addSql(`select "notify_data_changes_on"('seating_table');`);
    this.addSql(`select "notify_data_changes_on"('seat_assignment');`);
    this.addSql(`select "notify_data_changes_on"('seating_plan');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "seat_assignment" cascade;`);
    this.addSql(`drop table if exists "seating_table" cascade;`);
    this.addSql(`drop table if exists "seating_plan" cascade;`);
  }

}
