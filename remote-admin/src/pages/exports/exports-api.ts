import { createApi, downloadFile, unwrap } from '@hochzeit/shared-ui';
import { EXPORT_DEFAULT_FILE_NAME, type ExportFormat, type ExportKind } from './export-texts';

// The export routes are not in the generated typed client yet: the two JSON calls go through the
// admin client untyped (same token, 401 handling and ApiError) and get their reply types here.
// Once the backend is merged and `npm run api:generate` has run, they become typed calls and
// these types come from the contract.

/** A service provider as the exports list it: with the number of its timeline events. */
export interface ExportServiceProvider {
  id: number;
  company_name: string;
  event_count: number;
}

/** The overview's figures. */
export interface ExportStats {
  totalGuests: number;
  innerCircleGuests: number;
  apperoGuests: number;
  occupiedRooms: number;
  totalRooms: number;
  timelineEvents: number;
}

type UntypedGet = { GET: (path: string) => Promise<{ data?: unknown }> };
const api = createApi('admin') as unknown as UntypedGet;

const ENDPOINTS: Record<ExportKind, { path: string; type?: string }> = {
  'guest-list-all': { path: '/api/exports/guest-list', type: 'all' },
  'guest-list-inner': { path: '/api/exports/guest-list', type: 'inner_circle' },
  'guest-list-appero': { path: '/api/exports/guest-list', type: 'appero' },
  'room-list': { path: '/api/exports/room-list' },
  'timeline-appero': { path: '/api/exports/timeline', type: 'appero' },
  'timeline-inner': { path: '/api/exports/timeline', type: 'inner_circle' },
  'timeline-service-provider': { path: '/api/exports/timeline', type: 'service_provider' },
};

/** Path and query of an export file: the one mapping of kind, format and provider to the API. */
export function exportPath(kind: ExportKind, format: ExportFormat, serviceProviderId?: number | null): string {
  const { path, type } = ENDPOINTS[kind];
  const query = new URLSearchParams({ format });
  if (type) query.set('type', type);
  if (kind === 'timeline-service-provider' && serviceProviderId != null) query.set('service_provider_id', String(serviceProviderId));
  return `${path}?${query}`;
}

export const exportsApi = {
  serviceProviders: () => unwrap(api.GET('/api/exports/service-providers')) as Promise<ExportServiceProvider[]>,
  stats: () => unwrap(api.GET('/api/exports/stats')) as Promise<ExportStats>,
  /** Fetches the file, hands it to the browser and resolves with its name (from Content-Disposition). */
  download: (kind: ExportKind, format: ExportFormat, serviceProviderId?: number | null) =>
    downloadFile('admin', exportPath(kind, format, serviceProviderId), EXPORT_DEFAULT_FILE_NAME),
};
