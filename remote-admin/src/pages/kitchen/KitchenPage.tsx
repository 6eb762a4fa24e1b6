import { KITCHEN_MESSAGES, KITCHEN_TEXTS } from '@hochzeit/contracts/kitchen-constants';
import { errorMessage, Loading, useQuery } from '@hochzeit/shared-ui';
import { KitchenListExports, KitchenListView } from '@hochzeit/shared-ui/toolkit';
import { kitchenListQuery } from '../../lib/queries';

/**
 * 'Küchenliste': who eats what, from the RSVP answers (the same figures as the overview's): per
 * menu with names, companions marked, children's menus, allergies with names, still open; PDF and CSV.
 */
export function KitchenPage() {
  const query = useQuery(kitchenListQuery());
  return (
    <section className="kitchen-page">
      <div className="page-header">
        <h1>{KITCHEN_TEXTS.title}</h1>
        <KitchenListExports audience="admin" />
      </div>
      {query.isError && (
        <p className="form-error" role="alert">
          {errorMessage(query.error, KITCHEN_MESSAGES.loadFailed)}
        </p>
      )}
      {query.isPending ? <Loading /> : query.data && <KitchenListView list={query.data} />}
    </section>
  );
}
