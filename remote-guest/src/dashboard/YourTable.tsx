import { SEATING_TEXTS } from '@hochzeit/contracts/seating-constants';
import { createApi, queryOptions, unwrap, useQuery } from '@hochzeit/shared-ui';

const api = createApi('guest');

/** The guest's table: null until the moment the couple chose (for example the wedding day), or without a table. */
export const guestSeatingQuery = () =>
  queryOptions({ queryKey: ['/api/guest/seating'], queryFn: ({ signal }) => unwrap(api.GET('/api/guest/seating', { signal })) });

/**
 * 'Ihr Tisch: …' on the dashboard, from the moment the couple chose; before it (or without a
 * table, or when the question fails) nothing is shown, so the dashboard never waits for it.
 */
export function YourTable() {
  const { data } = useQuery(guestSeatingQuery());
  const table = data?.table;
  if (!table) return null;
  return (
    <section className="card guest-card your-table" aria-labelledby="your-table-title">
      <h2 id="your-table-title">{SEATING_TEXTS.yourTable(table.name)}</h2>
      {table.note && <p>{table.note}</p>}
      {table.seat !== null && (
        <p>
          {SEATING_TEXTS.seat} {table.seat}
        </p>
      )}
      {data.companion_table && <p className="muted">Ihre Begleitung sitzt am Tisch {data.companion_table}.</p>}
    </section>
  );
}
