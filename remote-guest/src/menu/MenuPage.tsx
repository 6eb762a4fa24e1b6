import { useEffect, useState } from 'react';
import './menu.css';
import type { Menu } from '@hochzeit/contracts';
import { createApi, Link, Loading, unwrap, useLocation } from '@hochzeit/shared-ui';
import { useGuestTitle } from '../lib/guest-title';

const api = createApi('guest');

/** /guest/menu/{menu_id}: the menu handed over by the dashboard, or loaded. */
export function MenuPage({ params }: { params: Record<string, string | undefined> }) {
  useGuestTitle('Menü');
  const handedOver = (useLocation().state as { menu?: Menu } | null)?.menu;
  const menuId = Number(params.menuId);
  const [menu, setMenu] = useState<Menu | null>(handedOver?.id === menuId ? handedOver : null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (menu) return;
    const controller = new AbortController();
    unwrap(api.GET('/api/guest/menu/{menuId}', { params: { path: { menuId } }, signal: controller.signal }))
      .then(setMenu)
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [menu, menuId]);

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
