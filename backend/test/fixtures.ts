import type { TestApp } from './test-app.js';

/** Small helpers that create data through the real API, as an admin would. */
export function adminApi(t: TestApp) {
  // Asked for on each request, so the helpers can be made before the app has started.
  const admin = () => t.auth('admin');
  return {
    post: (path: string, body: object) => t.http().post(path).set(admin()).send(body),
    put: (path: string, body: object) => t.http().put(path).set(admin()).send(body),
    get: (path: string) => t.http().get(path).set(admin()),
    delete: (path: string) => t.http().delete(path).set(admin()),
    async location(name = 'Schloss Wartensee', address = 'Schloss Wartensee, 9404 Rorschacherberg'): Promise<number> {
      const res = await t.http().post('/api/admin/locations').set(admin()).send({ name, address });
      if (res.status !== 201) throw new Error(`Standort nicht angelegt: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.id;
    },
  };
}

export type AdminApi = ReturnType<typeof adminApi>;

/** Counts rows, to prove that a refused request changed nothing. */
export async function countRows(t: TestApp, table: string): Promise<number> {
  const rows = await t.orm.em.getConnection().execute(`select count(*)::int as n from "${table}"`);
  return rows[0].n;
}
