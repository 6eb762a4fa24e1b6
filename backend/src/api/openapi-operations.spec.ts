import { type TestApp, useTestApp } from '../../test/test-app.js';

let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { resetBeforeEach: false },
);

interface Operation {
  operationId: string;
  security: Record<string, string[]>[];
  tags: string[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>>; servers: unknown[]; components: { schemas: Record<string, { properties: Record<string, unknown> }> } };

const documented = async () => (await t.http().get('/api/openapi.json').expect(200)).body as Document;
const operations = (doc: Document) => Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
const statuses = (operation: Operation) => Object.keys(operation.responses).filter((status) => /^4/.test(status));

it('names the security each route checks: a request without a token is refused with 401 exactly where the bearer token is documented', async () => {
  const doc = await documented();
  const wrong: string[] = [];
  for (const { path, method, operation } of operations(doc)) {
    const url = path.replace(/\{[^}]+\}/g, '1');
    const res = await t.http()[method as 'get'](url);
    const bearer = operation.security.some((requirement) => 'bearer' in requirement);
    // A public route may still answer 401 where it says so (a wrong password, an invalid signed link).
    if (bearer ? res.status !== 401 : res.status === 401 && !('401' in operation.responses)) wrong.push(`${method.toUpperCase()} ${path}: ${res.status}`);
  }
  expect(wrong).toEqual([]);
});

it('documents the error replies a route gives, each with the {msg} shape', async () => {
  const doc = await documented();
  const op = (path: string, method: string) => doc.paths[path][method];
  expect(doc.components.schemas.ErrorReply).toEqual({ type: 'object', properties: { msg: { type: 'string', description: expect.any(String) } }, required: ['msg'] });
  // Behind the guard, admin-only, with an id and a body.
  expect(statuses(op('/api/admin/rooms/{id}', 'put'))).toEqual(expect.arrayContaining(['400', '401', '403', '404', '413', '415']));
  // Public with a body: no 401 from the guard, no 404 without parameters; its rate limit named by @ApiDoc.
  expect(statuses(op('/api/remote-failures', 'post'))).toEqual(['400', '413', '415', '429']);
  expect(op('/api/remote-failures', 'post').security).toEqual([]);
  for (const { operation } of operations(doc)) {
    for (const status of statuses(operation)) expect(operation.responses[status].content).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } });
    expect(operation.tags).toHaveLength(1);
  }
  expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
});

it('writes a nullable choice with a type beside every nullable, as OpenAPI 3.0 requires', async () => {
  const doc = await documented();
  const email = doc.components.schemas.GuestInputDto.properties.email as { anyOf: { type?: string; nullable?: boolean; enum?: unknown[] }[]; nullable?: boolean };
  expect(email.nullable).toBeUndefined();
  expect(email.anyOf.at(-1)).toEqual({ type: 'string', nullable: true, enum: [null] });
  expect(JSON.stringify(doc)).not.toContain('"const"');
});
