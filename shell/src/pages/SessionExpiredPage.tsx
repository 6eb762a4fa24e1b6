import { Link, PRODUCT_NAME, useDocumentTitle } from '@hochzeit/shared-ui';
import { rememberedGuestText } from './remembered-guest-text';

export function SessionExpiredPage() {
  useDocumentTitle('Sitzung beendet', PRODUCT_NAME);
  return (
    <main className="centered-page">
      <section className="card">
        <h1>Sitzung beendet</h1>
        <p>{rememberedGuestText('sessionExpired')}</p>
        <div className="actions">
          <Link className="button" to="/">
            Zur Startseite
          </Link>
          <button type="button" className="button button--ghost" onClick={() => window.close()}>
            Fenster schließen
          </button>
        </div>
      </section>
    </main>
  );
}
