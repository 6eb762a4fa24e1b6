import type { CsvColumn } from './csv.js';
import { RSVP_STATUS_LABELS } from '@hochzeit/contracts';
import type { GuestRow, RoomRow, RsvpExportRow, TimelineRow } from './export-html.js';
import { formatGermanTime } from '../../common/german-time.js';

/** A guest in the guest-list spreadsheets: the printed row's fields, the companion of one who comes in columns of its own. */
export interface GuestSheetRow extends Omit<GuestRow, 'companion_of'> {
  companion: string | null;
  companion_menu: string | null;
  companion_allergies: string;
}

/**
 * One row per guest, every field an organiser needs, German headers. The titles and values are
 * what the guest import reads ('Familie/Gruppe', 'Inner Circle', 'Ehefrau', 'Nüsse, Laktose'), so
 * the file goes back in as it is; the companion has columns of its own (the import leaves them).
 */
export const GUEST_COLUMNS: readonly CsvColumn<GuestSheetRow>[] = [
  { title: 'Vorname', value: (g) => g.first_name },
  { title: 'Nachname', value: (g) => g.last_name },
  { title: 'Gasttyp', value: (g) => g.guest_type },
  { title: 'Seite', value: (g) => g.side },
  { title: 'Familie/Gruppe', value: (g) => g.group },
  { title: 'E-Mail', value: (g) => g.email },
  { title: 'Telefon', value: (g) => g.phone, kind: 'phone' },
  { title: 'Mobil', value: (g) => g.mobile, kind: 'phone' },
  { title: 'Adresse', value: (g) => g.address },
  { title: 'Menü', value: (g) => g.menu },
  { title: 'Allergien', value: (g) => g.allergies },
  { title: 'Besondere Wünsche', value: (g) => g.special_requests },
  { title: 'Zimmer', value: (g) => g.room },
  { title: 'Antwort', value: (g) => RSVP_STATUS_LABELS[g.status] },
  { title: 'Begleitung', value: (g) => g.companion },
  { title: 'Menü Begleitung', value: (g) => g.companion_menu },
  { title: 'Allergien Begleitung', value: (g) => g.companion_allergies },
];

/** One row per room. */
export const ROOM_COLUMNS: readonly CsvColumn<RoomRow>[] = [
  { title: 'Zimmer', value: (r) => r.room_number },
  { title: 'Standort', value: (r) => r.location },
  { title: 'Beschreibung', value: (r) => r.description },
  { title: 'Kapazität', value: (r) => r.capacity },
  { title: 'Belegt', value: (r) => r.occupancy },
  { title: 'Gäste', value: (r) => r.guests.join(', ') },
];

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The instant as the venue's clocks show it, as a Date whose UTC fields are that wall time: an
 * .xlsx date has no time zone and is read as written (write-excel-file counts in UTC).
 */
export function venueWallClock(date: Date, timeZone: string): Date {
  let clock = wallClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    wallClocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')));
}

/** The day only (midnight), for a date column. */
const venueDay = (date: Date, timeZone: string) => {
  const wall = venueWallClock(date, timeZone);
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));
};

/** One row per event, dates and times on the venue's calendar (in .xlsx as dates and times). */
export function timelineColumns(timeZone: string): readonly CsvColumn<TimelineRow>[] {
  const day = new Intl.DateTimeFormat('de-DE', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
  return [
    { title: 'Datum', value: (e) => day.format(e.time), kind: 'date', date: (e) => venueDay(e.time, timeZone), width: 12 },
    { title: 'Beginn', value: (e) => formatGermanTime(e.time, timeZone), kind: 'time', date: (e) => venueWallClock(e.time, timeZone), width: 8 },
    { title: 'Ende', value: (e) => (e.end_time ? formatGermanTime(e.end_time, timeZone) : ''), kind: 'time', date: (e) => (e.end_time ? venueWallClock(e.end_time, timeZone) : null), width: 8 },
    { title: 'Titel', value: (e) => e.title },
    { title: 'Art', value: (e) => e.type },
    { title: 'Ort', value: (e) => e.location },
    { title: 'Verantwortlich', value: (e) => e.responsible_person },
    { title: 'Dienstleister', value: (e) => e.provider },
    { title: 'Beschreibung', value: (e) => e.description },
  ];
}

/** One row per guest with their RSVP answer; the answer's time on the venue's clocks. */
export function rsvpColumns(timeZone: string): readonly CsvColumn<RsvpExportRow>[] {
  const day = new Intl.DateTimeFormat('de-DE', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
  return [
    { title: 'Vorname', value: (r) => r.first_name },
    { title: 'Nachname', value: (r) => r.last_name },
    { title: 'Gasttyp', value: (r) => r.guest_type },
    { title: 'Familie/Gruppe', value: (r) => r.group_name },
    { title: 'Antwort', value: (r) => RSVP_STATUS_LABELS[r.status] },
    { title: 'Menü', value: (r) => r.menu },
    { title: 'Allergien', value: (r) => r.answer?.allergies.join(', ') ?? '' },
    { title: 'Begleitung', value: (r) => r.answer?.companion_name ?? '' },
    { title: 'Menü Begleitung', value: (r) => r.companion_menu ?? '' },
    { title: 'Allergien Begleitung', value: (r) => (r.answer?.companion_name ? r.answer.companion_allergies.join(', ') : '') },
    { title: 'Musikwunsch', value: (r) => r.answer?.song_wish ?? '' },
    { title: 'Nachricht', value: (r) => r.answer?.message ?? '' },
    {
      title: 'Beantwortet am',
      value: (r) => (r.answer ? `${day.format(r.answer.answered_at)} ${formatGermanTime(r.answer.answered_at, timeZone)}` : ''),
      kind: 'datetime',
      date: (r) => (r.answer ? venueWallClock(r.answer.answered_at, timeZone) : null),
      width: 17,
    },
    { title: 'Beantwortet von', value: (r) => (r.answer ? (r.answer.answered_by === 'admin' ? 'Admin' : (r.answer.answered_by_name ?? 'Gast')) : '') },
  ];
}
