import { useTestApp } from '../../../test/test-app.js';

const t = useTestApp();

it('GET /api/health reports the database in use', async () => {
  const res = await t.http().get('/api/health').expect(200);
  expect(res.body).toEqual({ status: 'ok', db: process.env.DATABASE_URL ? 'postgresql' : 'pglite' });
});

it('sends baseline security headers, so signed URLs never leak through the Referer header', async () => {
  const res = await t.http().get('/api/health').expect(200);
  expect(res.headers['referrer-policy']).toBe('same-origin');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-powered-by']).toBeUndefined();
});
