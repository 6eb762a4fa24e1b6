import { createApi, queryOptions, unwrap, useQuery } from '@hochzeit/shared-ui';
import { formatDateTime } from '@hochzeit/shared-ui/toolkit';
import { DataTable, ListState } from '../../lib/ListState';
import { LoadFailure } from '../../lib/LoadFailure';

const api = createApi('admin');

/** The recent failed admin sign-ins (wrong passwords), newest first; the server keeps the last 200. */
export const signInFailuresQuery = () =>
  queryOptions({ queryKey: ['/api/admin/sign-in-failures'], queryFn: ({ signal }) => unwrap(api.GET('/api/admin/sign-in-failures', { signal })) });

const HEADERS = ['Zeitpunkt', 'Benutzername', 'Adresse', 'Browser'];

/**
 * 'Fehlgeschlagene Anmeldungen': wrong admin passwords, so the couple notices guessing. A known
 * browser had signed in to that account before (its device cookie); an unknown one had not.
 */
export function SignInFailuresSettings() {
  const failures = useQuery(signInFailuresQuery());
  return (
    <section className="card" aria-labelledby="sign-in-failures-title">
      <h3 id="sign-in-failures-title">Fehlgeschlagene Anmeldungen</h3>
      <p className="muted">Falsche Admin-Passwörter der letzten Zeit, die neuesten zuerst. Zu viele Fehlversuche sperren unbekannte Browser für eine Minute; Browser, die sich schon einmal angemeldet haben, bleiben zugelassen.</p>
      <LoadFailure query={failures} text="Die fehlgeschlagenen Anmeldungen konnten nicht geladen werden." />
      <ListState items={failures.data} loading={failures.isPending} empty="Keine fehlgeschlagenen Anmeldungen">
        {(list) => (
          <DataTable headers={HEADERS}>
            {list.map((failure, index) => (
              <tr key={`${String(failure.at)}-${index}`}>
                <td>{formatDateTime(failure.at)}</td>
                <td>{failure.username}</td>
                <td>{failure.address}</td>
                <td>{failure.known_browser ? 'Bekannt' : 'Unbekannt'}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>
    </section>
  );
}
