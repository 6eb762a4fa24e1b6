import { useEffect, useState } from 'react';
import { errorMessage, Loading, type GuestDashboardData } from '@hochzeit/shared-ui';
import { guestApi } from '../guest-api';

export function DashboardPage() {
  const [data, setData] = useState<GuestDashboardData | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    guestApi
      .get<GuestDashboardData>('/api/guest/dashboard', { signal: controller.signal })
      .then(setData)
      .catch((e) => {
        if (!controller.signal.aborted) setError(errorMessage(e, 'Die Daten konnten nicht geladen werden.'));
      });
    return () => controller.abort();
  }, []);

  if (error) return <p className="form-error page" role="alert">{error}</p>;
  if (!data) return <Loading />;
  return (
    <main className="page guest-dashboard">
      <h1>
        Willkommen, {data.first_name} {data.last_name}!
      </h1>
    </main>
  );
}
