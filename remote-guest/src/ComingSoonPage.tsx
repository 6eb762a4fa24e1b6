import { Link } from '@hochzeit/shared-ui';

/** Guest pages whose feature has not been built yet. */
export function ComingSoonPage() {
  return (
    <main className="page">
      <section className="card">
        <h1>Bald verfügbar</h1>
        <p>Diese Seite wird gerade vorbereitet. Schauen Sie bald wieder vorbei.</p>
      </section>
      <Link className="button back-link" to="/guest-dashboard">
        ← Zurück zum Dashboard
      </Link>
    </main>
  );
}
