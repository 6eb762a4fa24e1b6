import { Link } from '@hochzeit/shared-ui';
import { EmptyState } from '@hochzeit/shared-ui/toolkit';

/** An admin address that matches no page (a mistyped or outdated link). */
export function NotFoundPage() {
  return (
    <section>
      <h1>Seite nicht gefunden</h1>
      <EmptyState title="Diese Seite gibt es im Admin-Bereich nicht.">
        <Link to="/admin">Zurück zum Dashboard</Link>
      </EmptyState>
    </section>
  );
}
