/**
 * The HTML of the PDF exports, rendered by React: every value from the database is text, so a
 * guest named `<script>` is printed as text. Tables have a <thead>, which Chromium repeats on every page;
 * their texts carry German soft hyphens (common/pdf/hyphenate.ts) for narrow columns.
 */
import { type AdminRsvpRow, type EventSettings, type KitchenMenu, RSVP_STATUS_LABELS, type RsvpStatus, type RsvpSummary } from '@hochzeit/contracts';
import { Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { calendarDay, formatGermanDate, formatGermanTime } from '../../common/german-time.js';
import { hyphenateNode } from '../../common/pdf/hyphenate.js';

/** A whole page with its title and style sheet: React renders the elements, the doctype is ours. */
export function renderPage(title: string, style: string, body: ReactNode): string {
  const page = (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
        <style>{style}</style>
      </head>
      <body>{body}</body>
    </html>
  );
  return `<!doctype html>${renderToStaticMarkup(page)}`;
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
  /* Words break only at the soft hyphens of hyphenate.ts (German syllables, hyphen printed); lines
     typed into an address or a note are kept (pre-line). Only e-mails and phones may break anywhere. */
  th, td { border: 0.5pt solid #b9c7bb; padding: 1.2mm 1.5mm; vertical-align: top; hyphens: manual; overflow-wrap: break-word; white-space: pre-line; }
  .contact { overflow-wrap: anywhere; word-break: break-all; }
  tr { break-inside: avoid; }
  .count { color: #555; font-weight: normal; font-size: 9pt; }
  .empty { color: #555; font-style: italic; }
  .small { color: #555; font-size: 7.5pt; }
`;

/** The event's title, date and venue at the top of every page (header templates take inline styles only). */
export function pageHeader(event: EventSettings): string {
  const style = { width: '100%', margin: '0 12mm', fontSize: '8px', fontFamily: 'sans-serif', color: '#013220', display: 'flex', justifyContent: 'space-between', borderBottom: '0.5px solid #013220', paddingBottom: '2px' };
  return renderToStaticMarkup(
    <div style={style}>
      <span>{event.title}</span>
      <span>{formatGermanDate(event.starts_at, event.time_zone)}</span>
      <span>{event.venue_name}</span>
    </div>,
  );
}

export function htmlDocument(title: string, event: EventSettings, body: ReactNode, subtitle = ''): string {
  const date = formatGermanDate(event.starts_at, event.time_zone);
  return renderPage(
    title,
    STYLE,
    <>
      <h1>{title}</h1>
      <p className="meta">
        {`${event.title} · ${date} · ${event.venue_name}${event.venue_address ? `, ${event.venue_address}` : ''}`}
        {subtitle ? <br /> : null}
        {subtitle}
      </p>
      {body}
    </>,
  );
}

/** The values one under the other. */
function Lines({ values }: { values: readonly string[] }) {
  return values.map((value, i) => (
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      {value}
    </Fragment>
  ));
}

/** A smaller second line under a cell's value, when there is one. */
export function Small({ children }: { children: string | null | undefined }) {
  return children ? (
    <>
      <br />
      <span className="small">{children}</span>
    </>
  ) : null;
}

export function Table({ headers, rows, widths }: { headers: readonly string[]; rows: readonly (readonly ReactNode[])[]; widths?: readonly string[] }) {
  return (
    <table>
      <thead>
        <tr>
          {headers.map((header, i) => (
            <th key={header} style={widths?.[i] ? { width: widths[i] } : undefined}>
              {hyphenateNode(header)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, row) => (
          <tr key={row}>
            {cells.map((cell, i) => (
              <td key={i}>{hyphenateNode(cell)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const Empty = ({ children }: { children: string }) => <p className="empty">{children}</p>;

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
  /** The RSVP; a companion's row is 'yes'. */
  status: RsvpStatus;
  /** A companion's row: the name of the guest they come with; null for a guest. */
  companion_of: string | null;
}

export const NO_GROUP = 'Ohne Gruppe';

interface ByGroupProps<R> {
  rows: readonly R[];
  groupOf: (row: R) => string | null;
  headers: readonly string[];
  widths: readonly string[];
  cells: (row: R) => readonly ReactNode[];
}

/**
 * A table per family/group ('Ohne Gruppe' for none), headed by its name and number of rows;
 * groups in the order the rows come.
 */
function ByGroup<R>({ rows, groupOf, headers, widths, cells }: ByGroupProps<R>) {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const key = groupOf(row) ?? NO_GROUP;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups].map(([group, members]) => (
    <Fragment key={group}>
      <h2>
        {group} <span className="count">({members.length})</span>
      </h2>
      <Table headers={headers} widths={widths} rows={members.map(cells)} />
    </Fragment>
  ));
}

/** A menu and how many of those who come eat it (companions included): the kitchen list's figures. */
export type MealCount = Pick<KitchenMenu, 'label' | 'count'>;

/**
 * Guests grouped by family/group (as the guest list shows them), groups in the order given; each
 * guest's RSVP under their name, companions in rows of their own; first the meals of those who come
 * (the kitchen list's menus of the same guests, so both count by one rule; menus nobody eats left out).
 */
export function guestListBody(rows: readonly GuestRow[], menus: readonly MealCount[]): ReactNode {
  if (!rows.length) return <Empty>Keine Gäste in dieser Liste.</Empty>;
  const guests = rows.filter((row) => !row.companion_of);
  const by = (status: RsvpStatus) => guests.filter((g) => g.status === status).length;
  const companions = rows.length - guests.length;
  const meals = menus.filter((menu) => menu.count > 0).map((menu) => [menu.label, menu.count]);
  return (
    <>
      <p>
        {`${count(guests.length, 'Gast', 'Gäste')}: ${by('yes')} zugesagt${companions ? ` (+ ${count(companions, 'Begleitung', 'Begleitungen')})` : ''}, ${by('no')} abgesagt, ${by('open')} noch offen`}
      </p>
      {meals.length > 0 && (
        <>
          <h2>Menüs der Zusagen</h2>
          <Table headers={['Menü', 'Anzahl']} widths={['80%', '20%']} rows={meals} />
        </>
      )}
      <ByGroup
        rows={rows}
        groupOf={(guest) => guest.group}
        headers={['Name', 'Gasttyp / Seite', 'Kontakt', 'Menü', 'Allergien', 'Besondere Wünsche', 'Zimmer']}
        widths={['17%', '11%', '22%', '9%', '12%', '17%', '12%']}
        cells={(g) => [
          <>
            <strong>{g.last_name ? `${g.last_name}, ${g.first_name}` : g.first_name}</strong>
            <Small>{g.companion_of ? `Begleitung von ${g.companion_of}` : RSVP_STATUS_LABELS[g.status]}</Small>
          </>,
          <>
            {g.guest_type}
            <Small>{g.side}</Small>
          </>,
          <>
            <span className="contact">
              <Lines values={[g.email, g.phone, g.mobile].filter((value) => !!value) as string[]} />
            </span>
            <Small>{g.address}</Small>
          </>,
          g.menu,
          g.allergies,
          g.special_requests,
          g.room,
        ]}
      />
    </>
  );
}

// ---------------------------------------------------------------- room list

export interface RoomRow {
  location: string;
  room_number: string;
  description: string | null;
  capacity: number;
  /** Guests who take a bed (those who declined take none). */
  occupancy: number;
  guests: string[];
}

export function roomListBody(rooms: readonly RoomRow[]): ReactNode {
  if (!rooms.length) return <Empty>Keine Zimmer erfasst.</Empty>;
  const byLocation = new Map<string, RoomRow[]>();
  for (const room of rooms) byLocation.set(room.location, [...(byLocation.get(room.location) ?? []), room]);
  return [...byLocation].map(([location, list]) => (
    <Fragment key={location}>
      <h2>{location}</h2>
      <Table
        headers={['Zimmer', 'Belegung', 'Gäste']}
        widths={['30%', '15%', '55%']}
        rows={list.map((r) => [
          <>
            <strong>{r.room_number}</strong>
            <Small>{r.description}</Small>
          </>,
          `${r.occupancy} / ${r.capacity}`,
          r.guests.length ? <Lines values={r.guests} /> : <span className="empty">frei</span>,
        ])}
      />
    </Fragment>
  ));
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
export function timelineBody(events: readonly TimelineRow[], timeZone: string): ReactNode {
  if (!events.length) return <Empty>Keine Termine in diesem Tagesablauf.</Empty>;
  const byDay = new Map<string, TimelineRow[]>();
  for (const event of events) {
    const day = calendarDay(event.time, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  return [...byDay].map(([day, list]) => (
    <Fragment key={day}>
      <h2>{formatGermanDate(list[0].time, timeZone)}</h2>
      <Table
        headers={['Zeit', 'Programmpunkt', 'Ort', 'Verantwortlich', 'Beschreibung']}
        widths={['13%', '22%', '16%', '17%', '32%']}
        rows={list.map((e) => [
          formatGermanTime(e.time, timeZone) + (e.end_time ? ` – ${formatGermanTime(e.end_time, timeZone)}` : ''),
          <>
            <strong>{e.title}</strong>
            <br />
            <span className="small">{e.type}</span>
          </>,
          e.location,
          <>
            {e.responsible_person}
            <Small>{e.provider}</Small>
          </>,
          e.description,
        ])}
      />
    </Fragment>
  ));
}

// ---------------------------------------------------------------- RSVP

/** A guest's RSVP row with the menus' names (guest's and companion's) resolved. */
export interface RsvpExportRow extends AdminRsvpRow {
  menu: string | null;
  companion_menu: string | null;
}

export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The counts first (overall, per guest type, menus, allergies), then the guests by group with their answers. */
export function rsvpBody(rows: readonly RsvpExportRow[], summary: RsvpSummary, timeZone: string): ReactNode {
  const { total } = summary;
  const companions = summary.companions ? ` (+ ${count(summary.companions, 'Begleitung', 'Begleitungen')})` : '';
  const head = <p>{`${count(rows.length, 'Gast', 'Gäste')}: ${total.yes} zugesagt${companions}, ${total.no} abgesagt, ${total.open} noch offen`}</p>;
  if (!rows.length) {
    return (
      <>
        {head}
        <Empty>Keine Gäste in dieser Auswahl.</Empty>
      </>
    );
  }
  const day = new Intl.DateTimeFormat('de-DE', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' });
  return (
    <>
      {head}
      <h2>Nach Gasttyp</h2>
      <Table headers={['Gasttyp', 'Zugesagt', 'Abgesagt', 'Offen']} rows={summary.by_guest_type.map((c) => [c.guest_type, c.yes, c.no, c.open])} />
      <h2>Menüs</h2>
      {summary.menus.length ? (
        <Table headers={['Menü', 'Anzahl']} widths={['80%', '20%']} rows={summary.menus.map((m) => [m.label, m.count])} />
      ) : (
        <Empty>Noch keine Menüwahl.</Empty>
      )}
      <h2>Allergien und Ernährung</h2>
      {summary.allergies.length ? (
        <Table headers={['Gast', 'Allergien und Ernährung']} widths={['35%', '65%']} rows={summary.allergies.map((a) => [a.name, a.allergies.join(', ')])} />
      ) : (
        <Empty>Keine Allergien angegeben.</Empty>
      )}
      <ByGroup
        rows={rows}
        groupOf={(row) => row.group_name}
        headers={['Name', 'Antwort', 'Menü', 'Allergien', 'Begleitung', 'Musikwunsch', 'Nachricht']}
        widths={['17%', '11%', '14%', '13%', '12%', '13%', '20%']}
        cells={(r) => [
          <>
            <strong>{`${r.last_name}, ${r.first_name}`}</strong>
            <br />
            <span className="small">{r.guest_type}</span>
          </>,
          <>
            {RSVP_STATUS_LABELS[r.status]}
            <Small>{r.answer ? day.format(r.answer.answered_at) : null}</Small>
          </>,
          r.menu,
          r.answer?.allergies.join(', '),
          <>
            {r.answer?.companion_name}
            <Small>{r.answer?.companion_name ? [r.companion_menu, r.answer.companion_allergies.join(', ')].filter(Boolean).join(' · ') : null}</Small>
          </>,
          r.answer?.song_wish,
          r.answer?.message,
        ]}
      />
    </>
  );
}
