import { MikroORM } from '@mikro-orm/core';
import { loadConfig } from '../../config/app-config.js';
import { ormOptions } from '../../database/orm-options.js';
import { ENTITIES } from '../../entities.js';

// Issue 35's migration: answers of both kinds (a guest's and an admin's, attending and declined)
// whose menu and allergies differ from the guest record's reach the guest record without loss,
// then rsvp_answer forgets both columns. Run on PGlite, and on PostgreSQL with DATABASE_URL.

const BEFORE = 'Migration20261217090000GuestAddress';
const MIGRATION = 'Migration20261218090000RsvpInGuestRecord';

const config = loadConfig({ DATA_DIR: ':memory:', DEMO_DATA: 'false', ADMIN_PASSWORD: 'test-passwort-123', ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) });
const startOrm = () => MikroORM.init({ ...ormOptions({ ...config, embeddedDatabaseImage: undefined }, ENTITIES), logger: () => undefined } as Parameters<typeof MikroORM.init>[0]);
let orm: Awaited<ReturnType<typeof startOrm>>;

beforeAll(async () => {
  orm = await startOrm();
  // PostgreSQL: start from an empty schema, so the committed migrations build it.
  if (config.databaseUrl) await orm.em.getConnection().execute('drop schema if exists public cascade; create schema public;');
  await orm.migrator.up({ to: BEFORE });
}, 120_000);

afterAll(() => orm.close());

const sql = (query: string, params: unknown[] = []) => orm.em.getConnection().execute(query, params);

it('copies attending answers’ menu and allergies into the guest record (answer’s menu wins, allergies united), keeps everything else, and drops the columns', async () => {
  const menu = async (type: string) => (await sql(`insert into menu (type, class, description, allergens) values (?, '', '{}', '[]') returning id`, [type]))[0].id as number;
  const [m1, m2, m3] = [await menu('Menü 1'), await menu('Menü 2'), await menu('Menü 3')];
  const guest = async (name: string, menuId: number | null, allergies: string[]) =>
    (await sql(`insert into guest (first_name, last_name, menu_id, allergies, login_token, created_at) values (?, 'Test', ?, ?::jsonb, md5(random()::text), now()) returning id`, [name, menuId, JSON.stringify(allergies)]))[0].id as number;
  const answer = (guestId: number, a: { attending: boolean; menu: number | null; allergies: string[]; by: 'guest' | 'admin'; companion?: string; song?: string; message?: string }) =>
    sql(
      `insert into rsvp_answer (guest_id, attending, menu_id, allergies, song_wish, message, companion_name, answered_at, answered_by, answered_by_guest_id)
       values (?, ?, ?, ?::jsonb, ?, ?, ?, '2026-05-01T10:00:00Z', ?, ?)`,
      [guestId, a.attending, a.menu, JSON.stringify(a.allergies), a.song ?? null, a.message ?? null, a.companion ?? null, a.by, a.by === 'guest' ? guestId : null],
    );

  // A guest answered yes with another menu and allergies than the admins noted.
  const anna = await guest('Anna', m1, ['Nüsse', 'laktose']);
  await answer(anna, { attending: true, menu: m2, allergies: ['Laktose', 'Gluten'], by: 'guest', song: 'Dancing Queen', message: 'Bis bald', companion: 'Tom Keller' });
  // An admin recorded a yes without a menu or allergies: the record's stay.
  const lukas = await guest('Lukas', m1, ['Ei']);
  await answer(lukas, { attending: true, menu: null, allergies: [], by: 'admin' });
  // An admin's yes with a menu for a guest without one; typed twice in other spelling, and an empty entry.
  const solo = await guest('Solo', null, []);
  await answer(solo, { attending: true, menu: m3, allergies: ['Sellerie', ' sellerie', ''], by: 'admin' });
  // Declined (by a guest, and by an admin whose old row still held a menu): the record is left alone.
  const mia = await guest('Mia', m1, ['Soja']);
  await answer(mia, { attending: false, menu: null, allergies: [], by: 'guest', message: 'Leider nicht' });
  const max = await guest('Max', m2, []);
  await answer(max, { attending: false, menu: m3, allergies: ['Fisch'], by: 'admin' });
  // Not answered: unchanged.
  const open = await guest('Offen', m2, ['Kiwi']);
  const answersBefore = await sql('select guest_id, attending, song_wish, message, companion_name, answered_at, answered_by, answered_by_guest_id from rsvp_answer order by guest_id');

  await orm.migrator.up({ to: MIGRATION });

  const records = Object.fromEntries(
    (await sql('select id, menu_id, allergies from guest order by id')).map((row: { id: number; menu_id: number | null; allergies: string[] }) => [row.id, { menu_id: row.menu_id, allergies: row.allergies }]),
  );
  expect(records).toEqual({
    [anna]: { menu_id: m2, allergies: ['Laktose', 'Gluten', 'Nüsse'] },
    [lukas]: { menu_id: m1, allergies: ['Ei'] },
    [solo]: { menu_id: m3, allergies: ['Sellerie'] },
    [mia]: { menu_id: m1, allergies: ['Soja'] },
    [max]: { menu_id: m2, allergies: [] },
    [open]: { menu_id: m2, allergies: ['Kiwi'] },
  });
  // Every answer is still there with all it said; the companions start without menu and allergies.
  expect(await sql('select guest_id, attending, song_wish, message, companion_name, answered_at, answered_by, answered_by_guest_id from rsvp_answer order by guest_id')).toEqual(answersBefore);
  expect(await sql('select companion_menu_id, companion_allergies from rsvp_answer where guest_id = ?', [anna])).toEqual([{ companion_menu_id: null, companion_allergies: [] }]);
  const columns = (await sql(`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'rsvp_answer'`)).map((c: { column_name: string }) => c.column_name);
  expect(columns).not.toContain('menu_id');
  expect(columns).not.toContain('allergies');
  expect(columns).toEqual(expect.arrayContaining(['companion_menu_id', 'companion_allergies']));

  // The companion's menu follows a deleted menu like the guest's does (set null).
  await sql('update rsvp_answer set companion_menu_id = ? where guest_id = ?', [m3, anna]);
  await sql('delete from menu where id = ?', [m3]);
  expect((await sql('select companion_menu_id from rsvp_answer where guest_id = ?', [anna]))[0].companion_menu_id).toBeNull();
}, 120_000);
