import { useState } from 'react';
import type { KitchenList, KitchenPerson } from '@hochzeit/contracts';
import { KITCHEN_TEXTS } from '@hochzeit/contracts/kitchen-constants';
import { downloadFile } from '../api/transfer';
import type { UserType } from '../session/tokens';
import { EmptyState } from './EmptyState';
import { ExportFormatButtons } from './ExportFormatButtons';
import { Notice, type NoticeMessage } from './Notice';
import './kitchen-list-view.css';

/**
 * The kitchen list ('Küchenliste') as the admins and the catering provider read it: the totals,
 * every menu with its people (companions marked, children's menus named), every allergy and diet
 * with the people it concerns, and how many guests have not answered yet (not counted). Cards, no
 * tables: a 390 px phone in the kitchen reads it without scrolling sideways.
 */
export function KitchenListView({ list, level = 2 }: { list: KitchenList; level?: 2 | 3 }) {
  const Heading = `h${level}` as const;
  const Sub = `h${level + 1}` as 'h3' | 'h4';
  const { totals } = list;
  const open = openText(totals.open);
  if (totals.people === 0) {
    return (
      <EmptyState title="Noch hat niemand zugesagt: es gibt noch nichts zu kochen.">
        {open && <p>{open}</p>}
      </EmptyState>
    );
  }
  return (
    <div className="kitchen-list">
      <dl className="kitchen-totals" aria-label="Summen">
        <div>
          <dt>Personen</dt>
          <dd>{totals.people}</dd>
        </div>
        <div>
          <dt>Gäste</dt>
          <dd>{totals.guests}</dd>
        </div>
        <div>
          <dt>Begleitungen</dt>
          <dd>{totals.companions}</dd>
        </div>
        <div>
          <dt>Kindermenüs</dt>
          <dd>{totals.children}</dd>
        </div>
        <div>
          <dt>{KITCHEN_TEXTS.noMenu}</dt>
          <dd>{totals.without_menu}</dd>
        </div>
        <div>
          <dt>Mit Allergien</dt>
          <dd>{totals.with_allergies}</dd>
        </div>
      </dl>
      {open && <p className="notice notice--info kitchen-open">{open}</p>}
      {totals.declined > 0 && <p className="muted">{totals.declined === 1 ? '1 Gast hat abgesagt' : `${totals.declined} Gäste haben abgesagt`} (nicht mitgezählt).</p>}

      <section aria-labelledby="kitchen-menus">
        <Heading id="kitchen-menus">Menüs</Heading>
        <div className="kitchen-cards">
          {list.menus.map((menu) => (
            <section key={menu.menu_id ?? 'none'} className="card kitchen-card" aria-label={`${menu.label}: ${menu.count}`}>
              <Sub>
                {menu.label} <span className="kitchen-count">{menu.count}</span>
              </Sub>
              {menu.children && <p className="kitchen-tag">{KITCHEN_TEXTS.children}</p>}
              {menu.people.length === 0 ? (
                <p className="muted">Niemand</p>
              ) : (
                <ul className="kitchen-people">
                  {menu.people.map((person) => (
                    <li key={personKey(person)}>
                      <PersonName person={person} />
                      {person.allergies.length > 0 && <span className="kitchen-allergies"> · {person.allergies.join(', ')}</span>}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </section>

      <section aria-labelledby="kitchen-allergies">
        <Heading id="kitchen-allergies">Allergien und Ernährung</Heading>
        {list.allergies.length === 0 ? (
          <p className="muted">Keine Allergien angegeben.</p>
        ) : (
          <div className="kitchen-cards">
            {list.allergies.map((allergy) => (
              <section key={allergy.name} className="card kitchen-card" aria-label={`${allergy.name}: ${allergy.count}`}>
                <Sub>
                  {allergy.name} <span className="kitchen-count">{allergy.count}</span>
                </Sub>
                <ul className="kitchen-people">
                  {allergy.people.map((person) => (
                    <li key={personKey(person)}>
                      <PersonName person={person} /> <span className="muted">· {person.menu_label}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

/** How many guests have not answered yet, as a sentence; null when all have. */
function openText(open: number): string | null {
  if (open === 0) return null;
  return `${open === 1 ? '1 Gast hat' : `${open} Gäste haben`} noch nicht geantwortet und ${open === 1 ? 'ist' : 'sind'} nicht mitgezählt.`;
}

const personKey = (person: KitchenPerson) => `${person.guest_id}${person.companion_of === null ? '' : '-b'}`;

/** A guest's name; a companion's with whom they come ('Begleitung von Anna Meier'). */
function PersonName({ person }: { person: KitchenPerson }) {
  return (
    <>
      <span className="kitchen-name">{person.name}</span>
      {person.companion_of !== null && <span className="kitchen-companion"> ({KITCHEN_TEXTS.companionOf(person.companion_of)})</span>}
    </>
  );
}

/** The kitchen list as PDF and CSV (`GET /api/exports/kitchen-list`), for admins and the catering provider. */
export function KitchenListExports({ audience }: { audience: Extract<UserType, 'admin' | 'service_provider'> }) {
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  return (
    <ExportFormatButtons
      what={KITCHEN_TEXTS.title}
      className="kitchen-exports"
      download={(format) => downloadFile(audience, `/api/exports/kitchen-list?format=${format}`, 'kuechenliste')}
      onNotice={setNotice}
    >
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </ExportFormatButtons>
  );
}
