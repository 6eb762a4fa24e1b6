import { useState } from 'react';
import type { SeatingKitchenTable } from '@hochzeit/contracts';
import { SEATING_TEXTS } from '@hochzeit/contracts/seating-constants';
import { createApi, errorMessage, Loading, queryOptions, unwrap, useQuery } from '@hochzeit/shared-ui';
import { downloadFile, EmptyState, ExportFormatButtons, Notice, type NoticeMessage } from '@hochzeit/shared-ui/toolkit';

const api = createApi('service_provider');

/** The catering's kitchen list per table (issue 39): menus and allergies with names, table by table. */
export const providerSeatingKitchenQuery = () =>
  queryOptions({
    queryKey: ['/api/service-provider/seating/kitchen-list'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/service-provider/seating/kitchen-list', { signal })),
  });

const tableTitle = (table: SeatingKitchenTable) => (table.table_id === null ? SEATING_TEXTS.unseated : /^\d+$/.test(table.name) ? `${SEATING_TEXTS.table} ${table.name}` : table.name);

function TableKitchen({ table }: { table: SeatingKitchenTable }) {
  const title = tableTitle(table);
  const id = `kitchen-table-${table.table_id ?? 'ohne'}`;
  return (
    <section className="card kitchen-table" aria-labelledby={id}>
      <h3 id={id}>
        {title}
        <span className="kitchen-table__count">{table.people.length} Pers.</span>
      </h3>
      {table.note && <p className="muted kitchen-table__note">{table.note}</p>}
      <ul className="kitchen-table__menus" aria-label={`Menüs an ${title}`}>
        {table.menus.map((menu) => (
          <li key={menu.label}>
            <strong>{menu.count}</strong> × {menu.label}
          </li>
        ))}
      </ul>
      {table.allergies.length > 0 && (
        <ul className="kitchen-table__allergies" aria-label={`Allergien an ${title}`}>
          {table.allergies.map((allergy) => (
            <li key={allergy.name}>
              <strong>{allergy.name}:</strong> {allergy.people.join(', ')}
            </li>
          ))}
        </ul>
      )}
      <details className="kitchen-table__people">
        <summary>Personen</summary>
        <ul>
          {table.people.map((person, index) => (
            <li key={`${person.name}-${index}`}>
              {person.name}
              {person.companion_of && <span className="muted"> ({SEATING_TEXTS.companionOf(person.companion_of)})</span>} · {person.menu_label}
              {person.allergies.length > 0 && <span className="kitchen-table__allergy"> · {person.allergies.join(', ')}</span>}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

/** 'Küchenliste nach Tischen' on the catering provider's dashboard, with its PDF, CSV and Excel file. */
export function KitchenByTable() {
  const { data, error } = useQuery(providerSeatingKitchenQuery());
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  return (
    <section className="card section" aria-labelledby="kitchen-by-table">
      <h2 id="kitchen-by-table">{SEATING_TEXTS.kitchen}</h2>
      <ExportFormatButtons
        what={SEATING_TEXTS.kitchen}
        className="kitchen-exports"
        download={(format) => downloadFile('service_provider', `/api/exports/seating/kitchen-list?format=${format}`)}
        onNotice={setNotice}
      />
      <Notice notice={notice} onClose={() => setNotice(null)} />
      {error ? (
        <p className="form-error" role="alert">
          {errorMessage(error, 'Die Küchenliste nach Tischen konnte nicht geladen werden.')}
        </p>
      ) : !data ? (
        <Loading />
      ) : data.tables.length === 0 ? (
        <EmptyState title="Noch ist kein Tischplan angelegt." />
      ) : (
        <div className="kitchen-tables">
          {data.tables.map((table) => (
            <TableKitchen key={table.table_id ?? 'ohne'} table={table} />
          ))}
        </div>
      )}
    </section>
  );
}
