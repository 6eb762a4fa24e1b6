import { EXPORT_KINDS } from '@hochzeit/contracts/export-constants';
import { exportPath } from './exports-api';

it('maps every kind and format to its endpoint and query', () => {
  expect(EXPORT_KINDS.map((kind) => exportPath(kind, 'csv', 5))).toEqual([
    '/api/exports/guest-list?format=csv&type=all',
    '/api/exports/guest-list?format=csv&type=inner_circle',
    '/api/exports/guest-list?format=csv&type=appero',
    '/api/exports/room-list?format=csv',
    '/api/exports/timeline?format=csv&type=appero',
    '/api/exports/timeline?format=csv&type=inner_circle',
    '/api/exports/timeline?format=csv&type=service_provider&service_provider_id=5',
    '/api/exports/rsvp?format=csv',
  ]);
  expect(exportPath('guest-list-inner', 'pdf')).toBe('/api/exports/guest-list?format=pdf&type=inner_circle');
  expect(exportPath('timeline-service-provider', 'pdf', null)).toBe('/api/exports/timeline?format=pdf&type=service_provider');
});
