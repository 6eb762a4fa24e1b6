import { EXPORT_MESSAGES } from '@hochzeit/contracts';
import { adminApi } from '../../../test/fixtures.js';
import { binary } from '../../../test/http.js';
import { adminPdf } from '../../../test/pdf-text.js';
import { startTestApp, type TestApp, useTestApp } from '../../../test/test-app.js';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';
import { Location } from '../rooms/location.entity.js';
import { RoomAssignment } from '../rooms/room-assignment.entity.js';
import { Room } from '../rooms/room.entity.js';
import { TimelineEvent } from '../timeline/timeline-event.entity.js';
import { neutralizeCsvCell, phoneCsvCell } from './csv.js';

const t = useTestApp();
const api = adminApi(t);

/** A small wedding: two families, an Apéro guest with a formula as a name, a room, events of each kind. */
async function seed() {
  // The wedding the headers name (an installation starts without a venue).
  await api.put('/api/admin/event-settings', { title: 'Unsere Hochzeit', starts_at: '2025-06-07T15:30:00+02:00', venue_name: 'Schloss Wartensee', venue_address: 'Schloss Wartensee, 9404 Rorschacherberg' }).expect(200);
  const em = t.orm.em.fork();
  const family = em.create(GuestGroup, { name: 'Familie Müller' });
  const friends = em.create(GuestGroup, { name: 'Freunde' });
  await em.flush();
  const anna = await t.createGuest({ first_name: 'Anna', last_name: 'Müller', guest_type: 'Inner Circle', side: 'Ehefrau', group: family, email: 'anna@example.ch', mobile: '+41 79 123 45 67', allergies: ['Nüsse', 'Laktose'], special_requests: 'Fensterplatz' });
  await t.createGuest({ first_name: 'Bernd', last_name: 'Müller', guest_type: 'Inner Circle', group: family });
  await t.createGuest({ first_name: '=HYPERLINK("x")', last_name: 'Formel', guest_type: 'Apéro', group: friends });
  await t.createGuest({ first_name: 'Clara', last_name: 'Solo', guest_type: 'Apéro' });
  const location = em.create(Location, { name: 'Gästehaus' });
  const room = em.create(Room, { room_number: '12', location, base_capacity: 2 });
  em.create(Room, { room_number: '13', location, base_capacity: 1 });
  await em.flush();
  em.create(RoomAssignment, { guest: anna.id, room });
  const provider = await t.createProvider({ company_name: 'Blumen Rosa' });
  const other = await t.createProvider({ company_name: 'Fotostudio Licht' });
  const at = (time: string) => new Date(time);
  em.create(TimelineEvent, { title: 'Apéro im Garten', time: at('2025-06-07T14:00:00+02:00'), end_time: at('2025-06-07T16:00:00+02:00'), description: 'Sekt', timeline_type: 'appero', visible_to: ['admin', 'guest'], location: 'Schlossgarten' });
  em.create(TimelineEvent, { title: 'Hochzeitsessen', time: at('2025-06-07T19:00:00+02:00'), description: 'Dinner', timeline_type: 'inner_circle', visible_to: ['admin', 'guest'] });
  em.create(TimelineEvent, { title: 'Brunch am Sonntag', time: at('2025-06-08T10:30:00+02:00'), description: 'Brunch', timeline_type: 'inner_circle', visible_to: ['admin', 'guest'] });
  em.create(TimelineEvent, { title: 'Geheime Probe', time: at('2025-06-07T11:00:00+02:00'), description: 'intern', timeline_type: 'inner_circle', visible_to: ['admin'] });
  em.create(TimelineEvent, { title: 'Blumen aufstellen', time: at('2025-06-07T09:00:00+02:00'), description: 'Dekoration', timeline_type: 'service_provider', visible_to: ['admin', 'service_provider'], service_provider: provider.id, responsible_person: 'Eva' });
  em.create(TimelineEvent, { title: 'Fotos Paar', time: at('2025-06-07T13:00:00+02:00'), description: 'Shooting', timeline_type: 'service_provider', visible_to: ['admin', 'service_provider'], service_provider: other.id });
  await em.flush();
  return { provider, other };
}

/** Parses our CSV back: BOM off, split lines and ';' (quotes as RFC 4180). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

const getCsv = async (path: string) => {
  const res = await api.get(path).buffer(true).parse(binary).expect(200);
  const text = (res.body as Buffer).toString('utf8');
  return { res, text, rows: parseCsv(text.slice(1)) };
};

describe('CSV', () => {
  it('guest list: BOM, ";" separator, German headers, one row per guest, formula neutralised', async () => {
    await seed();
    const { res, text, rows } = await getCsv('/api/exports/guest-list?format=csv&type=all');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(rows[0]).toEqual([
      'Vorname', 'Nachname', 'Gasttyp', 'Seite', 'Familie/Gruppe', 'E-Mail', 'Telefon', 'Mobil', 'Adresse', 'Menü', 'Allergien', 'Besondere Wünsche', 'Zimmer', 'Antwort',
      'Begleitung', 'Menü Begleitung', 'Allergien Begleitung',
    ]);
    expect(rows).toHaveLength(5);
    const anna = rows.find((r) => r[0] === 'Anna')!;
    // The mobile number as a text formula: shown as +41 79 123 45 67, no apostrophe, no formula of the guest's.
    expect(anna).toEqual(['Anna', 'Müller', 'Inner Circle', 'Ehefrau', 'Familie Müller', 'anna@example.ch', '', '="+41 79 123 45 67"', '', '', 'Nüsse, Laktose', 'Fensterplatz', '12 (Gästehaus)', 'Noch offen', '', '', '']);
    expect(text).toContain(';"=""+41 79 123 45 67""";');
    expect(rows.map((r) => r[0])).toContain(`'=HYPERLINK("x")`);
    // Grouped as printed: families by name, guests without a group last.
    expect(rows.slice(1).map((r) => r[4])).toEqual(['Familie Müller', 'Familie Müller', 'Freunde', '']);
  });

  it.each([
    ['inner_circle', ['Anna', 'Bernd']],
    ['appero', [`'=HYPERLINK("x")`, 'Clara']],
  ])('guest list type %s holds only those guests', async (type, names) => {
    await seed();
    const { rows } = await getCsv(`/api/exports/guest-list?format=csv&type=${type}`);
    expect(rows.slice(1).map((r) => r[0]).sort()).toEqual(names.sort());
  });

  it('room list: one row per room with its guests', async () => {
    await seed();
    const { rows } = await getCsv('/api/exports/room-list?format=csv');
    expect(rows[0]).toEqual(['Zimmer', 'Standort', 'Beschreibung', 'Kapazität', 'Belegt', 'Gäste']);
    expect(rows.slice(1)).toEqual([
      ['12', 'Gästehaus', '', '2', '1', 'Anna Müller'],
      ['13', 'Gästehaus', '', '1', '0', ''],
    ]);
  });

  it('timelines follow the day plans: Apéro, Inner Circle (no admin-only events), one provider', async () => {
    const { provider } = await seed();
    const apero = await getCsv('/api/exports/timeline?format=csv&type=appero');
    expect(apero.rows[0]).toEqual(['Datum', 'Beginn', 'Ende', 'Titel', 'Art', 'Ort', 'Verantwortlich', 'Dienstleister', 'Beschreibung']);
    expect(apero.rows.slice(1)).toEqual([['07.06.2025', '14:00', '16:00', 'Apéro im Garten', 'Apéro-Gäste', 'Schlossgarten', '', '', 'Sekt']]);
    const inner = await getCsv('/api/exports/timeline?format=csv&type=inner_circle');
    expect(inner.rows.slice(1).map((r) => r[3])).toEqual(['Apéro im Garten', 'Hochzeitsessen', 'Brunch am Sonntag']);
    const own = await getCsv(`/api/exports/timeline?format=csv&type=service_provider&service_provider_id=${provider.id}`);
    expect(own.rows.slice(1).map((r) => [r[3], r[6], r[7]])).toEqual([['Blumen aufstellen', 'Eva', 'Blumen Rosa']]);
    expect(own.res.headers['content-disposition']).toBe(`attachment; filename="Tagesablauf-Blumen-Rosa-2025-06-07.csv"; filename*=UTF-8''Tagesablauf-Blumen-Rosa-2025-06-07.csv`);
  });

  it('streams 2,500 guests in batches, all rows present', async () => {
    await t.orm.em.getConnection().execute(
      `insert into guest (first_name, last_name, guest_type, allergies, login_token, session_version, created_at)
       select 'Gast', 'Nr ' || lpad(n::text, 5, '0'), 'Apéro', '[]', md5(n::text) || md5((n + 1)::text), 0, now() from generate_series(1, 2500) n`,
    );
    const { rows } = await getCsv('/api/exports/guest-list?format=csv&type=all');
    expect(rows).toHaveLength(2501);
    expect(new Set(rows.slice(1).map((r) => r[1])).size).toBe(2500);
  });
});

describe('phoneCsvCell', () => {
  it.each([
    ['0791234567', '="0791234567"'],
    ['00491701234567', '="00491701234567"'],
    ['+41 79 123 45 67', '="+41 79 123 45 67"'],
    ['(071) 858-73 73', '="(071) 858-73 73"'],
    // Anything but a number's characters is free text: guarded, never wrapped in a formula.
    ['+41"&HYPERLINK("x")&"', `'+41"&HYPERLINK("x")&"`],
    ['=1+1', "'=1+1"],
    ['privat', 'privat'],
    ['-', "'-"],
    ['', ''],
  ])('%j -> %j', (input, output) => expect(phoneCsvCell(input)).toBe(output));
  it('empty values stay empty', () => {
    expect(phoneCsvCell(null)).toBe('');
    expect(phoneCsvCell(undefined)).toBe('');
  });
});

describe('neutralizeCsvCell', () => {
  it.each([
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['+41 79', "'+41 79"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rCR', "'\rCR"],
    ['Anna', 'Anna'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j -> %j', (input, output) => expect(neutralizeCsvCell(input)).toBe(output));
  it('empty values stay empty; numbers are text', () => {
    expect(neutralizeCsvCell(null)).toBe('');
    expect(neutralizeCsvCell(undefined)).toBe('');
    expect(neutralizeCsvCell(3)).toBe('3');
  });
});

describe('PDF', () => {
  it('guest list: names, groups, event header, German page numbers, file name', async () => {
    await seed();
    const { res, pages } = await adminPdf(t, '/api/exports/guest-list?format=pdf&type=inner_circle');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Gaesteliste-Inner-Circle-2025-06-07.pdf"; filename*=UTF-8''G%C3%A4steliste-Inner-Circle-2025-06-07.pdf`);
    const text = pages.join(' ');
    expect(text).toContain('Gästeliste Inner Circle');
    expect(text).toContain('Müller, Anna');
    expect(text).toContain('Müller, Bernd');
    expect(text).toContain('Familie Müller');
    expect(text).toContain('Samstag, 7. Juni 2025');
    expect(text).toContain('Schloss Wartensee');
    expect(text).toContain('Unsere Hochzeit');
    expect(text).toContain('Seite 1 von 1');
    expect(text).not.toContain('Clara');
    expect(text).not.toContain('HYPERLINK');
  });

  it('many guests fill several pages, each numbered', async () => {
    await t.orm.em.getConnection().execute(
      `insert into guest (first_name, last_name, guest_type, allergies, login_token, session_version, created_at)
       select 'Gast', 'Nummer ' || n, 'Apéro', '[]', md5(n::text) || md5((n + 1)::text), 0, now() from generate_series(1, 150) n`,
    );
    const { pages } = await adminPdf(t, '/api/exports/guest-list?format=pdf&type=appero');
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain(`Seite 1 von ${pages.length}`);
    expect(pages.at(-1)).toContain(`Seite ${pages.length} von ${pages.length}`);
    // The table header repeats on every page.
    for (const page of pages) expect(page).toContain('Kontakt');
  });

  it('escapes values: a guest named <b>…</b> is printed as text', async () => {
    await t.createGuest({ first_name: '<b>Fett</b>', last_name: 'Tag' });
    const { pages } = await adminPdf(t, '/api/exports/guest-list?format=pdf&type=all');
    expect(pages.join(' ')).toContain('<b>Fett</b>');
  });

  it('room list and timelines grouped by day in German', async () => {
    const { provider } = await seed();
    const rooms = (await adminPdf(t, '/api/exports/room-list?format=pdf')).pages.join(' ');
    expect(rooms).toContain('Zimmerliste');
    expect(rooms).toContain('Gästehaus');
    expect(rooms).toContain('Anna Müller');
    const inner = await adminPdf(t, '/api/exports/timeline?format=pdf&type=inner_circle');
    expect(inner.res.headers['content-disposition']).toContain('filename="Tagesablauf-Inner-Circle-2025-06-07.pdf"');
    const text = inner.pages.join(' ');
    expect(text).toContain('Samstag, 7. Juni 2025');
    expect(text).toContain('Sonntag, 8. Juni 2025');
    expect(text).toContain('14:00 – 16:00');
    expect(text).toContain('Hochzeitsessen');
    expect(text).not.toContain('Geheime Probe');
    const own = (await adminPdf(t, `/api/exports/timeline?format=pdf&type=service_provider&service_provider_id=${provider.id}`)).pages.join(' ');
    expect(own).toContain('Blumen aufstellen');
    expect(own).not.toContain('Fotos Paar');
  });
});

describe('JSON', () => {
  it('service providers with their event counts, by name', async () => {
    const { provider, other } = await seed();
    const { body } = await api.get('/api/exports/service-providers').expect(200);
    expect(body).toEqual([
      { id: provider.id, company_name: 'Blumen Rosa', event_count: 1 },
      { id: other.id, company_name: 'Fotostudio Licht', event_count: 1 },
    ]);
  });

  it('stats: the counts of the overview (no answers yet: everyone open)', async () => {
    await seed();
    const { body } = await api.get('/api/exports/stats').expect(200);
    expect(body).toEqual({ totalGuests: 4, innerCircleGuests: 2, apperoGuests: 2, occupiedRooms: 1, totalRooms: 2, timelineEvents: 6, attendingGuests: 0, companions: 0, declinedGuests: 0, openGuests: 4 });
  });
});

describe('refused', () => {
  it.each([
    ['/api/exports/guest-list?format=xls&type=all', EXPORT_MESSAGES.formatUnknown],
    ['/api/exports/guest-list?type=all', EXPORT_MESSAGES.formatUnknown],
    ['/api/exports/guest-list?format=pdf&type=vip', EXPORT_MESSAGES.guestListTypeUnknown],
    ['/api/exports/room-list?format=docx', EXPORT_MESSAGES.formatUnknown],
    ['/api/exports/timeline?format=csv&type=organizer', EXPORT_MESSAGES.timelineTypeUnknown],
    ['/api/exports/timeline?format=csv', EXPORT_MESSAGES.timelineTypeUnknown],
    ['/api/exports/timeline?format=pdf&type=service_provider', EXPORT_MESSAGES.providerRequired],
    ['/api/exports/timeline?format=csv&type=service_provider&service_provider_id=', EXPORT_MESSAGES.providerRequired],
    ['/api/exports/timeline?format=csv&type=service_provider&service_provider_id=abc', EXPORT_MESSAGES.providerInvalid],
  ])('%s -> 400', async (path, msg) => {
    const res = await api.get(path).expect(400);
    expect(res.body).toEqual({ msg });
  });

  it('an unknown provider -> 404', async () => {
    const res = await api.get('/api/exports/timeline?format=pdf&type=service_provider&service_provider_id=999').expect(404);
    expect(res.body).toEqual({ msg: EXPORT_MESSAGES.providerNotFound });
  });
});

describe('without Chromium', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp({ CHROMIUM_PATH: '/nicht/vorhanden/chromium' });
  });
  afterAll(() => bare.close());

  it('PDF answers 503 with a German message; CSV and the rest still work', async () => {
    const admin = bare.auth('admin');
    const res = await bare.http().get('/api/exports/guest-list?format=pdf&type=all').set(admin).expect(503);
    expect(res.body).toEqual({ msg: EXPORT_MESSAGES.chromiumMissing });
    await bare.http().get('/api/exports/timeline?format=pdf&type=appero').set(admin).expect(503);
    await bare.http().get('/api/exports/guest-list?format=csv&type=all').set(admin).expect(200);
    await bare.http().get('/api/exports/stats').set(admin).expect(200);
    await bare.http().get('/api/admin/guests').set(admin).expect(200);
  });
});
