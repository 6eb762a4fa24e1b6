import { Link, useSession } from '@hochzeit/shared-ui';

/** Back to the reader's own dashboard: providers open the shared info pages too, and go back to theirs. */
export function BackLink() {
  const userType = useSession((s) => s.userType);
  const provider = userType === 'service_provider';
  return (
    <Link className="button back-link" to={provider ? '/service-provider-dashboard' : '/guest-dashboard'}>
      {provider ? '← Zurück zum Dienstleister-Bereich' : '← Zurück zum Dashboard'}
    </Link>
  );
}
