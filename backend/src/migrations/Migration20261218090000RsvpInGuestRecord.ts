import { Migration } from '@mikro-orm/migrations';

/**
 * One record of menu and allergies (issue 35): the guest record. Attending answers hand their menu
 * (when they have one) and allergies to the guest record, then rsvp_answer forgets both; the
 * companion gets a menu and allergies of their own on the answer.
 */
export class Migration20261218090000RsvpInGuestRecord extends Migration {

  override name = 'Migration20261218090000RsvpInGuestRecord';

  override up(): void | Promise<void> {
    // The answer's menu wins when it has one.
    this.addSql(`update "guest" g set "menu_id" = a."menu_id" from "rsvp_answer" a where a."guest_id" = g."id" and a."attending" and a."menu_id" is not null;`);
    // Allergies: both lists, de-duplicated case-insensitively, the answer's spelling (and order) first.
    this.addSql(`update "guest" g set "allergies" = (
      select coalesce(jsonb_agg(to_jsonb(kept."item") order by kept."ord"), '[]'::jsonb) from (
        select distinct on (lower(btrim(both_lists."item"))) both_lists."item", both_lists."ord" from (
          select answer_list."value" as "item", answer_list."ordinality" as "ord" from jsonb_array_elements_text(a."allergies") with ordinality as answer_list
          union all
          select guest_list."value", 1000000 + guest_list."ordinality" from jsonb_array_elements_text(g."allergies") with ordinality as guest_list
        ) both_lists where btrim(both_lists."item") <> '' order by lower(btrim(both_lists."item")), both_lists."ord"
      ) kept
    ) from "rsvp_answer" a where a."guest_id" = g."id" and a."attending";`);

    this.addSql(`alter table "rsvp_answer" drop constraint if exists "rsvp_answer_menu_id_foreign";`);
    this.addSql(`drop index if exists "rsvp_answer_menu_id_index";`);
    this.addSql(`alter table "rsvp_answer" drop column "menu_id", drop column "allergies";`);

    this.addSql(`alter table "rsvp_answer" add "companion_menu_id" int null, add "companion_allergies" jsonb not null default '[]';`);
    this.addSql(`create index "rsvp_answer_companion_menu_id_index" on "rsvp_answer" ("companion_menu_id");`);
    this.addSql(`alter table "rsvp_answer" add constraint "rsvp_answer_companion_menu_id_foreign" foreign key ("companion_menu_id") references "menu" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "rsvp_answer" drop constraint if exists "rsvp_answer_companion_menu_id_foreign";`);
    this.addSql(`drop index if exists "rsvp_answer_companion_menu_id_index";`);
    this.addSql(`alter table "rsvp_answer" drop column "companion_menu_id", drop column "companion_allergies";`);
    this.addSql(`alter table "rsvp_answer" add "menu_id" int null, add "allergies" jsonb not null default '[]';`);
    // The guest record keeps the truth; attending answers get a copy back.
    this.addSql(`update "rsvp_answer" a set "menu_id" = g."menu_id", "allergies" = g."allergies" from "guest" g where g."id" = a."guest_id" and a."attending";`);
    this.addSql(`create index "rsvp_answer_menu_id_index" on "rsvp_answer" ("menu_id");`);
    this.addSql(`alter table "rsvp_answer" add constraint "rsvp_answer_menu_id_foreign" foreign key ("menu_id") references "menu" ("id") on delete set null;`);
  }

}
