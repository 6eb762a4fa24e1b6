import { Migration } from '@mikro-orm/migrations';

export class Migration20261120224602Foundation extends Migration {

  override name = 'Migration20261120224602Foundation';

  override up(): void | Promise<void> {
    this.addSql(`create table "admin_user" ("id" serial primary key, "username" varchar(100) not null, "password_hash" varchar(255) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "admin_user" add constraint "admin_user_username_unique" unique ("username");`);

    this.addSql(`create table "guest" ("id" serial primary key, "first_name" varchar(100) not null default '', "last_name" varchar(100) not null default '', "email" varchar(254) null, "phone" varchar(50) null, "mobile" varchar(50) null, "address" text null, "menu_id" int null, "allergies" jsonb not null, "special_requests" text null, "guest_type" text not null default 'Apéro', "side" text null, "group_id" int null, "admin_notes" text null, "login_token" varchar(64) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "guest_group_id_index" on "guest" ("group_id");`);
    this.addSql(`alter table "guest" add constraint "guest_login_token_unique" unique ("login_token");`);

    this.addSql(`create table "service_provider" ("id" serial primary key, "company_name" varchar(200) not null, "contact_name" varchar(200) null, "phone" varchar(50) null, "mobile" varchar(50) null, "email" varchar(254) null, "address" text null, "travel_distance" int null, "category" varchar(50) null, "service_description" text null, "duration" int null, "preparation_time" int null, "price" numeric(10,2) null, "payment_info" text null, "payment_due" date null, "admin_notes" text null, "login_token" varchar(64) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "service_provider" add constraint "service_provider_login_token_unique" unique ("login_token");`);

    this.addSql(`alter table "guest" add constraint "guest_guest_type_check" check ("guest_type" in ('Apéro', 'Inner Circle'));`);
    this.addSql(`alter table "guest" add constraint "guest_side_check" check ("side" in ('Ehemann', 'Ehefrau', 'Beide'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_user" cascade;`);
    this.addSql(`drop table if exists "guest" cascade;`);
    this.addSql(`drop table if exists "service_provider" cascade;`);
  }

}
