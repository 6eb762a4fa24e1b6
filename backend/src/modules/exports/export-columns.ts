import type { CsvColumn } from './csv.js';
import { RSVP_STATUS_LABELS } from '@hochzeit/contracts';
import type { GuestRow, RoomRow, RsvpExportRow, TimelineRow } from './export-html.js';
import { formatGermanTime } from '../../common/german-time.js';

/** One row per guest (and one per companion of those who come): every field an organiser needs, German headers. */
export const GUEST_COLUMNS: readonly CsvColumn<GuestRow>[] = [
  { title: 'Vorname', value: (g) => g.first_name },
  { title: 'Nachname', value: (g) => g.last_name },
  { title: 'Gasttyp', value: (g) => g.guest_type },
  { title: 'Seite', value: (g) => g.side },
  { title: 'Familie/Gruppe', value: (g) => g.group },
  { title: 'E-Mail', value: (g) => g.email },
  { title: 'Telefon', value: (g) => g.phone },
  { title: 'Mobil', value: (g) => g.mobile },
  { title: 'Adresse', value: (g) => g.address },
  { title: 'Menü', value: (g) => g.menu },
  { title: 'Allergien', value: (g) => g.allergies },
  { title: 'Besondere Wünsche', value: (g) => g.special_requests },
  { title: 'Zimmer', value: (g) => g.room },
  { title: 'Antwort', value: (g) => RSVP_STATUS_LABELS[g.status] },
  { title: 'Begleitung von', value: (g) => g.companion_of },
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

/** One row per event, dates and times on the venue's calendar. */
export function timelineColumns(timeZone: string): readonly CsvColumn<TimelineRow>[] {
  const day = new Intl.DateTimeFormat('de-DE', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
  return [
    { title: 'Datum', value: (e) => day.format(e.time) },
    { title: 'Beginn', value: (e) => formatGermanTime(e.time, timeZone) },
    { title: 'Ende', value: (e) => (e.end_time ? formatGermanTime(e.end_time, timeZone) : '') },
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
    { title: 'Beantwortet am', value: (r) => (r.answer ? `${day.format(r.answer.answered_at)} ${formatGermanTime(r.answer.answered_at, timeZone)}` : '') },
    { title: 'Beantwortet von', value: (r) => (r.answer ? (r.answer.answered_by === 'admin' ? 'Admin' : (r.answer.answered_by_name ?? 'Gast')) : '') },
  ];
}
