import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { adminApi } from '../../../test/fixtures.js';
import { binary } from '../../../test/http.js';
import { useTestApp } from '../../../test/test-app.js';
import { FileStorage } from '../../storage/file-storage.js';
import { seedDemoData } from '../demo-data/demo-data.js';
import { ServiceProvider } from '../service-providers/index.js';

const t = useTestApp();
const api = adminApi(t);

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const get = async (path: string) => api.get(path).buffer(true).parse(binary).expect(200);

/** A cell of the workbook as the CSV writes it: dates on the venue's clocks (their UTC fields), numbers as digits. */
function asCsvText(value: unknown, title: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // A cell holds days as a fraction: 14:00 may come back as 13:59:59.999, which Excel shows as 14:00.
    const at = new Date(Math.round(value.getTime() / 1000) * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const day = `${pad(at.getUTCDate())}.${pad(at.getUTCMonth() + 1)}.${at.getUTCFullYear()}`;
    const time = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
    return title === 'Datum' ? day : title === 'Beantwortet am' ? `${day} ${time}` : time;
  }
  return typeof value === 'number' ? String(value) : (value as string);
}

/** A CSV cell as a spreadsheet shows it: the phone's text formula and the formula guard's apostrophe are not shown. */
const shownCsv = (text: string) => text.replace(/^="(.*)"$/, '$1').replace(/^'(?=[=+\-@])/, '');

describe('every list as .xlsx: the titles and rows of its CSV, typed', () => {
  it.each([
    ['guest list', '/api/exports/guest-list?type=all', 'Gaesteliste-Alle'],
    ['Apéro guest list', '/api/exports/guest-list?type=appero', 'Gaesteliste-Apero'],
    ['room list', '/api/exports/room-list?', 'Zimmerliste'],
    ['Inner Circle day plan', '/api/exports/timeline?type=inner_circle', 'Tagesablauf-Inner-Circle'],
    ['RSVP', '/api/exports/rsvp?', 'Rueckmeldungen'],
    ['kitchen list', '/api/exports/kitchen-list?', 'Kuechenliste'],
  ])('%s', async (_name, path, fileName) => {
    await seedDemoData(t.orm.em.fork(), t.config, t.app.get(FileStorage));
    const sep = path.endsWith('?') ? '' : '&';
    const xlsx = await get(`${path}${sep}format=xlsx`);
    expect(xlsx.headers['content-type']).toBe(XLSX_TYPE);
    expect(xlsx.headers['cache-control']).toBe('no-store');
    expect(xlsx.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${fileName}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"; filename\\*=UTF-8''`));
    const sheet = (await readSheet(xlsx.body as Buffer)) as unknown[][];
    const csv: string[][] = parse((await get(`${path}${sep}format=csv`)).body.toString('utf8').slice(1), { delimiter: ';' });
    const titles = sheet[0] as string[];
    expect(titles).toEqual(csv[0]);
    expect(sheet.length).toBeGreaterThan(1);
    expect(sheet.slice(1).map((row) => titles.map((title, i) => asCsvText(row[i], title)))).toEqual(csv.slice(1).map((row) => row.map(shownCsv)));
  });

  it('numbers are numbers, dates and times are dates, text is text', async () => {
    await seedDemoData(t.orm.em.fork(), t.config, t.app.get(FileStorage));
    const rooms = (await readSheet((await get('/api/exports/room-list?format=xlsx')).body as Buffer)) as unknown[][];
    expect(rooms[0]).toEqual(['Zimmer', 'Standort', 'Beschreibung', 'Kapazität', 'Belegt', 'Gäste']);
    for (const row of rooms.slice(1)) {
      expect(typeof row[0]).toBe('string');
      expect(typeof row[3]).toBe('number');
      expect(typeof row[4]).toBe('number');
    }
    const provider = await t.orm.em.fork().findOneOrFail(ServiceProvider, { company_name: 'Fotostudio Lichtblick' });
    const plan = (await readSheet((await get(`/api/exports/timeline?type=service_provider&service_provider_id=${provider.id}&format=xlsx`)).body as Buffer)) as unknown[][];
    expect(plan.length).toBeGreaterThan(1);
    for (const row of plan.slice(1)) {
      expect(row[0]).toBeInstanceOf(Date);
      expect(row[1]).toBeInstanceOf(Date);
      // The day only; the start on the same day.
      expect((row[0] as Date).getUTCHours()).toBe(0);
      expect((row[1] as Date).toISOString().slice(0, 10)).toBe((row[0] as Date).toISOString().slice(0, 10));
    }
    const rsvp = (await readSheet((await get('/api/exports/rsvp?format=xlsx')).body as Buffer)) as unknown[][];
    const answered = (rsvp[0] as string[]).indexOf('Beantwortet am');
    const sophie = rsvp.find((row) => row[0] === 'Sophie')!;
    expect(sophie[answered]).toBeInstanceOf(Date);
  });
});
