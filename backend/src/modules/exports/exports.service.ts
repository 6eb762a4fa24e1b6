import {
  EXPORT_GUEST_TYPE,
  EXPORT_MESSAGES,
  type EventSettings as EventSettingsReply,
  type ExportServiceProvider,
  type ExportStats,
  type GuestListExportType,
  RSVP_STATUS_LABELS,
  rsvpMenuLabel,
  type RsvpStatus,
  TIMELINE_TYPE_LABELS,
  type TimelineExportQuery,
  type TimelineType,
} from '@hochzeit/contracts';
import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { byPersonName, germanCollator } from '../../common/german-sort.js';
import { orNotFound } from '../../common/persistence.js';
import { EventSettingsService } from '../event-settings/index.js';
import { fullName, Guest } from '../guests/index.js';
import { RoomAssignment, Room, totalCapacity } from '../rooms/index.js';
import { declinedGuestIds } from '../rsvp/index.js';
import { ServiceProvider } from '../service-providers/index.js';
import { isInGuestDayPlan, isInProviderSchedule, TYPES_FOR_GUEST, TimelineEvent } from '../timeline/index.js';
import type { GuestSheetRow } from './export-columns.js';
import type { GuestRow, RoomRow, TimelineRow } from './export-html.js';
import { guestListBatch, guestListOrder, type GuestListRow, occupiedRoomCount, rsvpCounts } from './exports.queries.js';

/** Guests are read from the database this many at a time while a CSV streams. */
const GUEST_BATCH = 2000;

// jsonb arrives parsed from PostgreSQL and PGlite alike; text is parsed here just in case.
const list = (value: string[] | string | null): string[] => (typeof value === 'string' ? (JSON.parse(value) as string[]) : (value ?? []));
/** The menu as every list names it (rsvpMenuLabel); null: no menu. */
const menuName = (type: string | null, cls: string | null) => (type ? rsvpMenuLabel({ type, class: cls ?? '' }) : null);

/** 'Tom Keller' → first 'Tom', last 'Keller' (a companion has one name field); one word: a first name. */
function splitName(name: string): { first_name: string; last_name: string } {
  const parts = name.trim().split(/\s+/);
  return parts.length > 1 ? { first_name: parts.slice(0, -1).join(' '), last_name: parts.at(-1)! } : { first_name: parts[0] ?? '', last_name: '' };
}

/**
 * A guest's row of the guest-list spreadsheets (menu and allergies from the guest record), the
 * companion of one who comes in columns of the same row: one row per guest record, so the file
 * imports back into the guest import as it is.
 */
function guestSheetRow(row: GuestListRow): GuestSheetRow {
  const status: RsvpStatus = row.attending === null ? 'open' : row.attending ? 'yes' : 'no';
  const companion = status === 'yes' && row.companion_name ? row.companion_name : null;
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    guest_type: row.guest_type,
    side: row.side,
    group: row.group_name,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    address: row.address,
    menu: menuName(row.menu_type, row.menu_class),
    allergies: list(row.allergies).join(', '),
    special_requests: row.special_requests,
    room: row.room_number ? `${row.room_number} (${row.location_name})` : null,
    status,
    companion,
    companion_menu: companion ? menuName(row.companion_menu_type, row.companion_menu_class) : null,
    companion_allergies: companion ? list(row.companion_allergies).join(', ') : '',
  };
}

/**
 * The printed guest list's rows: the guest's, and after it their companion's when they come with
 * one: the companion is a person for the kitchen and the seating too.
 */
function guestRows(row: GuestListRow): GuestRow[] {
  const { companion, companion_menu, companion_allergies, ...fields } = guestSheetRow(row);
  const guest: GuestRow = { ...fields, companion_of: null };
  if (!companion) return [guest];
  return [
    guest,
    {
      ...splitName(companion),
      guest_type: row.guest_type,
      side: row.side,
      group: row.group_name,
      email: null,
      phone: null,
      mobile: null,
      address: null,
      menu: companion_menu,
      allergies: companion_allergies,
      special_requests: null,
      room: null,
      status: 'yes',
      companion_of: fullName(row.first_name, row.last_name),
    },
  ];
}

/** The records behind the export files; the rules of who sees what are the day plans' own. */
@Injectable()
export class ExportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly eventSettings: EventSettingsService,
  ) {}

  event(): Promise<EventSettingsReply> {
    return this.eventSettings.get();
  }

  /** Each provider with the number of events their own page shows (the one rule: isInProviderSchedule), not only those booked in their name. */
  async serviceProviders(): Promise<ExportServiceProvider[]> {
    const [providers, events] = await Promise.all([
      this.em.find(ServiceProvider, {}, { fields: ['id', 'company_name'] }).then((list) => list.sort((a, b) => germanCollator.compare(a.company_name, b.company_name) || a.id - b.id)),
      this.em.find(TimelineEvent, { $or: [{ service_provider: { $ne: null } }, { timeline_type: 'service_provider', service_provider: null }] }, { fields: ['timeline_type', 'visible_to', 'service_provider'] }),
    ]);
    return providers.map(({ id, company_name }) => ({ id, company_name, event_count: events.filter((event) => isInProviderSchedule(id, event)).length }));
  }

  async stats(): Promise<ExportStats> {
    const [totalGuests, innerCircleGuests, apperoGuests, totalRooms, timelineEvents, occupiedRooms, rsvp] = await Promise.all([
      this.em.count(Guest, {}),
      this.em.count(Guest, { guest_type: 'Inner Circle' }),
      this.em.count(Guest, { guest_type: 'Apéro' }),
      this.em.count(Room, {}),
      this.em.count(TimelineEvent, {}),
      occupiedRoomCount(this.em),
      rsvpCounts(this.em),
    ]);
    return {
      totalGuests,
      innerCircleGuests,
      apperoGuests,
      occupiedRooms,
      totalRooms,
      timelineEvents,
      attendingGuests: rsvp.yes,
      companions: rsvp.companions,
      declinedGuests: rsvp.no,
      openGuests: rsvp.open,
    };
  }

  /**
   * The guests of a list in batches, ordered as printed: by group (guests without one last), then
   * by name in the German order, one query per batch (exports.queries.ts).
   */
  async *guestBatches(type: GuestListExportType, batchSize = GUEST_BATCH): AsyncGenerator<GuestRow[]> {
    for await (const rows of this.guestListRows(type, batchSize)) yield rows.flatMap(guestRows);
  }

  /** The same guests for the spreadsheets (CSV, .xlsx): one row per guest, the companion in its columns. */
  async *guestSheetBatches(type: GuestListExportType, batchSize = GUEST_BATCH): AsyncGenerator<GuestSheetRow[]> {
    for await (const rows of this.guestListRows(type, batchSize)) yield rows.map(guestSheetRow);
  }

  private async *guestListRows(type: GuestListExportType, batchSize: number): AsyncGenerator<GuestListRow[]> {
    const guestType = type === 'all' ? null : EXPORT_GUEST_TYPE[type];
    const order = await guestListOrder(this.em, guestType);
    for (let i = 0; i < order.length; i += batchSize) yield await guestListBatch(this.em, order.slice(i, i + batchSize));
  }

  async guestList(type: GuestListExportType): Promise<GuestRow[]> {
    const all: GuestRow[] = [];
    for await (const batch of this.guestBatches(type)) all.push(...batch);
    return all;
  }

  /** Every room by location and number, with the guests sleeping in it; one who declined is marked and takes no bed. */
  async roomList(): Promise<RoomRow[]> {
    const em = this.em.fork();
    const rooms = (await em.find(Room, {}, { populate: ['location'] })).sort((a, b) => germanCollator.compare(a.location.name, b.location.name) || germanCollator.compare(a.room_number, b.room_number) || a.id - b.id);
    const assignments = (await em.find(RoomAssignment, {}, { populate: ['guest'] })).sort((a, b) => byPersonName(a.guest, b.guest));
    const declined = await declinedGuestIds(em);
    const guests = new Map<number, string[]>();
    const occupancy = new Map<number, number>();
    for (const a of assignments) {
      const name = fullName(a.guest.first_name, a.guest.last_name);
      const no = declined.has(a.guest.id);
      guests.set(a.room.id, [...(guests.get(a.room.id) ?? []), no ? `${name} (${RSVP_STATUS_LABELS.no})` : name]);
      if (!no) occupancy.set(a.room.id, (occupancy.get(a.room.id) ?? 0) + 1);
    }
    return rooms.map((room) => ({
      location: room.location.name,
      room_number: room.room_number,
      description: room.description ?? null,
      capacity: totalCapacity(room),
      occupancy: occupancy.get(room.id) ?? 0,
      guests: guests.get(room.id) ?? [],
    }));
  }

  /** The provider a provider timeline is for; unknown: 404. */
  provider(id: number): Promise<ServiceProvider> {
    return this.em.findOneOrFail(ServiceProvider, { id }, orNotFound(EXPORT_MESSAGES.providerNotFound));
  }

  /**
   * A day plan: of Apéro or Inner Circle guests (what those guests see in their own day plan), or of
   * one provider (what the provider sees in theirs).
   */
  async timeline(query: TimelineExportQuery): Promise<TimelineRow[]> {
    const em = this.em.fork();
    let events: TimelineEvent[];
    if (query.type === 'service_provider') {
      const providerId = query.service_provider_id!;
      events = await em.find(
        TimelineEvent,
        { $or: [{ service_provider: providerId }, { timeline_type: 'service_provider', service_provider: null }] },
        { populate: ['service_provider'], orderBy: { time: 'asc', id: 'asc' } },
      );
      events = events.filter((e) => isInProviderSchedule(providerId, e));
    } else {
      const guestType = EXPORT_GUEST_TYPE[query.type];
      events = await em.find(
        TimelineEvent,
        { timeline_type: { $in: [...TYPES_FOR_GUEST[guestType]] } },
        { populate: ['service_provider'], orderBy: { time: 'asc', id: 'asc' } },
      );
      events = events.filter((e) => isInGuestDayPlan(guestType, e));
    }
    return events.map((e) => ({
      time: e.time,
      end_time: e.end_time ?? null,
      title: e.title,
      type: TIMELINE_TYPE_LABELS[e.timeline_type as TimelineType],
      location: e.location ?? null,
      responsible_person: e.responsible_person ?? null,
      provider: e.service_provider?.company_name ?? null,
      description: e.description,
    }));
  }
}
