/**
 * The kitchen list's PDF body and CSV columns, on the exports' own table and CSV helpers. The figures
 * are the kitchen service's (the RSVP overview's rule of who eats), never counted again here.
 */
import { KITCHEN_TEXTS, type KitchenList, type KitchenPerson } from '@hochzeit/contracts';
import { Fragment, type ReactNode } from 'react';
import type { CsvColumn } from './csv.js';
import { count, Empty, Small, Table } from './export-html.js';

/** One CSV row: a person under one menu. */
export interface KitchenCsvRow extends KitchenPerson {
  menu: string;
  children: boolean;
}

/** Every person who eats, menu by menu (in the list's order), companions marked. */
export function kitchenCsvRows(list: KitchenList): KitchenCsvRow[] {
  return list.menus.flatMap((menu) => menu.people.map((person) => ({ ...person, menu: menu.label, children: menu.children })));
}

export const KITCHEN_COLUMNS: readonly CsvColumn<KitchenCsvRow>[] = [
  { title: 'Menü', value: (r) => r.menu },
  { title: KITCHEN_TEXTS.children, value: (r) => (r.children ? 'ja' : '') },
  { title: 'Name', value: (r) => r.name },
  { title: KITCHEN_TEXTS.companion, value: (r) => (r.companion_of ? KITCHEN_TEXTS.companionOf(r.companion_of) : '') },
  { title: 'Allergien und Ernährung', value: (r) => r.allergies.join(', ') },
];

/** 'Tom Keller' with 'Begleitung von Lukas Meier' in small print under it. */
const Name = ({ person }: { person: KitchenPerson }) => (
  <>
    <strong>{person.name}</strong>
    <Small>{person.companion_of ? KITCHEN_TEXTS.companionOf(person.companion_of) : null}</Small>
  </>
);

/** The totals, the menu counts, every menu with its people, then every allergy or diet with the people it concerns. */
export function kitchenBody(list: KitchenList): ReactNode {
  const { totals } = list;
  const summary = [
    `${count(totals.people, 'Person isst', 'Personen essen')} mit: ${count(totals.guests, 'Gast', 'Gäste')} und ${count(totals.companions, 'Begleitung', 'Begleitungen')}`,
    `${count(totals.children, 'Kindermenü', 'Kindermenüs')}`,
    ...(totals.without_menu ? [`${totals.without_menu} ohne Menüwahl`] : []),
    `${count(totals.with_allergies, 'Person', 'Personen')} mit Allergien oder Ernährungswünschen`,
  ].join(' · ');
  const pending = `Noch ohne Antwort: ${count(totals.open, 'Gast', 'Gäste')} (nicht gezählt). Abgesagt: ${totals.declined} (nicht gezählt).`;
  return (
    <>
      <p>
        <strong>{summary}</strong>
        <br />
        {pending}
      </p>
      <h2>Menüs</h2>
      {list.menus.length ? (
        <Table
          headers={['Menü', 'Anzahl']}
          widths={['80%', '20%']}
          rows={list.menus.map((m) => [
            <>
              {m.label}
              <Small>{m.children ? KITCHEN_TEXTS.children : null}</Small>
            </>,
            m.count,
          ])}
        />
      ) : (
        <Empty>Keine Menüs erfasst.</Empty>
      )}
      {list.menus
        .filter((m) => m.count > 0)
        .map((m) => (
          <Fragment key={m.menu_id ?? 'none'}>
            <h2>
              {m.label} <span className="count">({m.count})</span>
            </h2>
            <Table headers={['Name', 'Allergien und Ernährung']} widths={['45%', '55%']} rows={m.people.map((p) => [<Name person={p} />, p.allergies.join(', ')])} />
          </Fragment>
        ))}
      <h2>Allergien und Ernährung</h2>
      {list.allergies.length ? (
        <Table
          headers={['Allergie / Ernährung', 'Anzahl', 'Personen (Menü)']}
          widths={['25%', '10%', '65%']}
          rows={list.allergies.map((a) => [<strong>{a.name}</strong>, a.count, a.people.map((p) => `${p.name}${p.companion_of ? ` (${KITCHEN_TEXTS.companion})` : ''} – ${p.menu_label}`).join('; ')])}
        />
      ) : (
        <Empty>Keine Allergien angegeben.</Empty>
      )}
    </>
  );
}
