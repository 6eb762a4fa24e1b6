import './menu.css';
import { guestMenuQuery, Link, Loading, useQuery } from '@hochzeit/shared-ui';
import { useGuestTitle } from '../lib/guest-title';

/** /guest/menu/{menu_id}: the menu the dashboard already loaded (from the cache), or loaded now. */
export function MenuPage({ params }: { params: Record<string, string | undefined> }) {
  useGuestTitle('Menü');
  const { data: menu, isError: failed } = useQuery(guestMenuQuery(Number(params.menuId)));

  return (
    <main className="page guest-menu">
      {failed ? (
        <p className="form-error" role="alert">
          Menü konnte nicht geladen werden.
        </p>
      ) : !menu ? (
        <Loading text="Lädt Menü..." />
      ) : (
        <article className="card">
          <h1>{menu.class || menu.type}</h1>
          {([1, 2, 3] as const).map((n) => (
            <section key={n} className="course">
              <h2>{menu.description[`Gang${n}`] || `Gang ${n}`}</h2>
              {menu.description[`Gang${n} Beschreibung`] && <p>{menu.description[`Gang${n} Beschreibung`]}</p>}
            </section>
          ))}
          <p className="muted">
            <strong>Allergene:</strong> {menu.allergens.length ? menu.allergens.join(', ') : 'keine angegeben'}
          </p>
        </article>
      )}
      <Link className="button back-link" to="/guest-dashboard">
        ← Zurück zum Dashboard
      </Link>
    </main>
  );
}
