import ICAL from 'ical.js';
import { adminApi } from '../../../test/fixtures.js';
import { followSignedLink } from '../../../test/http.js';
import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const api = adminApi(t);

const event = (title: string, data: Record<string, unknown>) => ({
  title,
  time: '2025-06-07T14:00:00+02:00',
  description: `Über ${title}`,
  timeline_type: 'inner_circle',
  visible_to: ['admin', 'guest', 'organizer'],
  ...data,
});

/** The wedding these tests talk about: an installation starts without a venue. */
const WEDDING = { title: 'Unsere Hochzeit', starts_at: '2025-06-07T15:30:00+02:00', venue_name: 'Schloss Wartensee', venue_address: 'Schloss Wartensee, 9404 Rorschacherberg' };

async function dayPlan() {
  await api.put('/api/admin/event-settings', WEDDING).expect(200);
  const photographer = await t.createProvider({ company_name: 'Foto' });
  const musician = await t.createProvider({ company_name: 'Musik' });
  const add = async (title: string, data: Record<string, unknown>) => (await api.post('/api/timeline/admin', event(title, data)).expect(201)).body as { id: number };
  const apero = await add('Apéro für Gäste', { timeline_type: 'appero', end_time: '2025-06-07T15:30:00+02:00', location: 'Schlossgarten', responsible_person: 'Anna' });
  await add('Apéro intern', { timeline_type: 'appero', visible_to: ['admin', 'organizer'] });
  const ceremony = await add('Trauung', { timeline_type: 'inner_circle', time: '2025-06-07T16:00:00+02:00' });
  await add('Briefing', { timeline_type: 'organizer', visible_to: ['admin', 'organizer', 'guest'] });
  await add('Aufbau Foto', { timeline_type: 'service_provider', visible_to: ['admin'], service_provider_id: photographer.id, time: '2025-06-07T09:00:00+02:00', responsible_person: 'Hausmeister Kurt' });
  await add('Zufahrt alle', { timeline_type: 'service_provider', visible_to: ['admin', 'service_provider'] });
  await add('Musik-Check', { timeline_type: 'service_provider', visible_to: ['service_provider'], service_provider_id: musician.id });
  return { photographer, musician, apero, ceremony };
}

/** The file parsed back with ical.js, its VTIMEZONE registered so times resolve to instants. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const e = new ICAL.Event(component);
    return {
      uid: e.uid,
      title: e.summary,
      description: e.description,
      location: e.location,
      tzid: component.getFirstProperty('dtstart')?.getParameter('tzid'),
      wallClock: e.startDate.toString(),
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
    };
  });
  return { name: calendar.getFirstPropertyValue('x-wr-calname'), zones: calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid')), events };
}

/** A calendar file (text/calendar: supertest keeps it as `text`). */
const download = (path: string, headers: Record<string, string>) => t.http().get(path).set(headers);

describe('GET /api/guest/calendar.ics', () => {
  it('an Apéro guest gets only their day plan, as an attachment, in the venue time zone with location', async () => {
    const { apero } = await dayPlan();
    const guest = await t.createGuest({ guest_type: 'Apéro' });
    const res = await download('/api/guest/calendar.ics', t.auth('guest', guest.id)).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename=Hochzeit-Tagesablauf.ics');
    const ics = parse(res.text);
    expect(ics.name).toBe('Hochzeit – Unsere Hochzeit');
    expect(ics.zones).toEqual(['Europe/Zurich']);
    expect(ics.events).toEqual([
      {
        uid: `timeline-${apero.id}@hochzeit.test`,
        title: 'Apéro für Gäste',
        description: 'Über Apéro für Gäste',
        location: 'Schlossgarten, Schloss Wartensee, 9404 Rorschacherberg',
        tzid: 'Europe/Zurich',
        wallClock: '2025-06-07T14:00:00',
        start: '2025-06-07T12:00:00.000Z',
        end: '2025-06-07T13:30:00.000Z',
      },
    ]);
    // Who is responsible is for providers, never in a guest's file.
    expect(res.text).not.toContain('Anna');
  });

  it('an Inner Circle guest also gets the Inner Circle events; without an end time an event lasts 60 minutes at the venue', async () => {
    const { ceremony } = await dayPlan();
    const guest = await t.createGuest({ guest_type: 'Inner Circle' });
    const res = await download('/api/guest/calendar.ics', t.auth('guest', guest.id)).expect(200);
    const { events } = parse(res.text);
    expect(events.map((e) => e.title)).toEqual(['Apéro für Gäste', 'Trauung']);
    expect(events[1]).toMatchObject({
      uid: `timeline-${ceremony.id}@hochzeit.test`,
      location: 'Schloss Wartensee, 9404 Rorschacherberg',
      wallClock: '2025-06-07T16:00:00',
      start: '2025-06-07T14:00:00.000Z',
      end: '2025-06-07T15:00:00.000Z',
    });
  });

  it('uses the title, venue and time zone of the event settings', async () => {
    await dayPlan();
    await api
      .put('/api/admin/event-settings', { title: 'Anna & Ben', starts_at: '2025-06-07T15:30:00+02:00', venue_name: 'Hotel Hafen', venue_address: 'Seestrasse 1, London', time_zone: 'Europe/London' })
      .expect(200);
    const guest = await t.createGuest({ guest_type: 'Apéro' });
    const ics = parse((await download('/api/guest/calendar.ics', t.auth('guest', guest.id)).expect(200)).text);
    expect(ics.name).toBe('Hochzeit – Anna & Ben');
    expect(ics.zones).toEqual(['Europe/London']);
    expect(ics.events[0]).toMatchObject({ location: 'Schlossgarten, Hotel Hafen, Seestrasse 1, London', tzid: 'Europe/London', wallClock: '2025-06-07T13:00:00', start: '2025-06-07T12:00:00.000Z' });
  });

  it('opens through the signed link from /api/guest/calendar-link, and that link opens nothing else', async () => {
    await dayPlan();
    const guest = await t.createGuest({ guest_type: 'Apéro' });
    const { body } = await t.http().get('/api/guest/calendar-link').set(t.auth('guest', guest.id)).expect(200);
    expect(body.url).toMatch(/^\/api\/guest\/calendar\.ics\?access=[\w.%-]+$/);
    const res = await followSignedLink(t, body.url).expect(200);
    expect(parse(String(res.body)).events.map((e) => e.title)).toEqual(['Apéro für Gäste']);
    const access = body.url.split('access=')[1];
    await t.http().get(`/api/service-provider/calendar.ics?access=${access}`).expect(401);
    await t.http().get(`/api/guest/dashboard?access=${access}`).expect(401);
  });

  it('refuses anonymous callers (401) and other audiences (403)', async () => {
    const provider = await t.createProvider();
    await t.http().get('/api/guest/calendar.ics').expect(401);
    await t.http().get('/api/guest/calendar.ics').set(t.auth('admin')).expect(403);
    await t.http().get('/api/guest/calendar.ics').set(t.auth('service_provider', provider.id)).expect(403);
    await t.http().get('/api/guest/calendar-link').set(t.auth('admin')).expect(403);
  });
});

describe('GET /api/service-provider/calendar.ics', () => {
  it('a provider gets their schedule as the dashboard shows it, with who is responsible', async () => {
    const { photographer, musician } = await dayPlan();
    const res = await download('/api/service-provider/calendar.ics', t.auth('service_provider', photographer.id)).expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename=Hochzeit-Tagesablauf.ics');
    const { events } = parse(res.text);
    expect(events.map((e) => e.title)).toEqual(['Aufbau Foto', 'Zufahrt alle']);
    expect(events[0]).toMatchObject({ description: 'Über Aufbau Foto\n\nVerantwortlich: Hausmeister Kurt', wallClock: '2025-06-07T09:00:00', start: '2025-06-07T07:00:00.000Z' });
    const music = parse((await download('/api/service-provider/calendar.ics', t.auth('service_provider', musician.id)).expect(200)).text);
    expect(music.events.map((e) => e.title)).toEqual(['Zufahrt alle', 'Musik-Check']);
  });

  it('opens through the signed link, and refuses anonymous callers and other audiences', async () => {
    const { photographer } = await dayPlan();
    const { body } = await t.http().get('/api/service-provider/calendar-link').set(t.auth('service_provider', photographer.id)).expect(200);
    expect(body.url).toMatch(/^\/api\/service-provider\/calendar\.ics\?access=/);
    await followSignedLink(t, body.url).expect(200);
    await t.http().get('/api/service-provider/calendar.ics').expect(401);
    const guest = await t.createGuest();
    await t.http().get('/api/service-provider/calendar.ics').set(t.auth('guest', guest.id)).expect(403);
    await t.http().get('/api/service-provider/calendar.ics').set(t.auth('admin')).expect(403);
  });
});
