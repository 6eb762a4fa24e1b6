import { type TestApp, useTestApp } from '../../test/test-app.js';

let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { resetBeforeEach: false },
);

type Schema = { type?: string; nullable?: boolean; anyOf?: Schema[]; items?: Schema; properties?: Record<string, Schema>; $ref?: string };

it('documents nullable values and unions of plain types as such, not as arrays', async () => {
  const { body: doc } = await t.http().get('/api/openapi.json').expect(200);
  const schemas = doc.components.schemas as Record<string, Schema>;
  expect(schemas.ServiceProvider.properties?.contact_name).toEqual({ type: 'string', nullable: true });
  expect(schemas.ServiceProviderInputDto.properties?.price).toEqual({ anyOf: [{ type: 'number' }, { type: 'string' }], nullable: true });
  expect(schemas.TimelineEventList.items?.properties?.location).toEqual({ type: 'string', nullable: true });
});

it('names every list reply after its entries, so replies never overwrite each other', async () => {
  const { body: doc } = await t.http().get('/api/openapi.json').expect(200);
  const reply = (path: string, method: string) => doc.paths[path][method].responses['200'].content['application/json'].schema.$ref;
  expect(reply('/api/timeline/admin', 'get')).toBe('#/components/schemas/TimelineEventList');
  expect(reply('/api/timeline/guest', 'get')).toBe('#/components/schemas/GuestTimelineEventList');
  expect(reply('/api/timeline/admin/{id}', 'delete')).toBe('#/components/schemas/SuccessReply');
});
