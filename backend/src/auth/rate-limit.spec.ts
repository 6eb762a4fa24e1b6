import { type TestApp, useTestApp } from '../../test/test-app.js';

let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { env: { LOGIN_RATE_LIMIT: '3' } },
);

it('limits login attempts per client and answers 429 with a German message', async () => {
  const attempt = () => t.http().post('/api/auth/login').send({ username: 'admin', password: 'falsch-falsch' });
  for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
  const blocked = await attempt();
  expect(blocked.status).toBe(429);
  expect(blocked.body.msg).toBe('Zu viele Anmeldeversuche. Bitte warten Sie eine Minute.');
  // Even the right password waits until the window has passed.
  const right = await t.http().post('/api/auth/login').send({ username: 'admin', password: 'test-passwort-123' });
  expect(right.status).toBe(429);
});
