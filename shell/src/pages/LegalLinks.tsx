import { Link } from '@hochzeit/shared-ui';
import './legal.css';

/** The foot of the sign-in pages: the privacy notice and the imprint, readable without signing in. */
export function LegalLinks() {
  return (
    <nav className="legal-links" aria-label="Datenschutz und Impressum">
      <Link to="/datenschutz">Datenschutz</Link>
      <Link to="/impressum">Impressum</Link>
    </nav>
  );
}
export default LegalLinks;
