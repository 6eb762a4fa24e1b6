import { useEffect, useRef, useState } from 'react';
import { createApi, Loading, unwrap, useNavigate, useSearchParams, useSession } from '@hochzeit/shared-ui';

const FLOWS = {
  guest: { endpoint: '/api/auth/guest-login', home: '/guest-dashboard' },
  service_provider: { endpoint: '/api/auth/service-provider-login', home: '/service-provider-dashboard' },
} as const;

/** /guest-login?token=… and /provider-login?token=…: the target of the personal QR code. */
export function TokenLoginPage({ type }: { type: keyof typeof FLOWS }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useSession((s) => s.login);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; sign in once.
    started.current = true;
    const token = params.get('token');
    if (!token) {
      setFailed(true);
      return;
    }
    const flow = FLOWS[type];
    unwrap(createApi(null).POST(flow.endpoint, { body: { token } }))
      .then(({ access_token }) => {
        login(type, access_token);
        navigate(flow.home, { replace: true });
      })
      .catch(() => setFailed(true));
  }, [params, type, login, navigate]);

  if (!failed) return <Loading text="Anmeldung läuft..." />;
  return (
    <main className="centered-page">
      <section className="card" role="alert">
        <h1>Link ungültig</h1>
        <p>Dieser persönliche Link ist ungültig oder nicht mehr gültig. Bitte wenden Sie sich an das Brautpaar, um einen neuen QR-Code zu erhalten.</p>
      </section>
    </main>
  );
}
