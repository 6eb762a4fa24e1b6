import { Link, useSession } from '@hochzeit/shared-ui';
import './guest-footer.css';

/**
 * The foot of every guest page: the guest's own data ('Meine Daten'), the privacy notice and the
 * imprint. Providers read the shared directions page too: they get the two public links only.
 */
export function GuestFooter() {
  const guest = useSession((s) => s.userType) === 'guest';
  return (
    <footer className="guest-footer">
      <nav aria-label="Datenschutz und Impressum">
        {guest && <Link to="/guest/meine-daten">Meine Daten</Link>}
        <Link to="/datenschutz">Datenschutz</Link>
        <Link to="/impressum">Impressum</Link>
      </nav>
    </footer>
  );
}
