import { eventSettingsQuery, useDocumentTitle, useQuery } from '@hochzeit/shared-ui';

/**
 * A guest page's title: 'Tagesplan · <Namen des Brautpaars>' (just 'Tagesplan' until the names are known).
 * The names come from the event settings every guest page shares: asked once per visit.
 */
export function useGuestTitle(page: string): void {
  const { data: coupleNames } = useQuery({ ...eventSettingsQuery(), select: (event) => event.couple_names });
  useDocumentTitle(page, coupleNames);
}
