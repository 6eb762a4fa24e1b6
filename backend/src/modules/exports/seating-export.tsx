/**
 * The seating plan's prints (issue 39): place cards (folded A6 tents or flat cards, several per A4
 * with crop marks), table cards (the table's name large), the chart at the entrance (A3: everyone
 * alphabetically with their table, then the tables with their people), and the kitchen list per
 * table; the CSV/xlsx columns of the plan and of the kitchen list. What is shown is the seating
 * service's plan; nothing is counted again here.
 */
import { type EventSettings, SEATING_TEXTS, type PlaceCardLayout, type SeatingKitchenList } from '@hochzeit/contracts';
import { Fragment, type ReactNode } from 'react';
import { germanCollator } from '../../common/german-sort.js';
import { formatGermanDate } from '../../common/german-time.js';
import { hyphenateNode } from '../../common/pdf/hyphenate.js';
import type { PlacedPerson } from '../seating/index.js';
import type { CsvColumn } from './csv.js';
import { count, Empty, Small, Table, renderPage } from './export-html.js';

export interface SeatingTableFacts {
  id: number;
  name: string;
  note: string | null | undefined;
  seats: number;
}

/** A card's person: name, table, and the marks for the service staff. */
export interface PlaceCard {
  name: string;
  table: string;
  menu: string;
  allergies: readonly string[];
}

/** 'Tisch 3' for a number, the name itself otherwise ('Brauttisch'). */
export const tableLabel = (name: string) => (/^\d+$/.test(name) ? `${SEATING_TEXTS.table} ${name}` : name);

/** The attending people seated at a table, table by table (in the plan's order), by seat, then by the plan's order. */
export function placeCards(tables: readonly SeatingTableFacts[], people: readonly PlacedPerson[]): PlaceCard[] {
  return tables.flatMap((table) =>
    people
      .filter((person) => person.attending && person.table_id === table.id)
      .sort((a, b) => (a.seat ?? Infinity) - (b.seat ?? Infinity) || a.order - b.order)
      .map((person) => ({ name: person.name, table: tableLabel(table.name), menu: person.menu_label, allergies: person.allergies })),
  );
}

const chunks = <T,>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/**
 * A4 = 210 × 297 mm: folded, four A6 pieces (105 × 148.5 mm) each folded on its middle into a tent
 * (front below the fold, the same upside down above it); flat, eight A7 cards (105 × 74.25 mm).
 * Crop marks on the cut lines keep 6 mm from the sheet's edges, as the invitation cards do.
 */
const CARD_STYLE = `
  @page { size: A4; margin: 0; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: 'DejaVu Serif', 'Liberation Serif', Georgia, serif; color: #013220; }
  .sheet { position: relative; width: 210mm; height: 297mm; display: grid; grid-template-columns: 105mm 105mm; break-after: page; overflow: hidden; }
  .sheet:last-child { break-after: auto; }
  .sheet--folded { grid-template-rows: repeat(2, 148.5mm); }
  .sheet--flat { grid-template-rows: repeat(4, 74.25mm); }
  .piece { display: grid; grid-template-rows: 1fr 1fr; position: relative; }
  .face { display: flex; flex-direction: column; align-items: center; justify-content: center; padding: 6mm 9mm; text-align: center; overflow: hidden; position: relative; }
  .face--back { transform: rotate(180deg); }
  .fold { position: absolute; left: 9mm; right: 9mm; top: 50%; border-top: 0.2mm dashed #9aa; }
  .name { font-size: 19pt; line-height: 1.15; margin: 0; }
  .table { font-size: 10pt; margin: 1.5mm 0 0; font-family: 'DejaVu Sans', Arial, sans-serif; color: #1a1a1a; }
  .marks { position: absolute; left: 9mm; right: 9mm; bottom: 6mm; display: flex; justify-content: space-between; font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 6pt; color: #555; }
  .tablecard { display: flex; flex-direction: column; align-items: center; justify-content: center; text-align: center; padding: 12mm; }
  .sheet--tables { grid-template-columns: 210mm; grid-template-rows: repeat(2, 148.5mm); }
  .tablecard .big { font-size: 64pt; line-height: 1.05; margin: 0; }
  .tablecard .note { font-size: 16pt; margin: 4mm 0 0; font-style: italic; }
  .mark { position: absolute; background: #000; }
  .mark--v { left: calc(105mm - 0.1mm); width: 0.2mm; height: 5mm; }
  .mark--top { top: 6mm; } .mark--bottom { bottom: 6mm; }
  .mark--h { height: 0.2mm; width: 5mm; }
  .mark--left { left: 6mm; } .mark--right { right: 6mm; }
`;

/** Horizontal crop marks at these heights (mm) on both edges, and the vertical cut line's marks at top and bottom. */
function CropMarks({ rows, vertical = true }: { rows: readonly number[]; vertical?: boolean }) {
  return (
    <>
      {vertical ? <i className="mark mark--v mark--top" /> : null}
      {vertical ? <i className="mark mark--v mark--bottom" /> : null}
      {rows.map((y) => (
        <Fragment key={y}>
          <i className="mark mark--h mark--left" style={{ top: `calc(${y}mm - 0.1mm)` }} />
          <i className="mark mark--h mark--right" style={{ top: `calc(${y}mm - 0.1mm)` }} />
        </Fragment>
      ))}
    </>
  );
}

/** The marks for the service staff: the menu, and the allergies when there are any. */
function Marks({ card }: { card: PlaceCard }) {
  return (
    <div className="marks">
      <span>{`● ${card.menu}`}</span>
      <span>{card.allergies.length ? `⚠ ${SEATING_TEXTS.allergyMark}: ${card.allergies.join(', ')}` : ''}</span>
    </div>
  );
}

function Face({ card, back = false }: { card: PlaceCard; back?: boolean }) {
  return (
    <div className={back ? 'face face--back' : 'face'}>
      <p className="name">{hyphenateNode(card.name)}</p>
      <p className="table">{card.table}</p>
      {back ? null : <Marks card={card} />}
    </div>
  );
}

/** The place cards as one HTML document of A4 sheets. */
export function placeCardSheets(cards: readonly PlaceCard[], layout: PlaceCardLayout): string {
  const perSheet = layout === 'folded' ? 4 : 8;
  const cuts = layout === 'folded' ? [148.5] : [74.25, 148.5, 222.75];
  return renderPage(
    SEATING_TEXTS.placeCards,
    CARD_STYLE,
    cards.length === 0 ? (
      <p className="name">Noch niemand hat einen Platz.</p>
    ) : (
      chunks(cards, perSheet).map((sheet, n) => (
        <div className={`sheet sheet--${layout}`} key={n}>
          {sheet.map((card, i) =>
            layout === 'folded' ? (
              <section className="piece" key={i}>
                <Face card={card} back />
                <Face card={card} />
                <i className="fold" />
              </section>
            ) : (
              <section className="piece" key={i} style={{ gridTemplateRows: '1fr' }}>
                <Face card={card} />
              </section>
            ),
          )}
          <CropMarks rows={cuts} />
        </div>
      ))
    ),
  );
}

/** One table card per table: its name large (A5, two per A4, a crop mark on the cut). */
export function tableCardSheets(tables: readonly SeatingTableFacts[]): string {
  return renderPage(
    SEATING_TEXTS.tableCards,
    CARD_STYLE,
    tables.length === 0 ? (
      <p className="name">Noch keine Tische.</p>
    ) : (
      chunks(tables, 2).map((sheet, n) => (
        <div className="sheet sheet--tables" key={n}>
          {sheet.map((table) => (
            <section className="tablecard" key={table.id}>
              <p className="big">{hyphenateNode(table.name)}</p>
              {table.note ? <p className="note">{table.note}</p> : null}
            </section>
          ))}
          <CropMarks rows={[148.5]} vertical={false} />
        </div>
      ))
    ),
  );
}

const CHART_STYLE = `
  * { box-sizing: border-box; }
  body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 11pt; color: #1a1a1a; margin: 0; }
  h1 { font-size: 28pt; color: #013220; margin: 0 0 2mm; font-family: 'DejaVu Serif', Georgia, serif; font-weight: normal; }
  .meta { color: #444; margin: 0 0 8mm; font-size: 12pt; }
  h2 { font-size: 16pt; color: #013220; margin: 6mm 0 3mm; break-after: avoid; }
  .names { columns: 4; column-gap: 8mm; }
  .entry { display: flex; justify-content: space-between; gap: 3mm; border-bottom: 0.3pt dotted #9aa; padding: 0.8mm 0; break-inside: avoid; }
  .entry .at { font-weight: bold; white-space: nowrap; }
  .tables { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6mm; }
  .tbl { border: 0.6pt solid #013220; border-radius: 2mm; padding: 3mm 4mm; break-inside: avoid; }
  .tbl h3 { margin: 0 0 1.5mm; font-size: 14pt; color: #013220; }
  .tbl .note { color: #555; font-style: italic; margin: 0 0 1.5mm; font-size: 10pt; }
  .tbl ul { margin: 0; padding: 0; list-style: none; }
  .tbl li { padding: 0.4mm 0; }
`;

/** 'Anna Meier' sorts under M: by the last word of the name, then the whole name, in the German order. */
const byLastName = (a: string, b: string) => {
  const last = (name: string) => name.trim().split(/\s+/).pop() ?? name;
  return germanCollator.compare(last(a), last(b)) || germanCollator.compare(a, b);
};

/** The chart for the entrance on A3: everyone alphabetically with their table, then the tables with their people. */
export function seatingChart(event: EventSettings, tables: readonly SeatingTableFacts[], people: readonly PlacedPerson[]): string {
  const seated = people.filter((person) => person.attending && person.table_id !== null);
  const tableOf = new Map(tables.map((table) => [table.id, table]));
  const everyone = [...seated].sort((a, b) => byLastName(a.name, b.name));
  return renderPage(
    SEATING_TEXTS.chart,
    CHART_STYLE,
    <>
      <h1>{SEATING_TEXTS.chart}</h1>
      <p className="meta">{`${event.title} · ${formatGermanDate(event.starts_at, event.time_zone)} · ${event.venue_name}`}</p>
      <h2>Alle Gäste von A bis Z</h2>
      {everyone.length ? (
        <div className="names">
          {everyone.map((person) => (
            <div className="entry" key={person.key}>
              <span>{person.name}</span>
              <span className="at">{tableLabel(tableOf.get(person.table_id!)!.name)}</span>
            </div>
          ))}
        </div>
      ) : (
        <Empty>Noch niemand hat einen Platz.</Empty>
      )}
      <h2>Die Tische</h2>
      <div className="tables">
        {tables.map((table) => (
          <div className="tbl" key={table.id}>
            <h3>{tableLabel(table.name)}</h3>
            {table.note ? <p className="note">{table.note}</p> : null}
            <ul>
              {seated
                .filter((person) => person.table_id === table.id)
                .sort((a, b) => (a.seat ?? Infinity) - (b.seat ?? Infinity) || a.order - b.order)
                .map((person) => (
                  <li key={person.key}>{person.seat ? `${person.seat}. ${person.name}` : person.name}</li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </>,
  );
}

/** The kitchen list per table: each table's menus with counts, its allergies with names, and its people. */
export function seatingKitchenBody(list: SeatingKitchenList): ReactNode {
  if (list.tables.length === 0) return <Empty>Noch niemand hat zugesagt.</Empty>;
  return list.tables.map((table) => (
    <Fragment key={table.table_id ?? 'none'}>
      <h2>
        {table.table_id === null ? table.name : tableLabel(table.name)} <span className="count">({count(table.people.length, 'Person', 'Personen')})</span>
      </h2>
      {table.note ? <p className="small">{table.note}</p> : null}
      <p>
        <strong>{table.menus.map((menu) => `${menu.count} × ${menu.label}`).join(' · ')}</strong>
        {table.allergies.length ? <br /> : null}
        {table.allergies.map((allergy) => `${allergy.name}: ${allergy.people.join(', ')}`).join(' · ')}
      </p>
      <Table
        headers={['Name', 'Menü', 'Allergien und Ernährung']}
        widths={['40%', '25%', '35%']}
        rows={table.people.map((person) => [
          <>
            <strong>{person.name}</strong>
            <Small>{person.companion_of ? SEATING_TEXTS.companionOf(person.companion_of) : null}</Small>
          </>,
          person.menu_label,
          person.allergies.join(', '),
        ])}
      />
    </Fragment>
  ));
}

/** One row of the kitchen list's CSV: a person at a table. */
export interface SeatingKitchenCsvRow {
  table: string;
  name: string;
  companion_of: string | null;
  menu: string;
  child: boolean;
  allergies: readonly string[];
}

export const seatingKitchenCsvRows = (list: SeatingKitchenList): SeatingKitchenCsvRow[] =>
  list.tables.flatMap((table) => table.people.map((person) => ({ table: table.name, name: person.name, companion_of: person.companion_of, menu: person.menu_label, child: person.child, allergies: person.allergies })));

export const SEATING_KITCHEN_COLUMNS: readonly CsvColumn<SeatingKitchenCsvRow>[] = [
  { title: SEATING_TEXTS.table, value: (r) => r.table },
  { title: 'Name', value: (r) => r.name },
  { title: 'Begleitung', value: (r) => (r.companion_of ? SEATING_TEXTS.companionOf(r.companion_of) : '') },
  { title: 'Menü', value: (r) => r.menu },
  { title: 'Kindermenü', value: (r) => (r.child ? 'ja' : '') },
  { title: 'Allergien und Ernährung', value: (r) => r.allergies.join(', ') },
];

/** One row of the plan's CSV: a person with their table (attending people; 'Noch ohne Platz' without one). */
export interface SeatingPlanCsvRow {
  table: string;
  seat: number | null;
  note: string;
  person: PlacedPerson;
}

export function seatingPlanCsvRows(tables: readonly SeatingTableFacts[], people: readonly PlacedPerson[]): SeatingPlanCsvRow[] {
  const rows: SeatingPlanCsvRow[] = [];
  for (const table of tables) {
    for (const person of people.filter((p) => p.attending && p.table_id === table.id).sort((a, b) => (a.seat ?? Infinity) - (b.seat ?? Infinity) || a.order - b.order)) {
      rows.push({ table: table.name, seat: person.seat, note: table.note ?? '', person });
    }
  }
  for (const person of people.filter((p) => p.attending && p.table_id === null)) rows.push({ table: SEATING_TEXTS.unseated, seat: null, note: '', person });
  return rows;
}

export const SEATING_PLAN_COLUMNS: readonly CsvColumn<SeatingPlanCsvRow>[] = [
  { title: SEATING_TEXTS.table, value: (r) => r.table },
  { title: SEATING_TEXTS.seat, value: (r) => r.seat },
  { title: 'Name', value: (r) => r.person.name },
  { title: 'Begleitung', value: (r) => (r.person.companion_of ? SEATING_TEXTS.companionOf(r.person.companion_of) : '') },
  { title: 'Gruppe', value: (r) => r.person.group_name },
  { title: 'Menü', value: (r) => r.person.menu_label },
  { title: 'Allergien und Ernährung', value: (r) => r.person.allergies.join(', ') },
  { title: 'Notiz zum Tisch', value: (r) => r.note },
];
