import type { EntityManager } from '@mikro-orm/core';
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
}

/** One batch of the guest list (of one guest type; every guest for null), by group (guests without one last), then by name. */
export function guestListBatch(em: EntityManager, guestType: string | null, limit: number, offset: number): Promise<GuestListRow[]> {
  return sqlRows(
    em,
    `select g.first_name, g.last_name, g.guest_type, g.side, gg.name as group_name, g.email, g.phone, g.mobile, g.address,
            m.type as menu_type, m.class as menu_class, g.allergies, g.special_requests, r.room_number, l.name as location_name
       from guest g
       left join guest_group gg on gg.id = g.group_id
       left join menu m on m.id = g.menu_id
       left join room_assignment ra on ra.guest_id = g.id
       left join room r on r.id = ra.room_id
       left join location l on l.id = r.location_id
      where (cast(? as text) is null or g.guest_type = ?)
      order by gg.name asc nulls last, g.last_name asc, g.first_name asc, g.id asc
      limit ? offset ?`,
    [guestType, guestType, limit, offset],
  );
}

/** How many rooms have at least one guest. */
export async function occupiedRoomCount(em: EntityManager): Promise<number> {
  const rows = await sqlRows<{ count: number | string }>(em, 'select count(distinct room_id) as count from room_assignment');
  return Number(rows[0]?.count ?? 0);
}
