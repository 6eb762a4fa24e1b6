import { type TestApp, useTestApp } from '../../test/test-app.js';

let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { resetBeforeEach: false },
);

type Schema = { type?: string; nullable?: boolean; enum?: unknown[]; anyOf?: Schema[]; items?: Schema; properties?: Record<string, Schema>; $ref?: string };

it('documents a request field that takes several plain types as such, not as an array', async () => {
  const { body: doc } = await t.http().get('/api/openapi.json').expect(200);
  const schemas = doc.components.schemas as Record<string, Schema>;
  // null as a choice of its own: OpenAPI 3.0's `nullable` needs a `type` beside it (api/openapi-operations.ts).
  expect(schemas.ServiceProviderInputDto.properties?.price).toEqual({ anyOf: [{ type: 'number' }, { type: 'string' }, { type: 'number', nullable: true, enum: [null] }] });
  expect(schemas.ServiceProviderInputDto.properties?.contact_name).toEqual({ type: 'string', maxLength: 200, nullable: true });
});

it('documents the nullable fields of records and lists of this area, and names each list after its entries', async () => {
  const { body: doc } = await t.http().get('/api/openapi.json').expect(200);
  const schemas = doc.components.schemas as Record<string, Schema>;
  expect(schemas.ServiceProvider.properties?.contact_name).toEqual({ type: 'string', nullable: true });
  expect(schemas.TimelineEventList.items?.properties?.location).toEqual({ type: 'string', nullable: true });
  const reply = (path: string, method: string) => doc.paths[path][method].responses['200'].content['application/json'].schema.$ref;
  expect(reply('/api/timeline/admin', 'get')).toBe('#/components/schemas/TimelineEventList');
  expect(reply('/api/timeline/guest', 'get')).toBe('#/components/schemas/GuestTimelineEventList');
  expect(reply('/api/timeline/admin/{id}', 'delete')).toBe('#/components/schemas/SuccessReply');
});
