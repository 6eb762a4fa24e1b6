import { adminApi } from '../../../test/fixtures.js';
import { useTestApp } from '../../../test/test-app.js';
import { TimelineEvent } from '../timeline/timeline-event.entity.js';

const t = useTestApp();
const api = adminApi(t);

it("the exports' event count per provider is the number of events the provider's own page shows", async () => {
  const florist = await t.createProvider({ company_name: 'Blumen Rosa' });
  const photographer = await t.createProvider({ company_name: 'Fotostudio Licht' });
  const em = t.orm.em.fork();
  const at = (iso: string) => new Date(iso);
  em.create(TimelineEvent, { title: 'Blumen aufstellen', time: at('2025-06-07T09:00:00+02:00'), description: '', timeline_type: 'service_provider', visible_to: ['admin', 'service_provider'], service_provider: florist.id });
  em.create(TimelineEvent, { title: 'Fotos Paar', time: at('2025-06-07T17:00:00+02:00'), description: '', timeline_type: 'service_provider', visible_to: ['admin', 'service_provider'], service_provider: photographer.id });
  // For every provider (no provider set): on each provider's page, so in each count.
  em.create(TimelineEvent, { title: 'Lieferanten-Zufahrt offen', time: at('2025-06-07T08:00:00+02:00'), description: '', timeline_type: 'service_provider', visible_to: ['admin', 'service_provider'] });
  // Internal (not visible to providers): on no provider's page, so in no count.
  em.create(TimelineEvent, { title: 'Interne Absprache', time: at('2025-06-07T07:00:00+02:00'), description: '', timeline_type: 'service_provider', visible_to: ['admin'] });
  await em.flush();

  const { body: counts } = await api.get('/api/exports/service-providers').expect(200);
  for (const provider of [florist, photographer]) {
    const { body: page } = await t.http().get('/api/timeline/service-provider').set(t.auth('service_provider', provider.id)).expect(200);
    expect(counts.find((row: { id: number }) => row.id === provider.id).event_count).toBe(page.length);
  }
  expect(counts.map((row: { company_name: string; event_count: number }) => [row.company_name, row.event_count])).toEqual([
    ['Blumen Rosa', 2],
    ['Fotostudio Licht', 2],
  ]);
});
