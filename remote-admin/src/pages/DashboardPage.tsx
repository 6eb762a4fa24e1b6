import { Link } from '@hochzeit/shared-ui';
import { ADMIN_NAVIGATION } from '../layout/navigation';

export function DashboardPage() {
  return (
    <section>
      <h1>Willkommen im Admin-Dashboard</h1>
      <p>Von hier aus verwalten Sie Gäste, Zimmer, Menüs, Dienstleister und alle Inhalte der Hochzeit.</p>
      <ul className="admin-tiles">
        {ADMIN_NAVIGATION.slice(1).map((item) => (
          <li key={item.path}>
            <Link className="button" to={item.path}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
