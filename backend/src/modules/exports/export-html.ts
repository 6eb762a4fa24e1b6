/**
 * The HTML of the PDF exports. Every value from the database goes through `esc`, so a guest named
 * `<script>` is printed as text. Tables have a <thead>, which Chromium repeats on every page.
 */
import { type AdminRsvpRow, RSVP_STATUS_LABELS, type RsvpSummary } from '@hochzeit/contracts';
import type { EventSettings } from '@hochzeit/contracts';
import { calendarDay, formatGermanDate, formatGermanTime } from '../../common/german-time.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function esc(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

const STYLE = `
  * { box-sizing: border-box; }
  body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 8.5pt; color: #1a1a1a; margin: 0; }
  h1 { font-size: 15pt; color: #013220; margin: 0 0 2mm; }
  .meta { color: #444; margin: 0 0 5mm; }
  h2 { font-size: 11pt; color: #013220; margin: 5mm 0 2mm; break-after: avoid; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 3mm; }
  thead { display: table-header-group; }
  th { background: #e8efe9; text-align: left; font-weight: bold; }
  th, td { border: 0.5pt solid #b9c7bb; padding: 1.2mm 1.5mm; vertical-align: top; overflow-wrap: anywhere; }
  tr { break-inside: avoid; }
  .count { color: #555; font-weight: normal; font-size: 9pt; }
  .empty { color: #555; font-style: italic; }
  .small { color: #555; font-size: 7.5pt; }
`;

/** The event's title, date and venue at the top of every page (header templates take inline styles only). */
export function pageHeader(event: EventSettings): string {
  const date = formatGermanDate(event.starts_at, event.time_zone);
  return `<div style="width:100%;margin:0 12mm;font-size:8px;font-family:sans-serif;color:#013220;display:flex;justify-content:space-between;border-bottom:0.5px solid #013220;padding-bottom:2px;">
<span>${esc(event.title)}</span><span>${esc(date)}</span><span>${esc(event.venue_name)}</span></div>`;
}

export function htmlDocument(title: string, event: EventSettings, body: string, subtitle = ''): string {
  const date = formatGermanDate(event.starts_at, event.time_zone);
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${esc(title)}</title><style>${STYLE}</style></head><body>
<h1>${esc(title)}</h1>
<p class="meta">${esc(event.title)} · ${esc(date)} · ${esc(event.venue_name)}${event.venue_address ? `, ${esc(event.venue_address)}` : ''}${subtitle ? `<br>${esc(subtitle)}` : ''}</p>
${body}
</body></html>`;
}

function table(headers: readonly string[], rows: readonly (readonly string[])[], widths?: readonly string[]): string {
  const head = headers.map((h, i) => `<th${widths?.[i] ? ` style="width:${widths[i]}"` : ''}>${esc(h)}</th>`).join('');
  const body = rows.map((cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

// ---------------------------------------------------------------- guest list

export interface GuestRow {
  first_name: string;
  last_name: string;
  guest_type: string;
  side: string | null;
  group: string | null;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  address: string | null;
  menu: string | null;
  allergies: string;
  special_requests: string | null;
  room: string | null;
}

export const NO_GROUP = 'Ohne Gruppe';

/** Rows by the name of their family/group ('Ohne Gruppe' for none), groups in the order the rows come. */
function byGroupName<R>(rows: readonly R[], groupOf: (row: R) => string | null): Map<string, R[]> {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const key = groupOf(row) ?? NO_GROUP;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

/** Guests grouped by family/group (as the guest list shows them), groups in the order given. */
export function guestListBody(guests: readonly GuestRow[]): string {
  if (!guests.length) return '<p class="empty">Keine Gäste in dieser Liste.</p>';
  const sections: string[] = [];
  for (const [group, members] of byGroupName(guests, (guest) => guest.group)) {
    const rows = members.map((g) => [
      `<strong>${esc(`${g.last_name}, ${g.first_name}`)}</strong>`,
      esc(g.guest_type) + (g.side ? `<br><span class="small">${esc(g.side)}</span>` : ''),
      [g.email, g.phone, g.mobile].filter(Boolean).map(esc).join('<br>') + (g.address ? `<br><span class="small">${esc(g.address)}</span>` : ''),
      esc(g.menu),
      esc(g.allergies),
      esc(g.special_requests),
      esc(g.room),
    ]);
    sections.push(
      `<h2>${esc(group)} <span class="count">(${members.length})</span></h2>` +
        table(['Name', 'Gasttyp / Seite', 'Kontakt', 'Menü', 'Allergien', 'Besondere Wünsche', 'Zimmer'], rows, ['17%', '11%', '22%', '9%', '12%', '17%', '12%']),
    );
  }
  return `<p>${guests.length} ${guests.length === 1 ? 'Gast' : 'Gäste'}</p>${sections.join('\n')}`;
}

// ---------------------------------------------------------------- room list

export interface RoomRow {
  location: string;
  room_number: string;
  description: string | null;
  capacity: number;
  guests: string[];
}

export function roomListBody(rooms: readonly RoomRow[]): string {
  if (!rooms.length) return '<p class="empty">Keine Zimmer erfasst.</p>';
  const byLocation = new Map<string, RoomRow[]>();
  for (const room of rooms) byLocation.set(room.location, [...(byLocation.get(room.location) ?? []), room]);
  const sections: string[] = [];
  for (const [location, list] of byLocation) {
    const rows = list.map((r) => [
      `<strong>${esc(r.room_number)}</strong>${r.description ? `<br><span class="small">${esc(r.description)}</span>` : ''}`,
      esc(`${r.guests.length} / ${r.capacity}`),
      r.guests.length ? r.guests.map(esc).join('<br>') : '<span class="empty">frei</span>',
    ]);
    sections.push(`<h2>${esc(location)}</h2>` + table(['Zimmer', 'Belegung', 'Gäste'], rows, ['30%', '15%', '55%']));
  }
  return sections.join('\n');
}

// ---------------------------------------------------------------- timeline

export interface TimelineRow {
  time: Date;
  end_time: Date | null;
  title: string;
  type: string;
  location: string | null;
  responsible_person: string | null;
  provider: string | null;
  description: string;
}

/** Events grouped by day on the venue's calendar, each day headed by its German date. */
export function timelineBody(events: readonly TimelineRow[], timeZone: string): string {
  if (!events.length) return '<p class="empty">Keine Termine in diesem Tagesablauf.</p>';
  const byDay = new Map<string, TimelineRow[]>();
  for (const event of events) {
    const day = calendarDay(event.time, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  const sections: string[] = [];
  for (const list of byDay.values()) {
    const rows = list.map((e) => [
      esc(formatGermanTime(e.time, timeZone) + (e.end_time ? ` – ${formatGermanTime(e.end_time, timeZone)}` : '')),
      `<strong>${esc(e.title)}</strong><br><span class="small">${esc(e.type)}</span>`,
      esc(e.location),
      esc(e.responsible_person) + (e.provider ? `<br><span class="small">${esc(e.provider)}</span>` : ''),
      esc(e.description),
    ]);
    sections.push(`<h2>${esc(formatGermanDate(list[0]!.time, timeZone))}</h2>` + table(['Zeit', 'Programmpunkt', 'Ort', 'Verantwortlich', 'Beschreibung'], rows, ['13%', '22%', '16%', '17%', '32%']));
  }
  return sections.join('\n');
}

// ---------------------------------------------------------------- RSVP

/** A guest's RSVP row with the menu's name resolved. */
export interface RsvpExportRow extends AdminRsvpRow {
  menu: string | null;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The counts first (overall, per guest type, menus, allergies), then the guests by group with their answers. */
export function rsvpBody(rows: readonly RsvpExportRow[], summary: RsvpSummary, timeZone: string): string {
  const { total } = summary;
  const head = `<p>${count(rows.length, 'Gast', 'Gäste')}: ${total.yes} zugesagt${summary.companions ? ` (+ ${count(summary.companions, 'Begleitung', 'Begleitungen')})` : ''}, ${total.no} abgesagt, ${total.open} noch offen</p>`;
  if (!rows.length) return `${head}<p class="empty">Keine Gäste in dieser Auswahl.</p>`;
  const typeTable = table(
    ['Gasttyp', 'Zugesagt', 'Abgesagt', 'Offen'],
    summary.by_guest_type.map((c) => [esc(c.guest_type), esc(c.yes), esc(c.no), esc(c.open)]),
  );
  const menus = summary.menus.length
    ? table(['Menü', 'Anzahl'], summary.menus.map((m) => [esc(m.label), esc(m.count)]), ['80%', '20%'])
    : '<p class="empty">Noch keine Menüwahl.</p>';
  const allergies = summary.allergies.length
    ? table(['Gast', 'Allergien und Ernährung'], summary.allergies.map((a) => [esc(a.name), esc(a.allergies.join(', '))]), ['35%', '65%'])
    : '<p class="empty">Keine Allergien angegeben.</p>';
  const day = new Intl.DateTimeFormat('de-DE', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
  const sections: string[] = [];
  for (const [group, members] of byGroupName(rows, (row) => row.group_name)) {
    const cells = members.map((r) => [
      `<strong>${esc(`${r.last_name}, ${r.first_name}`)}</strong><br><span class="small">${esc(r.guest_type)}</span>`,
      esc(RSVP_STATUS_LABELS[r.status]) + (r.answer ? `<br><span class="small">${esc(day.format(r.answer.answered_at))}</span>` : ''),
      esc(r.menu),
      esc(r.answer?.allergies.join(', ')),
      esc(r.answer?.companion_name),
      esc(r.answer?.song_wish),
      esc(r.answer?.message),
    ]);
    sections.push(
      `<h2>${esc(group)} <span class="count">(${members.length})</span></h2>` +
        table(['Name', 'Antwort', 'Menü', 'Allergien', 'Begleitung', 'Musikwunsch', 'Nachricht'], cells, ['17%', '11%', '14%', '13%', '12%', '13%', '20%']),
    );
  }
  return `${head}<h2>Nach Gasttyp</h2>${typeTable}<h2>Menüs</h2>${menus}<h2>Allergien und Ernährung</h2>${allergies}${sections.join('\n')}`;
}
