import { useEffect, useState } from 'react';
import { apiClient, Loading, useSession, type ProviderDashboardData } from '@hochzeit/shared-ui';

const providerApi = apiClient('service_provider');

/** /service-provider-dashboard: the provider's company data and their logout. */
export default function ProviderApp() {
  const logout = useSession((s) => s.logout);
  const [data, setData] = useState<ProviderDashboardData | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    providerApi
      .get<ProviderDashboardData>('/api/service-provider/dashboard', { signal: controller.signal })
      .then(setData)
      .catch(() => {
        if (!controller.signal.aborted) setError('Die Dienstleister-Daten konnten nicht geladen werden.');
      });
    return () => controller.abort();
  }, []);

  return (
    <main className="page">
      <header className="page-header">
        <h1>Dienstleister-Bereich</h1>
        {/* Spec content §2: the provider's logout goes to /login. */}
        <button type="button" className="button" onClick={() => logout('/login')}>
          Logout
        </button>
      </header>
      {error && <p className="form-error" role="alert">{error}</p>}
      {!data && !error && <Loading />}
      {data && (
        <section className="card">
          <h2>{data.company_name}</h2>
          <dl className="provider-facts">
            <dt>Kategorie</dt>
            <dd>{data.category ?? '–'}</dd>
            <dt>Ansprechperson</dt>
            <dd>{data.contact_name ?? '–'}</dd>
            <dt>E-Mail</dt>
            <dd>{data.email ? <a href={`mailto:${data.email}`}>{data.email}</a> : '–'}</dd>
            <dt>Telefon</dt>
            <dd>{data.phone ? <a href={`tel:${data.phone}`}>{data.phone}</a> : '–'}</dd>
            <dt>Mobil</dt>
            <dd>{data.mobile ? <a href={`tel:${data.mobile}`}>{data.mobile}</a> : '–'}</dd>
          </dl>
        </section>
      )}
    </main>
  );
}
