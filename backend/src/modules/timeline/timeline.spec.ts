import { adminApi, countRows } from '../../../test/fixtures.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const api = adminApi(t);

const event = (data: Record<string, unknown>) => ({
  title: 'Ereignis',
  time: '2025-06-07T14:00:00+02:00',
  description: 'Beschreibung',
  timeline_type: 'inner_circle',
  visible_to: ['admin', 'guest', 'organizer'],
  ...data,
});

describe('admin day plan', () => {
  it('creates an event with defaults, never taking sms_sent from the request', async () => {
    const res = await api.post('/api/timeline/admin', event({ title: 'Apéro', end_time: '2025-06-07T15:30:00+02:00', sms_sent: true, location: 'Schlossgarten' })).expect(201);
    expect(res.body).toMatchObject({
      title: 'Apéro',
      time: '2025-06-07T12:00:00.000Z',
      end_time: '2025-06-07T13:30:00.000Z',
      event_color: '#013220',
      sms_notification: false,
      sms_sent: false,
      location: 'Schlossgarten',
      service_provider_id: null,
    });
  });

  it.each([
    [event({ end_time: '2025-06-07T14:00:00+02:00' }), 'Die Endzeit muss nach der Startzeit liegen'],
    [event({ end_time: '2025-06-07T13:00:00+02:00' }), 'Die Endzeit muss nach der Startzeit liegen'],
    [event({ timeline_type: 'party' }), 'Unbekannter Timeline-Typ'],
    [event({ visible_to: ['guest', 'hacker'] }), 'Unbekannte Rolle in visible_to'],
    [event({ visible_to: [] }), 'Bitte wählen Sie mindestens eine Rolle für die Sichtbarkeit'],
    [event({ title: ' ' }), 'Bitte geben Sie einen Titel ein'],
    [event({ description: '' }), 'Bitte geben Sie eine Beschreibung ein'],
    [event({ time: 'morgen' }), 'Bitte geben Sie eine gültige Startzeit an'],
    [event({ event_color: 'grün' }), 'Die Farbe muss ein Hex-Wert wie #013220 sein'],
    [event({ service_provider_id: 4711 }), 'Dienstleister existiert nicht'],
  ])('refuses %j with nothing stored', async (body, msg) => {
    const res = await api.post('/api/timeline/admin', body).expect(400);
    expect(res.body.msg).toBe(msg);
    expect(await countRows(t, 'timeline_event')).toBe(0);
  });

  it('filters by type and by provider, updates and deletes', async () => {
    const provider = await t.createProvider();
    await api.post('/api/timeline/admin', event({ title: 'A', timeline_type: 'appero' })).expect(201);
    const { body: setup } = await api.post('/api/timeline/admin', event({ title: 'Aufbau', timeline_type: 'service_provider', service_provider_id: provider.id })).expect(201);
    expect((await api.get('/api/timeline/admin?type=appero')).body.map((e: { title: string }) => e.title)).toEqual(['A']);
    expect((await api.get('/api/timeline/admin?type=all')).body).toHaveLength(2);
    expect((await api.get(`/api/timeline/admin?service_provider_id=${provider.id}`)).body.map((e: { title: string }) => e.title)).toEqual(['Aufbau']);
    expect((await api.get('/api/timeline/admin?type=unsinn').expect(400)).body.msg).toBe('Unbekannter Timeline-Typ');
    expect((await api.get('/api/timeline/admin?service_provider_id=abc').expect(400)).body.msg).toBe('Ungültiger Dienstleister');

    const { body: updated } = await api.put(`/api/timeline/admin/${setup.id}`, event({ title: 'Aufbau Licht', timeline_type: 'service_provider', end_time: '2025-06-07T15:00:00+02:00' })).expect(200);
    expect(updated).toMatchObject({ title: 'Aufbau Licht', service_provider_id: null });

    // The whole event is saved: a colour left out is kept, a location left out is cleared.
    const { body: colored } = await api.post('/api/timeline/admin', event({ title: 'Farbig', event_color: '#b8975a', location: 'Kapelle' })).expect(201);
    const { body: recolored } = await api.put(`/api/timeline/admin/${colored.id}`, event({ title: 'Farbig' })).expect(200);
    expect(recolored).toMatchObject({ event_color: '#b8975a', location: null });
    await api.put('/api/timeline/admin/4711', event({})).expect(404);
    await api.put(`/api/timeline/admin/${setup.id}`, event({ end_time: '2025-06-07T10:00:00+02:00' })).expect(400);
    await api.delete(`/api/timeline/admin/${setup.id}`).expect(200);
    await api.delete(`/api/timeline/admin/${setup.id}`).expect(404);
  });
});

describe('who sees which event', () => {
  async function dayPlan() {
    const photographer = await t.createProvider({ company_name: 'Foto' });
    const musician = await t.createProvider({ company_name: 'Musik' });
    const add = (title: string, data: Record<string, unknown>) => api.post('/api/timeline/admin', event({ title, ...data })).expect(201);
    await add('Apéro für Gäste', { timeline_type: 'appero', time: '2025-06-07T14:00:00+02:00' });
    await add('Apéro intern', { timeline_type: 'appero', visible_to: ['admin', 'organizer'] });
    await add('Trauung', { timeline_type: 'inner_circle', time: '2025-06-07T15:30:00+02:00' });
    await add('Briefing', { timeline_type: 'organizer', visible_to: ['admin', 'organizer', 'guest'] });
    await add('Aufbau Foto', { timeline_type: 'service_provider', visible_to: ['admin'], service_provider_id: photographer.id });
    await add('Zufahrt alle', { timeline_type: 'service_provider', visible_to: ['admin', 'service_provider'] });
    await add('Zufahrt intern', { timeline_type: 'service_provider', visible_to: ['admin'] });
    await add('Musik-Check', { timeline_type: 'service_provider', visible_to: ['service_provider'], service_provider_id: musician.id });
    return { photographer, musician };
  }

  const titles = (body: Array<{ title: string }>) => body.map((e) => e.title);

  it('an Apéro guest sees only guest-visible Apéro events', async () => {
    await dayPlan();
    const guest = await t.createGuest({ guest_type: 'Apéro' });
    const res = await t.http().get('/api/timeline/guest').set(t.auth('guest', guest.id)).expect(200);
    expect(titles(res.body)).toEqual(['Apéro für Gäste']);
    expect(res.body[0]).not.toHaveProperty('visible_to');
    expect(res.body[0]).not.toHaveProperty('responsible_person');
    expect(res.body[0]).not.toHaveProperty('sms_sent');
    expect(res.body[0]).not.toHaveProperty('service_provider_id');
  });

  it('an Inner Circle guest sees guest-visible Apéro and Inner Circle events, in time order', async () => {
    await dayPlan();
    const guest = await t.createGuest({ guest_type: 'Inner Circle' });
    const res = await t.http().get('/api/timeline/guest').set(t.auth('guest', guest.id)).expect(200);
    expect(titles(res.body)).toEqual(['Apéro für Gäste', 'Trauung']);
  });

  it('a provider sees their own events and general provider events visible to providers', async () => {
    const { photographer, musician } = await dayPlan();
    const photo = await t.http().get('/api/timeline/service-provider').set(t.auth('service_provider', photographer.id)).expect(200);
    expect(titles(photo.body).sort()).toEqual(['Aufbau Foto', 'Zufahrt alle']);
    const music = await t.http().get('/api/timeline/service-provider').set(t.auth('service_provider', musician.id)).expect(200);
    expect(titles(music.body).sort()).toEqual(['Musik-Check', 'Zufahrt alle']);
    expect(music.body[0]).toHaveProperty('responsible_person');
    expect(music.body[0]).not.toHaveProperty('visible_to');
  });
});
