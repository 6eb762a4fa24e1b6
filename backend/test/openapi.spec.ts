import { type TestApp, useTestApp } from './test-app.js';

let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { resetBeforeEach: false },
);

type Operation = { responses?: Record<string, { content?: Record<string, unknown> }> };

it('serves the OpenAPI document and a readable reference, without a sign-in', async () => {
  const doc = await t.http().get('/api/openapi.json').expect(200);
  expect(doc.body.info.title).toBe('Hochzeitsportal API');
  const docs = await t.http().get('/api/docs/').expect(200);
  expect(docs.text).toContain('swagger-ui');
});

it('documents a reply with a body for every route', async () => {
  const { body: doc } = await t.http().get('/api/openapi.json').expect(200);
  const undocumented: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(methods)) {
      const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      if (!success.some(([, reply]) => reply.content && Object.keys(reply.content).length > 0)) undocumented.push(`${method.toUpperCase()} ${path}`);
    }
  }
  expect(undocumented).toEqual([]);
});

it('documents a nullable field as nullable, and each list reply under its own name', async () => {
  const { body: doc } = await t.http().get('/api/openapi.json').expect(200);
  expect(doc.components.schemas.Location.properties.address).toEqual({ type: 'string', nullable: true });
  const reply = (path: string) => doc.paths[path].get.responses['200'].content['application/json'].schema.$ref;
  expect(reply('/api/admin/locations')).toBe('#/components/schemas/LocationList');
  expect(reply('/api/admin/rooms')).toBe('#/components/schemas/RoomList');
  expect(doc.components.schemas.RoomList.items.properties.description).toEqual({ type: 'string', nullable: true });
});
