import type { ExportServiceProvider, ExportStats } from '@hochzeit/contracts';

export const STATS: ExportStats = { totalGuests: 42, innerCircleGuests: 17, apperoGuests: 25, occupiedRooms: 9, totalRooms: 12, timelineEvents: 14 };
export const PROVIDERS: ExportServiceProvider[] = [
  { id: 3, company_name: 'Fotostudio Licht', event_count: 4 },
  { id: 7, company_name: 'Catering Gourmet', event_count: 2 },
];

export const jsonRoutes = () => [
  { path: '/api/exports/stats', reply: STATS },
  { path: '/api/exports/service-providers', reply: PROVIDERS },
];

/** A file reply as the server sends it. */
export const fileRoute = (path: string, fileName: string | null, status = 200): { path: string; status: number; file: string; headers: Record<string, string> } => ({
  path,
  status,
  file: fileName?.endsWith('.pdf') ? '%PDF-1.7' : '\uFEFFName;Typ',
  headers: fileName ? { 'Content-Disposition': `attachment; filename="${fileName}"` } : {},
});
