/**
 * The seating plan's queries (remote-admin/src/lib/queries.ts's pattern: key = the contract's path,
 * function = the typed client). Only this page reads them.
 */
import { createApi, queryOptions, type QueryKey, unwrap } from '@hochzeit/shared-ui';

export const seatingApi = createApi('admin');

export const SEATING_PLAN_KEY = ['/api/admin/seating'] as const;
export const seatingPlanQuery = () =>
  queryOptions({ queryKey: SEATING_PLAN_KEY, queryFn: ({ signal }) => unwrap(seatingApi.GET('/api/admin/seating', { signal })) });
export const seatingSettingsQuery = () =>
  queryOptions({ queryKey: ['/api/admin/seating/settings'], queryFn: ({ signal }) => unwrap(seatingApi.GET('/api/admin/seating/settings', { signal })) });

/** What a table's change touches: the plan (tables, people, warnings, version) and the table list. */
export const SEATING_DATA: readonly QueryKey[] = [['/api/admin/seating'], ['/api/admin/seating/tables'], ['/api/admin/seating/kitchen-list']];
