import type { ExportServiceProvider, ExportStats } from '@hochzeit/contracts';
import { jest } from '@jest/globals';
import { reply } from '@hochzeit/shared-ui/testing';

export const STATS: ExportStats = { totalGuests: 42, innerCircleGuests: 17, apperoGuests: 25, occupiedRooms: 9, totalRooms: 12, timelineEvents: 14, attendingGuests: 30, companions: 4, declinedGuests: 5, openGuests: 7 };
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

/**
 * The browser's side of a download, for tests: object URLs stand in, and a click on the download
 * link records the file's name instead of navigating. Returns the names, in order.
 */
export function recordDownloads(): string[] {
  const downloads: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  return downloads;
}
