import { Link, PRODUCT_NAME, signedOutByChoice, useDocumentTitle } from '@hochzeit/shared-ui';
import { useState } from 'react';
import { LegalLinks } from './LegalLinks';
import { rememberedGuestText } from './remembered-guest-text';

export function SessionExpiredPage() {
  // Signed out by choice: said so, with the way back; otherwise the session really ended.
  const [signedOut] = useState(signedOutByChoice);
  const title = signedOut ? 'Abgemeldet' : 'Sitzung beendet';
  useDocumentTitle(title, PRODUCT_NAME);
  return (
    <main className="centered-page">
      <section className="card">
        <h1>{title}</h1>
        {signedOut ? (
          <>
            <p>{rememberedGuestText('signedOut')}</p>
            <p>{rememberedGuestText('signedOutComeBack')}</p>
          </>
        ) : (
          <p>{rememberedGuestText('sessionExpired')}</p>
        )}
        <div className="actions">
          <Link className="button" to="/">
            Zur Startseite
          </Link>
          <button type="button" className="button button--ghost" onClick={() => window.close()}>
            Fenster schließen
          </button>
        </div>
      </section>
      <LegalLinks />
    </main>
  );
}
