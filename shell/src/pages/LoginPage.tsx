import { useState, type FormEvent } from 'react';
import { ApiError, createApi, Navigate, NO_RESPONSE_MESSAGE, PRODUCT_NAME, unwrap, useDocumentTitle, useNavigate, useSession } from '@hochzeit/shared-ui';
import { Field } from '@hochzeit/shared-ui/toolkit';
import { LegalLinks } from './LegalLinks';
import { rememberedGuestText } from './remembered-guest-text';

const HOME_BY_TYPE = { admin: '/admin', guest: '/guest-dashboard', service_provider: '/service-provider-dashboard' } as const;

/** The login page's German messages. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Ungültiger Benutzername oder Passwort';
    if (error.status === 0) return NO_RESPONSE_MESSAGE;
    if (error.body && typeof error.body === 'object' && 'msg' in error.body) return String(error.body.msg);
  }
  return 'Fehler beim Login';
}

export function LoginPage() {
  const { isAuthenticated, userType, login } = useSession();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle('Anmelden', PRODUCT_NAME);

  if (isAuthenticated && userType) return <Navigate to={HOME_BY_TYPE[userType]} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError('Bitte Benutzername und Passwort eingeben');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { access_token } = await unwrap(createApi(null).POST('/api/auth/login', { body: { username, password } }));
      login('admin', access_token);
      void navigate('/admin', { replace: true });
    } catch (e) {
      setError(loginErrorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="centered-page login-page">
      <form className="card login-card" onSubmit={submit} noValidate>
        <h1>Admin-Login</h1>
        <Field label="Benutzername">
          <input name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
        </Field>
        <Field label="Passwort">
          <input name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button className="button button--primary" type="submit" disabled={busy}>
          {busy ? 'Anmelden...' : 'Anmelden'}
        </button>
      </form>
      {/* Guests who land here (an old bookmark, a typed address) have no password: they need their own link. */}
      <aside className="card login-guest-help" aria-labelledby="guest-help-title">
        <h2 id="guest-help-title">{rememberedGuestText('loginGuestTitle')}</h2>
        <p>{rememberedGuestText('loginGuestHelp')}</p>
        <p>{rememberedGuestText('loginGuestLinkLost')}</p>
      </aside>
      <LegalLinks />
    </main>
  );
}
