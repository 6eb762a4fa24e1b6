import { Loading, Navigate, Outlet, type UserType, useSession } from '@hochzeit/shared-ui';

/**
 * Lets through only the given user types. While the session loads it shows 'Lade...';
 * anyone else goes to `redirectTo` (/login for the admin area, /session-expired elsewhere).
 */
export function RequireSession({ types, redirectTo }: { types: UserType[]; redirectTo: string }) {
  const { loading, isAuthenticated, userType } = useSession();
  if (loading) return <Loading />;
  if (!isAuthenticated || !userType || !types.includes(userType)) return <Navigate to={redirectTo} replace />;
  return <Outlet />;
}

export const AdminGuard = () => <RequireSession types={['admin']} redirectTo="/login" />;
export const GuestGuard = () => <RequireSession types={['guest']} redirectTo="/session-expired" />;
export const ProviderGuard = () => <RequireSession types={['service_provider']} redirectTo="/session-expired" />;
/** /guest/anfahrt is open to guests and service providers. */
export const SharedGuard = () => <RequireSession types={['guest', 'service_provider']} redirectTo="/session-expired" />;
