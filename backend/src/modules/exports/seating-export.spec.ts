import { KITCHEN_MESSAGES, SEATING_MESSAGES, type SeatingPlan } from '@hochzeit/contracts';
import { adminApi } from '../../../test/fixtures.js';
import { binary, getBytes } from '../../../test/http.js';
import { adminPdf } from '../../../test/pdf-text.js';
import { useTestApp } from '../../../test/test-app.js';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';

const t = useTestApp(undefined, { resetBeforeEach: false });
const api = adminApi(t);
const MM = 72 / 25.4;

/**
 * Familie Meier at 'Brauttisch' (Anna: vegetarian, lactose; Lukas: meat, with Lena on the children's
 * menu, nuts); Ben at table '2' without a menu; Mia declined (never printed); Emil attends without a place.
 */
beforeAll(async () => {
  await api.put('/api/admin/event-settings', { title: 'Unsere Hochzeit', starts_at: '2025-06-07T15:30:00+02:00', venue_name: 'Schloss Wartensee', venue_address: 'Schloss Wartensee, 9404 Rorschacherberg' }).expect(200);
  const menu = async (type: string, cls: string) => (await api.post('/api/admin/menus', { type, class: cls, choosable: true }).expect(201)).body.id as number;
  const meat = await menu('Menü 1', 'Fleisch');
  const veggie = await menu('Menü 2', 'Vegetarisch');
  const kids = await menu('Menü 3', 'Kinder');
  const em = t.orm.em.fork();
  const meier = em.create(GuestGroup, { name: 'Familie Meier' });
  await em.flush();
  const anna = await t.createGuest({ first_name: 'Anna', last_name: 'Meier', group: meier.id as never });
  const lukas = await t.createGuest({ first_name: 'Lukas', last_name: 'Meier', group: meier.id as never, companion_allowed: true });
  const ben = await t.createGuest({ first_name: 'Ben', last_name: 'Brot' });
  const mia = await t.createGuest({ first_name: 'Mia', last_name: 'Huber' });
  const emil = await t.createGuest({ first_name: 'Emil', last_name: 'Klein' });
  await api.put(`/api/admin/rsvp/${anna.id}`, { attending: true, menu_id: veggie, allergies: ['Laktose'] }).expect(200);
  await api.put(`/api/admin/rsvp/${lukas.id}`, { attending: true, menu_id: meat, companion_name: 'Lena Meier', companion_menu_id: kids, companion_allergies: ['Nüsse'] }).expect(200);
  await api.put(`/api/admin/rsvp/${ben.id}`, { attending: true }).expect(200);
  await api.put(`/api/admin/rsvp/${mia.id}`, { attending: false }).expect(200);
  await api.put(`/api/admin/rsvp/${emil.id}`, { attending: true }).expect(200);
  const bride = (await api.post('/api/admin/seating/tables', { name: 'Brauttisch', shape: 'long', seats: 6, note: 'Vorne beim Fenster' }).expect(201)).body.id;
  const two = (await api.post('/api/admin/seating/tables', { name: '2', shape: 'round', seats: 8 }).expect(201)).body.id;
  const { version } = (await api.get('/api/admin/seating').expect(200)).body as SeatingPlan;
  await api
    .put('/api/admin/seating/seats', {
      version,
      moves: [
        { person: `g${anna.id}`, table_id: bride, seat: 1 },
        { person: `g${lukas.id}`, table_id: bride, seat: 2 },
        { person: `c${lukas.id}`, table_id: bride },
        { person: `g${ben.id}`, table_id: two },
      ],
    })
    .expect(200);
});

const pageSizes = async (data: Buffer) => {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  const sizes: number[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const [, , width, height] = (await doc.getPage(n)).view;
    sizes.push([Math.round(width / MM), Math.round(height / MM)]);
  }
  await doc.destroy();
  return sizes;
};

describe('seating prints', () => {
  it('place cards, folded on A4: each seated person with their table, menu mark and allergy mark; never the declined or unseated', async () => {
    const { res, pages } = await adminPdf(t, '/api/exports/seating/place-cards');
    expect(res.headers['content-disposition']).toContain('Tischkarten-mit-Namen-2025-06-07.pdf');
    expect(await pageSizes(res.body as Buffer)).toEqual([[210, 297]]);
    const text = pages.join(' ');
    for (const expected of ['Anna Meier', 'Lukas Meier', 'Lena Meier', 'Ben Brot', 'Brauttisch', 'Tisch 2', '● Vegetarisch', '● Fleisch', '● Kinder', '● Ohne Menüwahl', 'Allergie: Laktose', 'Allergie: Nüsse']) expect(text).toContain(expected);
    expect(text).not.toContain('Mia');
    expect(text).not.toContain('Emil');
    // A folded card carries the name twice (front, and upside down behind the fold).
    expect(text.match(/Anna Meier/g)).toHaveLength(2);
  });

  it('place cards flat: eight per A4, each name once', async () => {
    const { res, pages } = await adminPdf(t, '/api/exports/seating/place-cards?layout=flat');
    expect(await pageSizes(res.body as Buffer)).toEqual([[210, 297]]);
    expect(pages[0].match(/Anna Meier/g)).toHaveLength(1);
    expect(pages[0]).toContain('● Vegetarisch');
    expect((await api.get('/api/exports/seating/place-cards?layout=rund').expect(400)).body.msg).toBe(SEATING_MESSAGES.layoutInvalid);
  });

  it('table cards: each table name large, with its note', async () => {
    const { pages } = await adminPdf(t, '/api/exports/seating/table-cards');
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Brauttisch');
    expect(pages[0]).toContain('Vorne beim Fenster');
    expect(pages[0]).toMatch(/\b2\b/);
  });

  it('the chart on A3: everyone alphabetically with their table, then the tables with their people', async () => {
    const { res, pages } = await adminPdf(t, '/api/exports/seating/chart');
    expect((await pageSizes(res.body as Buffer))[0]).toEqual([297, 420]);
    const text = pages.join(' ');
    const everyone = text.slice(text.indexOf('Alle Gäste'), text.indexOf('Die Tische'));
    // By last name: Brot, then Meier (Anna, Lena, Lukas).
    expect(everyone).toMatch(/Ben Brot Tisch 2 .*Anna Meier Brauttisch .*Lena Meier Brauttisch .*Lukas Meier Brauttisch/);
    const tables = text.slice(text.indexOf('Die Tische'));
    expect(tables).toMatch(/Brauttisch Vorne beim Fenster 1\. Anna Meier 2\. Lukas Meier Lena Meier Tisch 2 Ben Brot/);
    expect(text).not.toContain('Mia');
  });

  it('the kitchen list per table as PDF and CSV, for admins and the catering provider only', async () => {
    const { pages } = await adminPdf(t, '/api/exports/seating/kitchen-list?format=pdf');
    const text = pages.join(' ');
    expect(text).toContain('Küchenliste nach Tischen');
    expect(text).toMatch(/Brauttisch \(3 Personen\)/);
    expect(text).toContain('1 × Fleisch · 1 × Vegetarisch · 1 × Kinder');
    expect(text).toContain('Laktose: Anna Meier · Nüsse: Lena Meier');
    expect(text).toMatch(/Noch ohne Platz \(1 Person\)/);
    const csv = (await api.get('/api/exports/seating/kitchen-list?format=csv').buffer(true).parse(binary).expect(200)).body.toString('utf8');
    expect(csv).toContain('Tisch;Name;Begleitung;Menü;Kindermenü;Allergien und Ernährung');
    expect(csv).toContain('Brauttisch;Lena Meier;Begleitung von Lukas Meier;Kinder;ja;Nüsse');
    const caterer = await t.createProvider({ category: 'Catering' } as never);
    const photographer = await t.createProvider({ category: 'Fotograf' } as never);
    await getBytes(t, '/api/exports/seating/kitchen-list?format=xlsx', t.auth('service_provider', caterer.id)).expect(200);
    expect((await t.http().get('/api/exports/seating/kitchen-list?format=csv').set(t.auth('service_provider', photographer.id)).expect(403)).body.msg).toBe(KITCHEN_MESSAGES.notCatering);
  });

  it('the plan as CSV and xlsx for the venue: tables with seats, then the unseated', async () => {
    const res = await api.get('/api/exports/seating/plan?format=csv').buffer(true).parse(binary).expect(200);
    expect(res.headers['content-disposition']).toContain('Tischplan-2025-06-07.csv');
    const lines = (res.body as Buffer).toString('utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toEqual([
      'Tisch;Platz;Name;Begleitung;Gruppe;Menü;Allergien und Ernährung;Notiz zum Tisch',
      'Brauttisch;1;Anna Meier;;Familie Meier;Vegetarisch;Laktose;Vorne beim Fenster',
      'Brauttisch;2;Lukas Meier;;Familie Meier;Fleisch;;Vorne beim Fenster',
      'Brauttisch;;Lena Meier;Begleitung von Lukas Meier;Familie Meier;Kinder;Nüsse;Vorne beim Fenster',
      '2;;Ben Brot;;;Ohne Menüwahl;;',
      'Noch ohne Platz;;Emil Klein;;;Ohne Menüwahl;;',
    ]);
    const xlsx = await getBytes(t, '/api/exports/seating/plan?format=xlsx', t.auth('admin')).expect(200);
    expect((xlsx.body as Buffer).subarray(0, 2).toString()).toBe('PK');
    expect((await api.get('/api/exports/seating/plan?format=pdf').expect(400)).body.msg).toBe(SEATING_MESSAGES.formatUnknown);
  });
});
