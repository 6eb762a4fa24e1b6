import { EXPORT_MESSAGES, KITCHEN_MESSAGES, type KitchenList, NOT_YOUR_AREA, type RsvpSummary } from '@hochzeit/contracts';
import { adminApi } from '../../../test/fixtures.js';
import { binary } from '../../../test/http.js';
import { adminPdf, pdfPages } from '../../../test/pdf-text.js';
import { useTestApp } from '../../../test/test-app.js';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';
import type { Guest } from '../guests/guest.entity.js';

const t = useTestApp();
const api = adminApi(t);

interface Wedding {
  anna: Guest;
  lukas: Guest;
  mia: Guest;
  solo: Guest;
  ben: Guest;
  emil: Guest;
  meat: number;
  veggie: number;
  kids: number;
}

/**
 * Familie Huber (Mia, who declined), Familie Meier (Anna: veggie, lactose and nuts; Lukas: meat,
 * with his daughter Lena as companion on the children's menu, 'nüsse ' typed in lower case),
 * and without a group Ben (yes, no menu, 'LAKTOSE'), Emil (yes, children's menu) and Solo (not
 * answered). Mia's and Solo's guest records carry menus and allergies that must count nowhere.
 */
async function wedding(): Promise<Wedding> {
  await api.put('/api/admin/event-settings', { title: 'Unsere Hochzeit', starts_at: '2025-06-07T15:30:00+02:00', venue_name: 'Schloss Wartensee', venue_address: 'Schloss Wartensee, 9404 Rorschacherberg' }).expect(200);
  const menu = async (type: string, cls: string) => (await api.post('/api/admin/menus', { type, class: cls, choosable: true }).expect(201)).body.id as number;
  const meat = await menu('Menü 1', 'Fleisch');
  const veggie = await menu('Menü 2', 'Vegetarisch');
  const kids = await menu('Menü 3', 'Kinder');
  const em = t.orm.em.fork();
  const meier = em.create(GuestGroup, { name: 'Familie Meier' });
  const huber = em.create(GuestGroup, { name: 'Familie Huber' });
  await em.flush();
  const anna = await t.createGuest({ first_name: 'Anna', last_name: 'Meier', guest_type: 'Inner Circle', group: meier.id as never });
  const lukas = await t.createGuest({ first_name: 'Lukas', last_name: 'Meier', guest_type: 'Inner Circle', group: meier.id as never, companion_allowed: true });
  const mia = await t.createGuest({ first_name: 'Mia', last_name: 'Huber', group: huber.id as never, menu: meat as never, allergies: ['Gluten'] });
  const solo = await t.createGuest({ first_name: 'Solo', last_name: 'Allein', menu: meat as never, allergies: ['Sellerie'] });
  const ben = await t.createGuest({ first_name: 'Ben', last_name: 'Brot' });
  const emil = await t.createGuest({ first_name: 'Emil', last_name: 'Klein' });

  // Anna answers for her family as a guest; the admin records the others.
  await t
    .http()
    .put('/api/guest/rsvp')
    .set(t.auth('guest', anna.id))
    .send({
      answers: [
        { guest_id: anna.id, attending: true, menu_id: veggie, allergies: ['Laktose', 'Nüsse'] },
        { guest_id: lukas.id, attending: true, menu_id: meat, companion_name: 'Lena Meier', companion_menu_id: kids, companion_allergies: ['nüsse '] },
      ],
      allergy_consent: true,
    })
    .expect(200);
  await api.put(`/api/admin/rsvp/${mia.id}`, { attending: false }).expect(200);
  await api.put(`/api/admin/rsvp/${ben.id}`, { attending: true, allergies: ['LAKTOSE'] }).expect(200);
  await api.put(`/api/admin/rsvp/${emil.id}`, { attending: true, menu_id: kids }).expect(200);
  return { anna, lukas, mia, solo, ben, emil, meat, veggie, kids };
}

const kitchen = async (): Promise<KitchenList> => (await api.get('/api/admin/kitchen-list').expect(200)).body;
const names = (people: Array<{ name: string; companion_of: string | null }>) => people.map((p) => (p.companion_of ? `${p.name} (${p.companion_of})` : p.name));

describe('the kitchen list', () => {
  it('counts who said yes and their companions per menu, children’s menus, allergies grouped regardless of case; never the declined or unanswered', async () => {
    const w = await wedding();
    const list = await kitchen();
    expect(list.menus.map((m) => [m.label, m.type, m.children, m.count, names(m.people)])).toEqual([
      ['Fleisch', 'Menü 1', false, 1, ['Lukas Meier']],
      ['Vegetarisch', 'Menü 2', false, 1, ['Anna Meier']],
      // Overview order: groups by name, those without one last; a companion right after their guest.
      ['Kinder', 'Menü 3', true, 2, ['Lena Meier (Lukas Meier)', 'Emil Klein']],
      ['Ohne Menüwahl', null, false, 1, ['Ben Brot']],
    ]);
    expect(list.menus[2].people[0]).toEqual({ guest_id: w.lukas.id, name: 'Lena Meier', companion_of: 'Lukas Meier', menu_label: 'Kinder', allergies: ['nüsse'] });
    expect(list.allergies.map((a) => [a.name, a.count, names(a.people), a.people.map((p) => p.menu_label)])).toEqual([
      ['Laktose', 2, ['Anna Meier', 'Ben Brot'], ['Vegetarisch', 'Ohne Menüwahl']],
      ['Nüsse', 2, ['Anna Meier', 'Lena Meier (Lukas Meier)'], ['Vegetarisch', 'Kinder']],
    ]);
    expect(list.totals).toEqual({ people: 5, guests: 4, companions: 1, children: 2, without_menu: 1, with_allergies: 3, open: 1, declined: 1 });
    // Mia (declined) and Solo (not answered) carry menus and allergies in their records: counted nowhere.
    const everyone = JSON.stringify(list);
    for (const absent of ['Mia', 'Solo', 'Gluten', 'Sellerie']) expect(everyone).not.toContain(absent);
  });

  it('has the same figures as the RSVP overview’s summary', async () => {
    await wedding();
    const list = await kitchen();
    const { summary } = (await api.get('/api/admin/rsvp').expect(200)).body as { summary: RsvpSummary };
    expect(list.menus.filter((m) => m.count > 0).map((m) => [m.menu_id, m.label, m.count])).toEqual(
      [...summary.menus].sort((a, b) => (a.menu_id ?? Infinity) - (b.menu_id ?? Infinity)).map((m) => [m.menu_id, m.label, m.count]),
    );
    expect([list.totals.guests, list.totals.declined, list.totals.open]).toEqual([summary.total.yes, summary.total.no, summary.total.open]);
    expect(list.totals.companions).toBe(summary.companions);
    expect(list.totals.people).toBe(summary.menus.reduce((sum, m) => sum + m.count, 0));
    // The same people with allergies (companions included), the same allergies.
    const byName = (rows: Array<{ name: string; allergies: string[] }>) => rows.map((r) => `${r.name}: ${r.allergies.map((a) => a.trim().toLowerCase()).sort().join(', ')}`).sort();
    const people = new Map(list.allergies.flatMap((a) => a.people).map((p) => [p.name, p]));
    expect(byName([...people.values()])).toEqual(byName(summary.allergies));
    expect(list.totals.with_allergies).toBe(summary.allergies.length);
  });

  it('follows the guest record and the answers: an admin’s guest-list edit, a changed answer, a decline', async () => {
    const w = await wedding();
    // The admin moves Anna to the meat menu on the guest list: the kitchen list follows the record.
    await api.put(`/api/admin/guests/${w.anna.id}`, { menu_id: w.meat }).expect(200);
    let list = await kitchen();
    expect(names(list.menus[0].people)).toEqual(['Anna Meier', 'Lukas Meier']);
    expect(list.menus[1].count).toBe(0);
    // Lukas declines: he and his companion drop out of every figure; his record keeps its menu.
    await api.put(`/api/admin/rsvp/${w.lukas.id}`, { attending: false }).expect(200);
    list = await kitchen();
    expect(names(list.menus.flatMap((m) => m.people))).toEqual(['Anna Meier', 'Emil Klein', 'Ben Brot']);
    expect(list.totals).toMatchObject({ people: 3, guests: 3, companions: 0, children: 1, declined: 2, open: 1 });
    expect(list.allergies.find((a) => a.name === 'Nüsse')?.people.map((p) => p.name)).toEqual(['Anna Meier']);
    // Back to open: counted as open, not as declined.
    await api.delete(`/api/admin/rsvp/${w.lukas.id}`).expect(200);
    expect((await kitchen()).totals).toMatchObject({ declined: 1, open: 2 });
  });

  it('an empty wedding: every menu with 0, nobody open', async () => {
    // Without a class the label is the type alone, as in the overview's counts.
    await api.post('/api/admin/menus', { type: 'Menü 3', class: '', description: { Gang1: 'Nudeln' } }).expect(201);
    expect(await kitchen()).toEqual({
      menus: [{ menu_id: expect.any(Number), label: 'Menü 3', type: 'Menü 3', children: true, count: 0, people: [] }],
      allergies: [],
      totals: { people: 0, guests: 0, companions: 0, children: 0, without_menu: 0, with_allergies: 0, open: 0, declined: 0 },
    });
  });
});

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

describe('exports', () => {
  it('CSV: BOM, ";", German headers, one row per person under their menu, companions marked, formulas neutralised, the exports’ file name', async () => {
    const w = await wedding();
    await api.put(`/api/admin/rsvp/${w.emil.id}`, { attending: true, menu_id: w.kids, allergies: ['=SUMME(A1)'] }).expect(200);
    const res = await api.get('/api/exports/kitchen-list?format=csv').buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Kuechenliste-2025-06-07.csv"; filename*=UTF-8''K%C3%BCchenliste-2025-06-07.csv`);
    const text = (res.body as Buffer).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(text.slice(1))).toEqual([
      ['Menü', 'Kindermenü', 'Name', 'Begleitung', 'Allergien und Ernährung'],
      ['Fleisch', '', 'Lukas Meier', '', ''],
      ['Vegetarisch', '', 'Anna Meier', '', 'Laktose, Nüsse'],
      ['Kinder', 'ja', 'Lena Meier', 'Begleitung von Lukas Meier', 'nüsse'],
      ['Kinder', 'ja', 'Emil Klein', '', "'=SUMME(A1)"],
      ['Ohne Menüwahl', '', 'Ben Brot', '', 'LAKTOSE'],
    ]);
  });

  it('PDF: totals, menus with their people, companions marked, allergies with names; the declined and unanswered absent', async () => {
    await wedding();
    const { res, pages } = await adminPdf(t, '/api/exports/kitchen-list?format=pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Kuechenliste-2025-06-07.pdf"; filename*=UTF-8''K%C3%BCchenliste-2025-06-07.pdf`);
    const text = pages.join(' ');
    for (const expected of [
      'Küchenliste',
      'Unsere Hochzeit',
      'Samstag, 7. Juni 2025',
      '5 Personen essen mit: 4 Gäste und 1 Begleitung',
      '2 Kindermenüs',
      '1 ohne Menüwahl',
      '3 Personen mit Allergien oder Ernährungswünschen',
      'Noch ohne Antwort: 1 Gast (nicht gezählt). Abgesagt: 1 (nicht gezählt).',
      'Kinder (2)',
      'Lena Meier Begleitung von Lukas Meier',
      'Laktose 2 Anna Meier – Vegetarisch; Ben Brot – Ohne Menüwahl',
      'Nüsse 2 Anna Meier – Vegetarisch; Lena Meier (Begleitung) – Kinder',
      'Seite 1 von 1',
    ])
      expect(text).toContain(expected);
    for (const absent of ['Mia', 'Solo', 'Gluten', 'Sellerie']) expect(text).not.toContain(absent);
  });

  it("the guest list's meals are the kitchen list's figures, for all guests and for one guest type", async () => {
    await wedding();
    const all = await kitchen();
    const meals = (text: string) => text.slice(text.indexOf('Menüs der Zusagen'), text.indexOf('Familie'));
    const expected = (list: KitchenList) => list.menus.filter((m) => m.count > 0).map((m) => `${m.label} ${m.count}`);
    expect(expected(all)).toEqual(['Fleisch 1', 'Vegetarisch 1', 'Kinder 2', 'Ohne Menüwahl 1']);
    const allText = meals((await adminPdf(t, '/api/exports/guest-list?format=pdf&type=all')).pages.join(' '));
    for (const line of expected(all)) expect(allText).toContain(line);
    // Inner Circle: Anna and Lukas with his companion Lena, no one else's meal.
    const inner = meals((await adminPdf(t, '/api/exports/guest-list?format=pdf&type=inner_circle')).pages.join(' '));
    expect(inner).toContain('Fleisch 1');
    expect(inner).toContain('Vegetarisch 1');
    expect(inner).toContain('Kinder 1');
    expect(inner).not.toContain('Ohne Menüwahl');
  });

  it('refuses an unknown format with a German message', async () => {
    for (const path of ['/api/exports/kitchen-list?format=xls', '/api/exports/kitchen-list']) {
      expect((await api.get(path).expect(400)).body).toEqual({ msg: EXPORT_MESSAGES.formatUnknown });
    }
  });
});

describe('the catering provider', () => {
  it('reads the same list on their dashboard’s endpoint and may download it', async () => {
    await wedding();
    const caterer = await t.createProvider({ company_name: 'Koch & Co', category: 'Catering' });
    const asCaterer = t.auth('service_provider', caterer.id);
    const { body } = await t.http().get('/api/service-provider/kitchen-list').set(asCaterer).expect(200);
    expect(body).toEqual(await kitchen());
    const csv = await t.http().get('/api/exports/kitchen-list?format=csv').set(asCaterer).buffer(true).parse(binary).expect(200);
    expect((csv.body as Buffer).toString('utf8')).toContain('Lena Meier;Begleitung von Lukas Meier');
    const pdf = await t.http().get('/api/exports/kitchen-list?format=pdf').set(asCaterer).buffer(true).parse(binary).expect(200);
    expect((await pdfPages(pdf.body as Buffer)).join(' ')).toContain('Kinder (2)');
  });

  it('other providers (another category, none) get 403 with a German message; guests are turned away by the guard', async () => {
    await wedding();
    const photographer = await t.createProvider({ company_name: 'Foto Licht', category: 'Fotograf' });
    const uncategorised = await t.createProvider({ company_name: 'Ohne Kategorie', category: null });
    for (const provider of [photographer, uncategorised]) {
      const as = t.auth('service_provider', provider.id);
      expect((await t.http().get('/api/service-provider/kitchen-list').set(as).expect(403)).body).toEqual({ msg: KITCHEN_MESSAGES.notCatering });
      expect((await t.http().get('/api/exports/kitchen-list?format=csv').set(as).expect(403)).body).toEqual({ msg: KITCHEN_MESSAGES.notCatering });
      expect((await t.http().get('/api/exports/kitchen-list?format=pdf').set(as).expect(403)).body).toEqual({ msg: KITCHEN_MESSAGES.notCatering });
    }
    const asGuest = t.auth('guest', (await t.createGuest()).id);
    expect((await t.http().get('/api/service-provider/kitchen-list').set(asGuest).expect(403)).body).toEqual({ msg: NOT_YOUR_AREA });
    expect((await t.http().get('/api/admin/kitchen-list').set(asGuest).expect(403)).body).toEqual({ msg: NOT_YOUR_AREA });
    expect((await t.http().get('/api/exports/kitchen-list?format=csv').set(asGuest).expect(403)).body).toEqual({ msg: NOT_YOUR_AREA });
  });

  it('a provider whose category changes to Catering sees it from then on', async () => {
    const provider = await t.createProvider({ company_name: 'Landgasthof', category: 'Location' });
    const as = t.auth('service_provider', provider.id);
    await t.http().get('/api/service-provider/kitchen-list').set(as).expect(403);
    await api.put(`/api/admin/service-providers/${provider.id}`, { category: 'Catering' }).expect(200);
    await t.http().get('/api/service-provider/kitchen-list').set(as).expect(200);
  });
});
