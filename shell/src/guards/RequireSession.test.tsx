import { render, screen } from '@testing-library/react';
import { Route, Routes, type UserType, useSession } from '@hochzeit/shared-ui';
import { MemoryRouter } from '@hochzeit/shared-ui/testing';
import { AdminGuard, GuestGuard, ProviderGuard, SharedGuard } from './RequireSession';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<p>Login-Seite</p>} />
        <Route path="/session-expired" element={<p>Sitzung-beendet-Seite</p>} />
        <Route element={<AdminGuard />}>
          <Route path="/admin" element={<p>Admin-Inhalt</p>} />
        </Route>
        <Route element={<GuestGuard />}>
          <Route path="/guest-dashboard" element={<p>Gast-Inhalt</p>} />
        </Route>
        <Route element={<ProviderGuard />}>
          <Route path="/service-provider-dashboard" element={<p>Dienstleister-Inhalt</p>} />
        </Route>
        <Route element={<SharedGuard />}>
          <Route path="/guest/anfahrt" element={<p>Anfahrt-Inhalt</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const signedInAs = (userType: UserType | null) =>
  useSession.setState({ loading: false, isAuthenticated: userType !== null, userType });

it('shows "Lade..." while the session is loading', () => {
  useSession.setState({ loading: true, isAuthenticated: false, userType: null });
  renderAt('/guest-dashboard');
  expect(screen.getByText('Lade...')).toBeInTheDocument();
});

it.each([
  // [path, user type, what is shown]
  ['/admin', null, 'Login-Seite'],
  ['/admin', 'guest', 'Login-Seite'],
  ['/admin', 'admin', 'Admin-Inhalt'],
  ['/guest-dashboard', null, 'Sitzung-beendet-Seite'],
  ['/guest-dashboard', 'service_provider', 'Sitzung-beendet-Seite'],
  ['/guest-dashboard', 'admin', 'Sitzung-beendet-Seite'],
  ['/guest-dashboard', 'guest', 'Gast-Inhalt'],
  ['/service-provider-dashboard', 'guest', 'Sitzung-beendet-Seite'],
  ['/service-provider-dashboard', 'service_provider', 'Dienstleister-Inhalt'],
  ['/guest/anfahrt', null, 'Sitzung-beendet-Seite'],
  ['/guest/anfahrt', 'admin', 'Sitzung-beendet-Seite'],
  ['/guest/anfahrt', 'guest', 'Anfahrt-Inhalt'],
  ['/guest/anfahrt', 'service_provider', 'Anfahrt-Inhalt'],
] as const)('%s as %s shows %s', (path, type, expected) => {
  signedInAs(type);
  renderAt(path);
  expect(screen.getByText(expected)).toBeInTheDocument();
});
