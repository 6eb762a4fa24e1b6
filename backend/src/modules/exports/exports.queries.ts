import type { EntityManager } from '@mikro-orm/core';
import { byGroupThenPerson } from '../../common/german-sort.js';
import { sqlRows } from '../../database/sql.js';

// The exports' SQL: reports across the guests', rooms' and timeline's tables, read as plain rows
// (hydrating 10,000 guests with their relations would take most of the CSV's time budget).

/** A guest as the guest list prints it, with group, menu and room joined in. */
export interface GuestListRow {
  first_name: string;
  last_name: string;
  guest_type: string;
  side: string | null;
  group_name: string | null;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  address: string | null;
  menu_type: string | null;
  menu_class: string | null;
  allergies: string[] | string | null;
  special_requests: string | null;
  room_number: string | null;
  location_name: string | null;
  /** The RSVP: null not answered yet. */
  attending: boolean | null;
  companion_name: string | null;
  companion_menu_type: string | null;
  companion_menu_class: string | null;
  companion_allergies: string[] | string | null;
}

/**
 * The guests of a list (of one guest type; every guest for null) in the printed order: by group
 * (guests without one last), then by name, in the one German order (german-sort.ts; an ORDER BY
 * would follow the database's collation). Ids only, so 10,000 guests cost one light query.
 */
export async function guestListOrder(em: EntityManager, guestType: string | null): Promise<number[]> {
  const rows = await sqlRows<{ id: number; first_name: string; last_name: string; group_id: number | null; group_name: string | null }>(
    em,
    `select g.id, g.first_name, g.last_name, g.group_id, gg.name as group_name
       from guest g left join guest_group gg on gg.id = g.group_id
      where (cast(? as text) is null or g.guest_type = ?)`,
    [guestType, guestType],
  );
  return rows.sort(byGroupThenPerson).map((row) => row.id);
}

/**
 * These guests' rows of the guest list, in the order of `ids`; menu and allergies are the guest
 * record's (the one truth), the RSVP's attendance and companion joined in.
 */
export async function guestListBatch(em: EntityManager, ids: readonly number[]): Promise<GuestListRow[]> {
  if (!ids.length) return [];
  const rows = await sqlRows<GuestListRow & { id: number }>(
    em,
    `select g.id, g.first_name, g.last_name, g.guest_type, g.side, gg.name as group_name, g.email, g.phone, g.mobile, g.address,
            m.type as menu_type, m.class as menu_class, g.allergies, g.special_requests, r.room_number, l.name as location_name,
            a.attending, a.companion_name, cm.type as companion_menu_type, cm.class as companion_menu_class, a.companion_allergies
       from guest g
       left join rsvp_answer a on a.guest_id = g.id
       left join menu cm on cm.id = a.companion_menu_id
       left join guest_group gg on gg.id = g.group_id
       left join menu m on m.id = g.menu_id
       left join room_assignment ra on ra.guest_id = g.id
       left join room r on r.id = ra.room_id
       left join location l on l.id = r.location_id
      where g.id in (?)`,
    [[...ids]],
  );
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => position.get(Number(a.id))! - position.get(Number(b.id))!);
}

/** How many rooms have at least one guest who has not declined (a declined guest takes no bed). */
export async function occupiedRoomCount(em: EntityManager): Promise<number> {
  const rows = await sqlRows<{ count: number | string }>(
    em,
    'select count(distinct ra.room_id) as count from room_assignment ra where not exists (select 1 from rsvp_answer a where a.guest_id = ra.guest_id and not a.attending)',
  );
  return Number(rows[0]?.count ?? 0);
}

/** The RSVP figures of the admin pages: answered yes / no, not yet, and companions of those who come. */
export async function rsvpCounts(em: EntityManager): Promise<{ yes: number; no: number; open: number; companions: number }> {
  const rows = await sqlRows<{ yes: number | string; no: number | string; open: number | string; companions: number | string }>(
    em,
    `select count(*) filter (where a.attending) as yes, count(*) filter (where not a.attending) as no,
            count(*) filter (where a.guest_id is null) as open,
            count(*) filter (where a.attending and a.companion_name is not null) as companions
       from guest g left join rsvp_answer a on a.guest_id = g.id`,
  );
  // An aggregate without group by always gives one row.
  const [row] = rows;
  return { yes: Number(row.yes), no: Number(row.no), open: Number(row.open), companions: Number(row.companions) };
}
