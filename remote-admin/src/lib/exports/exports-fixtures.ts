import type { ExportServiceProvider, ExportStats } from '@hochzeit/contracts';
import { reply } from '@hochzeit/shared-ui/testing';

export const STATS: ExportStats = { totalGuests: 42, innerCircleGuests: 17, apperoGuests: 25, occupiedRooms: 9, totalRooms: 12, timelineEvents: 14 };
export const PROVIDERS: ExportServiceProvider[] = [
  { id: 3, company_name: 'Fotostudio Licht', event_count: 4 },
  { id: 7, company_name: 'Catering Gourmet', event_count: 2 },
];

/** The overview's routes for mockApi. */
export const jsonRoutes = () => ({
  'GET /api/exports/stats': STATS,
  'GET /api/exports/service-providers': PROVIDERS,
});

/** A file reply as the server sends it, as a mockApi route ('GET /path?query'). */
export const fileRoute = (path: string, fileName: string | null, status = 200) => ({
  [`GET ${path}`]: reply(status, fileName?.endsWith('.pdf') ? '%PDF-1.7' : '\uFEFFName;Typ', {
    'Content-Type': fileName?.endsWith('.pdf') ? 'application/pdf' : 'text/csv',
    ...(fileName ? { 'Content-Disposition': `attachment; filename="${fileName}"` } : {}),
  }),
});
