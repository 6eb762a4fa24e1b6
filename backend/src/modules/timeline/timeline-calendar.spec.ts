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

/** Property names RFC 5545 (with RFC 7986's calendar properties) defines; anything else must start with 'X-'. */
const STANDARD_PROPERTIES = new Set(
  (
    'CALSCALE METHOD PRODID VERSION NAME DESCRIPTION UID URL LAST-MODIFIED CATEGORIES REFRESH-INTERVAL SOURCE COLOR IMAGE CONFERENCE ' +
    'ATTACH CLASS COMMENT GEO LOCATION PERCENT-COMPLETE PRIORITY RESOURCES STATUS SUMMARY COMPLETED DTEND DUE DTSTART DURATION ' +
    'FREEBUSY TRANSP TZID TZNAME TZOFFSETFROM TZOFFSETTO TZURL ATTENDEE CONTACT ORGANIZER RECURRENCE-ID RELATED-TO EXDATE RDATE ' +
    'RRULE ACTION REPEAT TRIGGER CREATED DTSTAMP SEQUENCE REQUEST-STATUS'
  ).split(' '),
);

/** The content lines of the raw text, unfolded (RFC 5545 3.1), as [property name, whole line]. */
function contentLines(text: string) {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [line.split(/[;:]/)[0].toUpperCase(), line] as const);
}

/** Every property of a component and its subcomponents, as ical.js reads them. */
function allProperties(component: ICAL.Component): ICAL.Property[] {
  return [...component.getAllProperties(), ...component.getAllSubcomponents().flatMap(allProperties)];
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

describe('calendar files as calendar programs read them (RFC 5545)', () => {
  /** The guest's and the provider's file, as the downloads and the e-mail invitation hand them out. */
  async function files() {
    const { photographer } = await dayPlan();
    const guest = await t.createGuest({ guest_type: 'Inner Circle' });
    return [
      (await download('/api/guest/calendar.ics', t.auth('guest', guest.id)).expect(200)).text,
      (await download('/api/service-provider/calendar.ics', t.auth('service_provider', photographer.id)).expect(200)).text,
    ];
  }

  it('writes every DTSTAMP in UTC, while the times stay in the venue time zone', async () => {
    const before = Date.now() - 1000;
    for (const text of await files()) {
      const stamps = contentLines(text).filter(([name]) => name === 'DTSTAMP');
      expect(stamps.length).toBe(parse(text).events.length);
      for (const [, line] of stamps) expect(line).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
      const calendar = new ICAL.Component(ICAL.parse(text));
      for (const vevent of calendar.getAllSubcomponents('vevent')) {
        const stamp = vevent.getFirstPropertyValue('dtstamp') as ICAL.Time;
        expect(stamp.zone).toBe(ICAL.Timezone.utcTimezone);
        expect(stamp.toJSDate().getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
        expect(stamp.toJSDate().getTime()).toBeLessThanOrEqual(Date.now());
        expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Zurich');
      }
      expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Zurich');
    }
  });

  it('names every property RFC 5545 does not define with an X- prefix', async () => {
    for (const text of await files()) {
      const raw = contentLines(text)
        .map(([name]) => name)
        .filter((name) => name !== 'BEGIN' && name !== 'END');
      expect(raw.filter((name) => !STANDARD_PROPERTIES.has(name) && !name.startsWith('X-'))).toEqual([]);
      const parsed = allProperties(new ICAL.Component(ICAL.parse(text))).map((p) => p.name.toUpperCase());
      expect(parsed.filter((name) => !STANDARD_PROPERTIES.has(name) && !name.startsWith('X-'))).toEqual([]);
      // Both readings saw the same, non-trivial file.
      expect(parsed.sort()).toEqual([...raw].sort());
      expect(raw).toEqual(expect.arrayContaining(['DTSTAMP', 'DTSTART', 'TZID', 'X-WR-CALNAME']));
    }
  });
});
