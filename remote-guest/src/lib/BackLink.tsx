import { Link, useSession } from '@hochzeit/shared-ui';

/** Back to the reader's own dashboard: providers open the shared info pages too, and go back to theirs. */
export function BackLink() {
  const userType = useSession((s) => s.userType);
  const to = userType === 'service_provider' ? '/service-provider-dashboard' : '/guest-dashboard';
  return (
    <Link className="button back-link" to={to}>
      ← Zurück zum Dashboard
    </Link>
  );
}
