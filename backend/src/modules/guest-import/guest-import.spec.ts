import { readdirSync } from 'node:fs';
import { IMPORT_MAX_CELLS, IMPORT_MAX_UNPACKED_BYTES, IMPORT_MESSAGES } from '@hochzeit/contracts';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { adminApi, countRows } from '../../../test/fixtures.js';
import { useTestApp } from '../../../test/test-app.js';
import { FileStorage } from '../../storage/file-storage.js';
import { SheetThreads } from './sheet-thread.js';

let tempDir: string;
const t = useTestApp((app) => {
  tempDir = app.app.get(FileStorage).tempDir;
});
const api = adminApi(t);

/** What German Excel writes under "CSV (Trennzeichen-getrennt)": Windows-1252, `;`, CRLF. */
const excelCsv = (lines: string[]) => Buffer.from(lines.join('\r\n') + '\r\n', 'latin1');
const utf8 = (lines: string[], bom = false) => Buffer.concat([Buffer.from(bom ? [0xef, 0xbb, 0xbf] : []), Buffer.from(lines.join('\n'), 'utf8')]);

const GERMAN_LIST = [
  'Vorname;Nachname;Familie;Gasttyp;Handy;E-Mail;Allergien',
  'Jürgen;Müller;Familie Müller;Inner Circle;+41 79 111 22 33;juergen@example.ch;Nüsse, Laktose',
  'Käthe;Müller;Familie Müller;Inner Circle;;kaethe@example.ch;',
  'Björn;Größer;;Apéro;079 222 33 44;;',
  'Zoë;Weiß;Paar Weiß-Öztürk;apero;;zoe@example.de;',
];

type Fields = Record<string, string>;
const post = (content: Buffer, name: string, fields: Fields = {}) => {
  const req = t.http().post('/api/admin/guests/import').set(t.auth('admin'));
  for (const [key, value] of Object.entries(fields)) req.field(key, value);
  return req.attach('file', content, name);
};
const dryRun = (content: Buffer, name = 'gaeste.csv', fields: Fields = {}) => post(content, name, { dry_run: 'true', ...fields });

const guests = async () =>
  (await t.orm.em.getConnection().execute('select g.first_name, g.last_name, g.guest_type, g.mobile, g.email, g.allergies, gg.name as group_name from guest g left join guest_group gg on gg.id = g.group_id order by g.id')) as {
    first_name: string;
    last_name: string;
    guest_type: string;
    mobile: string | null;
    email: string | null;
    allergies: string[];
    group_name: string | null;
  }[];
const nothingStored = async () => {
  expect(await countRows(t, 'guest')).toBe(0);
  expect(await countRows(t, 'guest_group')).toBe(0);
  expect(readdirSync(tempDir)).toEqual([]);
};

describe('reading the file', () => {
  it('reads a list as German Excel writes it (Windows-1252, `;`, CRLF) and suggests the mapping; the dry run stores nothing', async () => {
    const res = await dryRun(excelCsv(GERMAN_LIST)).expect(200);
    expect(res.body.file).toEqual({ kind: 'csv', encoding: 'windows-1252', delimiter: ';' });
    expect(res.body.headers).toEqual(['Vorname', 'Nachname', 'Familie', 'Gasttyp', 'Handy', 'E-Mail', 'Allergien']);
    expect(res.body.mapping_suggested).toBe(true);
    expect(res.body.mapping).toEqual({
      first_name: 0,
      last_name: 1,
      family: 2,
      guest_type: 3,
      side: null,
      mobile: 4,
      phone: null,
      email: 5,
      address: null,
      allergies: 6,
      special_requests: null,
      admin_notes: null,
    });
    expect(res.body.preview[0]).toEqual({ row: 2, cells: ['Jürgen', 'Müller', 'Familie Müller', 'Inner Circle', '+41 79 111 22 33', 'juergen@example.ch', 'Nüsse, Laktose'] });
    expect(res.body.preview.map((p: { cells: string[] }) => p.cells[0])).toEqual(['Jürgen', 'Käthe', 'Björn', 'Zoë']);
    expect(res.body.counts).toEqual({ rows: 4, rows_with_errors: 0, errors: 0, duplicates: 0, guests: 4, groups_new: 2, groups_existing: 0 });
    expect(res.body.groups).toEqual([
      { name: 'Familie Müller', existing_group_id: null, members: 2 },
      { name: 'Paar Weiß-Öztürk', existing_group_id: null, members: 1 },
    ]);
    expect(res.body.imported).toBeNull();
    await nothingStored();
  });

  it('imports it: umlauts intact, one group per family, types read from the spreadsheet', async () => {
    const res = await post(excelCsv(GERMAN_LIST), 'Gästeliste.csv').expect(200);
    expect(res.body.imported).toEqual({ guests: 4, groups: 2 });
    expect(await guests()).toEqual([
      { first_name: 'Jürgen', last_name: 'Müller', guest_type: 'Inner Circle', mobile: '+41 79 111 22 33', email: 'juergen@example.ch', allergies: ['Nüsse', 'Laktose'], group_name: 'Familie Müller' },
      { first_name: 'Käthe', last_name: 'Müller', guest_type: 'Inner Circle', mobile: null, email: 'kaethe@example.ch', allergies: [], group_name: 'Familie Müller' },
      { first_name: 'Björn', last_name: 'Größer', guest_type: 'Apéro', mobile: '079 222 33 44', email: null, allergies: [], group_name: null },
      { first_name: 'Zoë', last_name: 'Weiß', guest_type: 'Apéro', mobile: null, email: 'zoe@example.de', allergies: [], group_name: 'Paar Weiß-Öztürk' },
    ]);
    // Each imported guest has a personal sign-in link of their own, as if created by hand.
    const list = await api.get('/api/admin/guests').expect(200);
    expect(new Set(list.body.map((g: { login_token: string }) => g.login_token)).size).toBe(4);
    expect(list.body[0].login_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const groups = await api.get('/api/admin/guest-groups').expect(200);
    expect(groups.body.map((g: { name: string; members: unknown[] }) => [g.name, g.members.length])).toEqual([
      ['Familie Müller', 2],
      ['Paar Weiß-Öztürk', 1],
    ]);
    expect(readdirSync(tempDir)).toEqual([]);
  });

  it.each([
    ['UTF-8 with BOM', true, 'utf-8-bom'],
    ['UTF-8 without BOM', false, 'utf-8'],
  ])('reads %s with `,` and quoted cells (commas, quotes, line breaks)', async (_name, bom, encoding) => {
    const content = utf8(['First name,Last name,Email,Notes', 'Ève,Dubois,eve@example.fr,"Anreise am Freitag, 16 Uhr"', '"Hans ""Hansi""",Schön,,"zwei', 'Zeilen"', 'Ælfrida,Ørsted,,'], bom);
    const res = await dryRun(content).expect(200);
    expect(res.body.file).toEqual({ kind: 'csv', encoding, delimiter: ',' });
    expect(res.body.mapping).toMatchObject({ first_name: 0, last_name: 1, email: 2, admin_notes: 3 });
    expect(res.body.preview).toEqual([
      { row: 2, cells: ['Ève', 'Dubois', 'eve@example.fr', 'Anreise am Freitag, 16 Uhr'] },
      { row: 3, cells: ['Hans "Hansi"', 'Schön', '', 'zwei\nZeilen'] },
      { row: 4, cells: ['Ælfrida', 'Ørsted', '', ''] },
    ]);
    await post(content, 'guests.csv').expect(200);
    expect((await guests()).map((g) => `${g.first_name} ${g.last_name}`)).toEqual(['Ève Dubois', 'Hans "Hansi" Schön', 'Ælfrida Ørsted']);
  });

  it('reads the first sheet of an .xlsx workbook, numbers as written', async () => {
    const xlsx = await writeXlsxFile([
      ['Vorname', 'Nachname', 'Familie', 'Natel', 'Seite'],
      ['Jürgen', 'Müller', 'Familie Müller', '+41 79 111 22 33', 'Bräutigam'],
      ['Käthe', 'Müller', 'Familie Müller', 41791112234, 'Braut'],
      ['Ötzi', 'Öztürk', null, null, 'beide'],
    ]).toBuffer();
    const res = await dryRun(xlsx, 'Gäste.xlsx').expect(200);
    expect(res.body.file).toEqual({ kind: 'xlsx', encoding: null, delimiter: null });
    expect(res.body.mapping).toMatchObject({ first_name: 0, last_name: 1, family: 2, mobile: 3, side: 4 });
    expect(res.body.preview[1].cells).toEqual(['Käthe', 'Müller', 'Familie Müller', '41791112234', 'Braut']);
    await post(xlsx, 'Gäste.xlsx').expect(200);
    const rows = await t.orm.em.getConnection().execute('select first_name, mobile, side from guest order by id');
    expect(rows).toEqual([
      { first_name: 'Jürgen', mobile: '+41 79 111 22 33', side: 'Ehemann' },
      { first_name: 'Käthe', mobile: '41791112234', side: 'Ehefrau' },
      { first_name: 'Ötzi', mobile: null, side: 'Beide' },
    ]);
  });

  it('skips empty rows but keeps the spreadsheet row numbers', async () => {
    const res = await dryRun(excelCsv(['Vorname;Nachname', 'Anna;Meier', ';', '', 'Ben;Huber', ';;'])).expect(200);
    expect(res.body.preview.map((p: { row: number }) => p.row)).toEqual([2, 5]);
    expect(res.body.counts.rows).toBe(2);
  });
});

describe('mapping', () => {
  const LIST = excelCsv(['Spalte A;Spalte B;Spalte C;Spalte D', 'Anna;Meier;Team Braut;anna@example.ch', 'Ben;Huber;Team Braut;']);

  it('uses a mapping by column titles and by positions', async () => {
    const res = await dryRun(LIST, 'liste.csv', { mapping: JSON.stringify({ first_name: 'Spalte A', last_name: 1, family: 'spalte c', email: 3 }) }).expect(200);
    expect(res.body.mapping_suggested).toBe(false);
    expect(res.body.mapping).toMatchObject({ first_name: 0, last_name: 1, family: 2, email: 3, mobile: null });
    expect(res.body.groups).toEqual([{ name: 'Team Braut', existing_group_id: null, members: 2 }]);
    await post(LIST, 'liste.csv', { mapping: JSON.stringify({ first_name: 'Spalte A', last_name: 1, family: 'spalte c', email: 3 }) }).expect(200);
    expect((await guests()).map((g) => [g.first_name, g.last_name, g.email, g.group_name])).toEqual([
      ['Anna', 'Meier', 'anna@example.ch', 'Team Braut'],
      ['Ben', 'Huber', null, 'Team Braut'],
    ]);
  });

  it('takes the mapping the other way round as well (column title -> field)', async () => {
    const res = await dryRun(LIST, 'liste.csv', { mapping: JSON.stringify({ 'Spalte A': 'first_name', 'Spalte B': 'last_name', 'Spalte D': 'email' }) }).expect(200);
    expect(res.body.mapping).toMatchObject({ first_name: 0, last_name: 1, email: 3, family: null });
    const twice = await dryRun(LIST, 'liste.csv', { mapping: JSON.stringify({ 'Spalte A': 'first_name', 'Spalte B': 'first_name' }) }).expect(400);
    expect(twice.body.msg).toBe(IMPORT_MESSAGES.mappingInvalid);
  });

  it('without a name column, asks for one', async () => {
    const res = await dryRun(LIST).expect(400);
    expect(res.body.msg).toBe(IMPORT_MESSAGES.nameUnmapped);
  });

  it.each([
    ['not JSON', '{first_name:', IMPORT_MESSAGES.mappingJson],
    ['an unknown field', JSON.stringify({ first_name: 0, password: 1 }), 'Unbekanntes Feld in der Spaltenzuordnung: password'],
    ['an unknown column', JSON.stringify({ first_name: 'Vorname' }), 'Die Spalte „Vorname“ gibt es in der Datei nicht'],
    ['a position beyond the last column', JSON.stringify({ first_name: 4 }), 'Die Spalte „4“ gibt es in der Datei nicht'],
    ['a list', JSON.stringify([0, 1]), IMPORT_MESSAGES.mappingInvalid],
    ['a negative position', JSON.stringify({ first_name: -1 }), IMPORT_MESSAGES.mappingInvalid],
  ])('refuses %s with a German message, storing nothing', async (_what, mapping, msg) => {
    for (const dry of ['true', 'false']) {
      const res = await post(LIST, 'liste.csv', { mapping, dry_run: dry }).expect(400);
      expect(res.body.msg).toBe(msg);
    }
    await nothingStored();
  });

  it('suggests columns from German and English titles', async () => {
    const res = await dryRun(excelCsv(['E-Mail-Adresse;Familienname;Rufname;Mobiltelefon;Telefon privat;Gruppe;Typ;Straße;Unverträglichkeiten;Bemerkungen', 'a@b.ch;Meier;Anna;;;;;;;'])).expect(200);
    expect(res.body.mapping).toEqual({
      first_name: 2,
      last_name: 1,
      family: 5,
      guest_type: 6,
      side: null,
      mobile: 3,
      phone: 4,
      email: 0,
      address: null,
      allergies: 8,
      special_requests: null,
      admin_notes: 9,
    });
  });
});

describe('checking rows', () => {
  const BAD = excelCsv([
    'Vorname;Nachname;Gasttyp;Seite;E-Mail;Handy',
    'Anna;Meier;Apéro;Braut;anna@example.ch;+41 79 000 00 00',
    ';;Apéro;;;',
    'Ben;Huber;VIP;Onkel;ben(at)example;079 abc',
    `${'X'.repeat(101)};Lang;;;;`,
  ]);

  it('reports every problem per row in German, with the row number as the spreadsheet shows it', async () => {
    const res = await dryRun(BAD).expect(200);
    expect(res.body.errors).toEqual([
      { row: 3, field: null, message: 'Bitte geben Sie einen Vor- oder Nachnamen ein.' },
      { row: 4, field: 'guest_type', message: 'Gasttyp „VIP“ ist ungültig (erlaubt: Apéro, Inner Circle)' },
      { row: 4, field: 'side', message: 'Seite „Onkel“ ist ungültig (erlaubt: Ehemann, Ehefrau, Beide)' },
      { row: 4, field: 'email', message: 'E-Mail-Adresse ist ungültig' },
      { row: 4, field: 'mobile', message: 'Mobilnummer enthält ungültige Zeichen' },
      { row: 5, field: 'first_name', message: 'Vorname ist zu lang' },
    ]);
    expect(res.body.counts).toMatchObject({ rows: 4, rows_with_errors: 3, errors: 6, guests: 1 });
    await nothingStored();
  });

  it('refuses the import as a whole while a row has errors: 400, nothing stored', async () => {
    const res = await post(BAD, 'gaeste.csv').expect(400);
    expect(res.body.msg).toBe(
      'Import abgebrochen: 3 Zeilen haben Fehler (Zeile 3: Bitte geben Sie einen Vor- oder Nachnamen ein.; Zeile 4: Gasttyp „VIP“ ist ungültig (erlaubt: Apéro, Inner Circle); Zeile 4: Seite „Onkel“ ist ungültig (erlaubt: Ehemann, Ehefrau, Beide); …). Es wurde nichts gespeichert.',
    );
    await nothingStored();
  });
});

describe('duplicates', () => {
  const LIST = excelCsv([
    'Vorname;Nachname;Handy;E-Mail;Familie',
    'Anna;Meier;+41 79 123 45 67;;Familie Meier',
    'Ben;Huber;;ben@example.ch;',
    'anna;MEIER;0041791234567;;Familie Meier',
    'Carla;Rossi;;carla@example.ch;Familie Rossi',
    'Ben;Huber;;BEN@example.ch;',
    'Anna;Meier;+41 79 999 99 99;;',
  ]);

  beforeEach(async () => {
    await api.post('/api/admin/guest-groups', { name: 'familie rossi' }).expect(201);
    await api.post('/api/admin/guests', { first_name: 'Carla', last_name: 'Rossi', email: 'Carla@Example.ch' }).expect(201);
  });

  it('lists duplicates within the file and against existing guests before anything is stored', async () => {
    const res = await dryRun(LIST).expect(200);
    const existingId = (await t.orm.em.getConnection().execute('select id from guest'))[0].id;
    expect(res.body.duplicates).toEqual([
      { row: 4, first_name: 'anna', last_name: 'MEIER', matched_by: 'mobile', same_as_row: 2, existing_guest_id: null, message: 'Gleicher Name und gleiche Mobilnummer wie Zeile 2' },
      { row: 5, first_name: 'Carla', last_name: 'Rossi', matched_by: 'email', same_as_row: null, existing_guest_id: existingId, message: 'Gleicher Name und gleiche E-Mail-Adresse wie der vorhandene Gast Carla Rossi' },
      { row: 6, first_name: 'Ben', last_name: 'Huber', matched_by: 'email', same_as_row: 3, existing_guest_id: null, message: 'Gleicher Name und gleiche E-Mail-Adresse wie Zeile 3' },
    ]);
    // Same name, other number: not a duplicate (two people may share a name).
    expect(res.body.counts).toMatchObject({ rows: 6, duplicates: 3, guests: 3, groups_new: 1, groups_existing: 0 });
    expect(res.body.groups).toEqual([{ name: 'Familie Meier', existing_group_id: null, members: 1 }]);
    expect(await countRows(t, 'guest')).toBe(1);
  });

  it('leaves duplicates out by default', async () => {
    const res = await post(LIST, 'gaeste.csv').expect(200);
    expect(res.body.imported).toEqual({ guests: 3, groups: 1 });
    expect((await guests()).map((g) => `${g.first_name} ${g.last_name} ${g.mobile ?? g.email}`)).toEqual([
      'Carla Rossi Carla@Example.ch',
      'Anna Meier +41 79 123 45 67',
      'Ben Huber ben@example.ch',
      'Anna Meier +41 79 999 99 99',
    ]);
  });

  it('imports them too with duplicates=import, reusing the existing group of the same name', async () => {
    const dry = await dryRun(LIST, 'gaeste.csv', { duplicates: 'import' }).expect(200);
    const rossi = (await t.orm.em.getConnection().execute('select id from guest_group'))[0].id;
    expect(dry.body.groups).toEqual([
      { name: 'Familie Meier', existing_group_id: null, members: 2 },
      { name: 'Familie Rossi', existing_group_id: rossi, members: 1 },
    ]);
    expect(dry.body.counts).toMatchObject({ duplicates: 3, guests: 6, groups_new: 1, groups_existing: 1 });
    const res = await post(LIST, 'gaeste.csv', { duplicates: 'import' }).expect(200);
    expect(res.body.imported).toEqual({ guests: 6, groups: 1 });
    expect(await countRows(t, 'guest')).toBe(7);
    expect(await countRows(t, 'guest_group')).toBe(2);
    const members = await t.orm.em.getConnection().execute('select count(*)::int as n from guest where group_id = ?', [rossi]);
    expect(members[0].n).toBe(1);
  });

  it('refuses an unknown duplicates mode', async () => {
    const res = await dryRun(LIST, 'gaeste.csv', { duplicates: 'merge' }).expect(400);
    expect(res.body.msg).toBe("duplicates muss 'skip' oder 'import' sein");
  });
});

describe('all or nothing', () => {
  it('stores no guest and no group when the database fails in the middle of the import', async () => {
    // A real failure inside the transaction: the database refuses one guest of the second batch.
    const connection = t.orm.em.getConnection();
    await connection.execute(`create function refuse_guest() returns trigger language plpgsql as $$
      begin if new.last_name = 'Abbruch' then raise exception 'abgelehnt'; end if; return new; end $$`);
    await connection.execute('create trigger refuse_guest before insert on guest for each row execute function refuse_guest()');
    try {
      const lines = ['Vorname;Nachname;Familie'];
      for (let i = 0; i < 1500; i++) lines.push(`Gast ${i};${i === 1400 ? 'Abbruch' : `Nachname ${i}`};Familie ${i % 50}`);
      const res = await post(excelCsv(lines), 'gross.csv');
      expect(res.status).toBe(500);
      expect(res.body.msg).toEqual(expect.any(String));
      await nothingStored();
    } finally {
      await connection.execute('drop trigger refuse_guest on guest');
      await connection.execute('drop function refuse_guest()');
    }
  });

  it('a dry run of a large list stores nothing', async () => {
    const lines = ['Vorname;Nachname;Familie'];
    for (let i = 0; i < 3000; i++) lines.push(`Gast ${i};Nachname ${i};Familie ${i % 100}`);
    const res = await dryRun(excelCsv(lines)).expect(200);
    expect(res.body.counts).toMatchObject({ rows: 3000, guests: 3000, groups_new: 100 });
    expect(res.body.preview).toHaveLength(10);
    await nothingStored();
    const stored = await post(excelCsv(lines), 'gaeste.csv').expect(200);
    expect(stored.body.imported).toEqual({ guests: 3000, groups: 100 });
    expect(await countRows(t, 'guest')).toBe(3000);
    expect(await countRows(t, 'guest_group')).toBe(100);
  });
});

describe('refused files', () => {
  it.each([
    ['a PDF', 'gaeste.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 415, IMPORT_MESSAGES.fileType],
    ['an old .xls', 'gaeste.xls', Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]), 415, IMPORT_MESSAGES.fileType],
    ['text named .xlsx', 'gaeste.xlsx', Buffer.from('Vorname;Nachname\r\nAnna;Meier\r\n'), 415, 'Der Inhalt der Datei passt nicht zur Endung .xlsx'],
    ['a ZIP named .csv', 'gaeste.csv', Buffer.from('504b0304140000000000', 'hex'), 415, 'Der Inhalt der Datei passt nicht zur Endung .csv'],
    ['UTF-16 text named .csv', 'gaeste.csv', Buffer.from('\ufeffVorname;Nachname\r\n', 'utf16le'), 415, 'Der Inhalt der Datei passt nicht zur Endung .csv'],
    ['an empty file', 'gaeste.csv', Buffer.alloc(0), 400, IMPORT_MESSAGES.noHeader],
    ['a header without guests', 'gaeste.csv', excelCsv(['Vorname;Nachname', ';']), 400, IMPORT_MESSAGES.noRows],
    ['a broken quote', 'gaeste.csv', Buffer.from('Vorname;Nachname\r\nAnna;"Meier\r\n'), 400, IMPORT_MESSAGES.csvBroken(2)],
    ['a broken workbook', 'gaeste.xlsx', Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.from('[Content_Types].xml'), Buffer.alloc(200)]), 415, 'Der Inhalt der Datei passt nicht zur Endung .xlsx'],
  ])('refuses %s with a German message, storing nothing', async (_what, name, content, status, msg) => {
    const res = await post(content, name, { dry_run: 'true' }).expect(status);
    expect(res.body.msg).toBe(msg);
    await nothingStored();
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([Buffer.from('Vorname;Nachname\r\n'), Buffer.alloc(5 * 1024 * 1024, 'Anna;Meier\r\n')]);
    const res = await post(big, 'riesig.csv');
    expect(res.status).toBe(413);
    expect(res.body.msg).toBe('Datei zu groß (max. 5 MB)');
    await nothingStored();
  });

  it('asks for a file when none is sent', async () => {
    const res = await t.http().post('/api/admin/guests/import').set(t.auth('admin')).field('dry_run', 'true').expect(400);
    expect(res.body.msg).toBe('Bitte wählen Sie eine Datei aus');
  });

  it('is for admins only', async () => {
    const guest = await t.createGuest();
    await t.http().post('/api/admin/guests/import').attach('file', excelCsv(GERMAN_LIST), 'gaeste.csv').expect(401);
    await t.http().post('/api/admin/guests/import').set(t.auth('guest', guest.id)).attach('file', excelCsv(GERMAN_LIST), 'gaeste.csv').expect(403);
    expect(await countRows(t, 'guest')).toBe(1);
  });
});

describe('hostile files', () => {
  const MIB = 1024 * 1024;
  const PARTS: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Gäste" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  };
  const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const SHEET_START = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${cell('A1', 'Vorname')}</row><row r="2">${cell('A2', 'Anna')}`;
  const SHEET_END = '</row></sheetData></worksheet>';
  const SPACES = ' '.repeat(MIB);

  /** An .xlsx whose first sheet is the chunks' XML, compressed as it streams (hundreds of MB of it need little memory here). */
  function workbook(sheet: Iterable<string>): Buffer {
    const out: Uint8Array[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      out.push(chunk);
    });
    for (const [name, text] of Object.entries(PARTS)) {
      const part = new ZipDeflate(name, { level: 6 });
      zip.add(part);
      part.push(strToU8(text), true);
    }
    const part = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
    zip.add(part);
    for (const chunk of sheet) part.push(strToU8(chunk));
    part.push(new Uint8Array(0), true);
    zip.end();
    return Buffer.concat(out);
  }
  /** `mib` MB of spaces inside a cell's tag, as in the file that held the server for 60–100 s (its XML parser re-reads the open tag with each chunk). */
  function* spacesInTag(mib: number) {
    yield `${SHEET_START}<c r="B2"`;
    for (let i = 0; i < mib; i++) yield SPACES;
    yield ` t="inlineStr"><is><t>x</t></is></c>${SHEET_END}`;
  }
  /** The archive with the sheet's size in the central directory replaced by `declared`. */
  function lyingAbout(zip: Buffer, declared: number): Buffer {
    const copy = Buffer.from(zip);
    for (let at = copy.indexOf('PK\x01\x02'); at >= 0; at = copy.indexOf('PK\x01\x02', at + 4)) {
      if (copy.toString('utf8', at + 46, at + 46 + copy.readUInt16LE(at + 28)) === 'xl/worksheets/sheet1.xml') {
        copy.writeUInt32LE(declared, at + 24);
        return copy;
      }
    }
    throw new Error('no sheet in the archive');
  }

  /** Asks /api/health one after the other until the import settles: how long each answer took (ms). */
  async function healthDuring<T>(work: PromiseLike<T>): Promise<{ result: T; times: number[] }> {
    const state = { done: false };
    const settled = Promise.resolve(work).finally(() => (state.done = true));
    const times: number[] = [];
    while (!state.done) {
      const start = performance.now();
      await t.http().get('/api/health').expect(200);
      times.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { result: await settled, times };
  }
  const importDuring = (content: Buffer, name: string) => healthDuring(post(content, name).then((res) => res));

  it('imports a workbook built like the hostile ones below (the refusals are not about its form)', async () => {
    const res = await post(workbook([SHEET_START, SHEET_END]), 'gaeste.xlsx').expect(200);
    expect(res.body.imported).toEqual({ guests: 1, groups: 0 });
    expect((await guests()).map((g) => g.first_name)).toEqual(['Anna']);
  });

  it('refuses a 20 MB sheet of spaces (a few KB packed) before unpacking it, while /api/health answers within 1 s', async () => {
    const file = workbook(spacesInTag(IMPORT_MAX_UNPACKED_BYTES / MIB));
    expect(file.length).toBeLessThan(100 * 1024);
    const { result, times } = await importDuring(file, 'gaeste.xlsx');
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe(IMPORT_MESSAGES.unpackedTooLarge);
    expect(Math.max(...times)).toBeLessThan(1000);
    await nothingStored();
  });

  it('counts what it really unpacks when the archive declares less, and gives the memory back', async () => {
    const threads = t.app.get(SheetThreads);
    const file = lyingAbout(workbook([SHEET_START, SPACES.repeat(IMPORT_MAX_UNPACKED_BYTES / MIB + 1), SHEET_END]), 1000);
    const before = process.memoryUsage().rss;
    const { result, times } = await importDuring(file, 'gaeste.xlsx');
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe(IMPORT_MESSAGES.unpackedTooLarge);
    expect(Math.max(...times)).toBeLessThan(1000);
    expect(threads.size).toBe(0);
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * MIB);
    await nothingStored();
  });

  it('refuses 200 MB of spaces without holding the memory (it raised the server to 2.9 GB and left 2.1 GB)', async () => {
    const file = workbook(spacesInTag(200));
    const before = process.memoryUsage().rss;
    const { result, times } = await importDuring(file, 'gaeste.xlsx');
    expect(result.body.msg).toBe(IMPORT_MESSAGES.unpackedTooLarge);
    expect(Math.max(...times)).toBeLessThan(1000);
    expect(t.app.get(SheetThreads).size).toBe(0);
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * MIB);
    await nothingStored();
  });

  it('gives a file up after the time limit, ending its thread, while /api/health answers within 1 s; the next file imports', async () => {
    const threads = t.app.get(SheetThreads);
    const limit = threads.timeoutMs;
    threads.timeoutMs = 2000;
    try {
      // 2 MB of spaces in a tag: within the size limit, but the XML parser needs minutes for it.
      const started = performance.now();
      const { result, times } = await importDuring(workbook(spacesInTag(2)), 'gaeste.xlsx');
      expect(result.status).toBe(400);
      expect(result.body.msg).toBe(IMPORT_MESSAGES.readTimeout);
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(times.length).toBeGreaterThan(3);
      expect(Math.max(...times)).toBeLessThan(1000);
      expect(threads.size).toBe(0);
      await nothingStored();
    } finally {
      threads.timeoutMs = limit;
    }
    await post(excelCsv(GERMAN_LIST), 'gaeste.csv').expect(200);
    expect(await countRows(t, 'guest')).toBe(4);
  });

  it('refuses a sheet whose last cell makes it too large (one cell at XFD1048576) before reading it', async () => {
    const { result, times } = await importDuring(workbook([SHEET_START, cell('XFD1048576', 'x'), SHEET_END]), 'gaeste.xlsx');
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe(IMPORT_MESSAGES.tooManyCells);
    expect(Math.max(...times)).toBeLessThan(1000);
    await nothingStored();
  });

  it('refuses a CSV of too many cells', async () => {
    const csv = Buffer.from(`Vorname;Nachname\r\nAnna;${';'.repeat(IMPORT_MAX_CELLS)}\r\n`);
    const { result, times } = await importDuring(csv, 'gaeste.csv');
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe(IMPORT_MESSAGES.tooManyCells);
    expect(Math.max(...times)).toBeLessThan(1000);
    await nothingStored();
  });
});
