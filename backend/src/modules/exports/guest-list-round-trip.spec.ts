import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { adminApi } from '../../../test/fixtures.js';
import { binary } from '../../../test/http.js';
import { useTestApp } from '../../../test/test-app.js';
import { FileStorage } from '../../storage/file-storage.js';
import { seedDemoData } from '../demo-data/demo-data.js';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';

const t = useTestApp();
const api = adminApi(t);

/**
 * The demo wedding (a family, an answer with a companion, a decline) and guests as couples write
 * them: Swiss numbers without spaces, German ones with 00, a formula-like name, an address.
 */
async function seed() {
  await seedDemoData(t.orm.em.fork(), t.config, t.app.get(FileStorage));
  const em = t.orm.em.fork();
  const friends = em.create(GuestGroup, { name: 'Freunde aus Köln' });
  await em.flush();
  await t.createGuest({ first_name: 'Lena', last_name: 'Zürcher', guest_type: 'Apéro', side: 'Beide', mobile: '0791234567', phone: '00491701234567', email: 'lena@example.de', group: friends, address: 'Bahnhofstrasse 1, 8001 Zürich' });
  await t.createGuest({ first_name: 'Max', last_name: 'Köhler', guest_type: 'Inner Circle', side: 'Ehemann', phone: '071 858 73 73', mobile: '+49 170 1234567', group: friends, allergies: ['Gluten', 'Sellerie'], special_requests: 'Rollstuhl' });
  await t.createGuest({ first_name: '=SUMME(1;2)', last_name: '-Strich', guest_type: 'Apéro', mobile: '+41791234599' });
}

interface StoredGuest {
  id: number;
  first_name: string;
  last_name: string;
  guest_type: string;
  side: string | null;
  group_name: string | null;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  address: string | null;
  allergies: string[];
  special_requests: string | null;
}

const storedGuests = async (): Promise<StoredGuest[]> =>
  (await t.orm.em
    .getConnection()
    .execute(
      `select g.id, g.first_name, g.last_name, g.guest_type, g.side, gg.name as group_name, g.email, g.phone, g.mobile, g.address, g.allergies, g.special_requests
         from guest g left join guest_group gg on gg.id = g.group_id order by g.id`,
    )) as StoredGuest[];
const withoutId = ({ id: _id, ...guest }: StoredGuest) => guest;
const byName = (a: { first_name: string; last_name: string }, b: { first_name: string; last_name: string }) =>
  `${a.last_name} ${a.first_name}`.localeCompare(`${b.last_name} ${b.first_name}`);

const download = async (format: 'csv' | 'xlsx') => (await api.get(`/api/exports/guest-list?format=${format}&type=all`).buffer(true).parse(binary).expect(200)).body as Buffer;
const importFile = (file: Buffer, name: string, fields: Record<string, string>) => {
  const req = t.http().post('/api/admin/guests/import').set(t.auth('admin'));
  for (const [key, value] of Object.entries(fields)) req.field(key, value);
  return req.attach('file', file, name);
};

describe.each(['csv', 'xlsx'] as const)('the guest list exported as %s imports back unchanged', (format) => {
  it('every row accepted (dry run), then stored as the same guests in the same groups', async () => {
    await seed();
    const before = await storedGuests();
    const groupsBefore = await t.orm.em.getConnection().execute('select count(*)::int as n from guest_group');
    const file = await download(format);

    const preview = await importFile(file, `gaeste.${format}`, { dry_run: 'true', duplicates: 'import' }).expect(200);
    expect(preview.body.errors).toEqual([]);
    // One row per guest (the demo's companion Tom Keller is in Sophie's row, no guest of his own).
    expect(preview.body.counts).toMatchObject({ rows: before.length, rows_with_errors: 0, errors: 0, guests: before.length, groups_new: 0, groups_existing: 2 });
    // The preview shows the cells as a spreadsheet does: '0791234567', not the CSV's ="0791234567".
    const shown = (preview.body.preview as { cells: string[] }[]).flatMap((row) => row.cells);
    expect(shown.filter((cell) => cell.startsWith('="') || cell.startsWith("'"))).toEqual([]);
    expect(shown.some((cell) => /^(\+|0)\d/.test(cell))).toBe(true);
    expect(await storedGuests()).toEqual(before);

    const done = await importFile(file, `gaeste.${format}`, { duplicates: 'import' }).expect(200);
    expect(done.body.imported).toEqual({ guests: before.length, groups: 0 });
    const after = await storedGuests();
    const imported = after.filter((guest) => guest.id > Math.max(...before.map((g) => g.id)));
    // Names, types, sides, groups, e-mails, phones as written ('0791234567', '00491701234567', '+41…'), address, allergies, wishes.
    expect(imported.map(withoutId).sort(byName)).toEqual(before.map(withoutId).sort(byName));
    expect(imported.find((g) => g.first_name === 'Lena')).toMatchObject({ mobile: '0791234567', phone: '00491701234567' });
    expect(imported.find((g) => g.last_name === '-Strich')).toMatchObject({ first_name: '=SUMME(1;2)', mobile: '+41791234599' });
    expect(await t.orm.em.getConnection().execute('select count(*)::int as n from guest_group')).toEqual(groupsBefore);
  });
});

it('the CSV as a spreadsheet library reads it: phones as their text in a text formula, no apostrophe before +', async () => {
  await seed();
  const text = (await download('csv')).toString('utf8');
  const rows: string[][] = parse(text.slice(1), { delimiter: ';' });
  const header = rows[0];
  const lena = rows.find((row) => row[0] === 'Lena')!;
  expect(lena[header.indexOf('Mobil')]).toBe('="0791234567"');
  expect(lena[header.indexOf('Telefon')]).toBe('="00491701234567"');
  expect(text).toContain('"=""0791234567"""');
  const anna = rows.find((row) => row[0] === 'Anna')!;
  expect(anna[header.indexOf('Mobil')]).toBe('="+41 79 123 45 67"');
  expect(text).not.toContain("'+41");
  // Free text that would run as a formula keeps its guard.
  expect(rows.find((row) => row[1] === "'-Strich")?.[0]).toBe("'=SUMME(1;2)");
});

it('the .xlsx as a spreadsheet library reads it: phones are text cells, German headers, companion in its columns', async () => {
  await seed();
  const rows = (await readSheet(await download('xlsx'))) as unknown[][];
  const header = rows[0] as string[];
  expect(header.slice(0, 8)).toEqual(['Vorname', 'Nachname', 'Gasttyp', 'Seite', 'Familie/Gruppe', 'E-Mail', 'Telefon', 'Mobil']);
  const row = (first: string) => rows.find((r) => r[0] === first)!;
  expect(row('Lena')[header.indexOf('Mobil')]).toBe('0791234567');
  expect(row('Lena')[header.indexOf('Telefon')]).toBe('00491701234567');
  expect(row('Anna')[header.indexOf('Mobil')]).toBe('+41 79 123 45 67');
  expect(row('Max')[header.indexOf('Mobil')]).toBe('+49 170 1234567');
  // No guard in a workbook: a text cell is never a formula.
  expect(row('=SUMME(1;2)')[1]).toBe('-Strich');
  expect(row('Sophie')[header.indexOf('Begleitung')]).toBe('Tom Keller');
  expect(rows.filter((r) => r[0] === 'Tom')).toEqual([]);
});
