import { startTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('GET /api/health reports the database in use', async () => {
  const res = await t.http().get('/api/health').expect(200);
  expect(res.body).toEqual({ status: 'ok', db: process.env.DATABASE_URL ? 'postgresql' : 'pglite' });
});
