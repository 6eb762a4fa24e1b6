import { queryOptions, type QueryKey } from '@hochzeit/shared-ui';
import { mediaApi } from './media-api';

/** The venue link and its settings; photos waiting for approval. */
export const venueQuery = () => queryOptions({ queryKey: ['/api/media/admin/venue'], queryFn: () => mediaApi.venue() });
export const pendingQuery = () => queryOptions({ queryKey: ['/api/media/admin/pending'], queryFn: () => mediaApi.pending() });

/** What approving or rejecting changes: the waiting photos, their count, the media list, the wall and the dashboard. */
export const APPROVAL_DATA: readonly QueryKey[] = [
  ['/api/media/admin/pending'],
  ['/api/media/admin/venue'],
  ['/api/media/admin/list'],
  ['/api/media/admin/wall'],
  ['/api/admin/dashboard'],
];
