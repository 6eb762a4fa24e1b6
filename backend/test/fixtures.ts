import type { TestApp } from './test-app.js';

/** Small helpers that create data through the real API, as an admin would. */
export function adminApi(t: TestApp) {
  const admin = t.auth('admin');
  return {
    post: (path: string, body: object) => t.http().post(path).set(admin).send(body),
    put: (path: string, body: object) => t.http().put(path).set(admin).send(body),
    get: (path: string) => t.http().get(path).set(admin),
    delete: (path: string) => t.http().delete(path).set(admin),
    async location(name = 'Schloss Wartensee', address = 'Schloss Wartensee, 9404 Rorschacherberg'): Promise<number> {
      const rows = await t.orm.em.getConnection().execute(`insert into location (name, address) values ('${name}', '${address}') returning id`);
      return rows[0].id;
    },
  };
}

/** Counts rows, to prove that a refused request changed nothing. */
export async function countRows(t: TestApp, table: string): Promise<number> {
  const rows = await t.orm.em.getConnection().execute(`select count(*)::int as n from "${table}"`);
  return rows[0].n;
}
