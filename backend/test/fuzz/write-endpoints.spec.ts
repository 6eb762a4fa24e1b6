import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { isZodDto } from 'nestjs-zod/dto';
import { z } from 'zod';
import { type AppRoute, appRoutes } from '../../src/api/app-routes.js';
import { findInvalidText } from '../../src/api/input-text.js';
import { IS_PUBLIC, ROLES } from '../../src/auth/decorators.js';
import type { UserType } from '../../src/auth/auth.types.js';
import { SessionVersions } from '../../src/auth/session-versions.js';
import { IdParamPipe } from '../../src/common/id-param.js';
import { type TestApp, useTestApp } from '../test-app.js';
import { HOSTILE_BODIES, hostileValues, schemaFields, valueAt, valuePaths, withValueAt } from './hostile-values.js';
import { FUZZ_DEVICE_ID, ids, MULTIPART, MULTIPART_FILES, PARAMETER_RECORDS, PARAMETER_TEXTS, SAMPLES, sampleOf, seedRecords } from './samples.js';
import { type Snapshot, snapshotter } from './snapshot.js';

/**
 * Every write endpoint of the application (POST, PUT, PATCH), found from Nest's route metadata with
 * the contract schema of its body, gets hostile input in every field: wrong types, null, NUL
 * characters, lone surrogates, huge strings, deep values, odd ISO-8601 and id forms, unknown and
 * prototype keys, broken and oversized bodies. The contract schema (plus the refusal of NUL and
 * lone surrogates that applies everywhere) says which of these must be refused: those answer 400
 * with a German `{msg}` and change nothing (every table and every stored file is compared before
 * and after). The rest are taken, but never answer 500. Every id in an address takes plain
 * decimal digits only.
 */

// ---------------------------------------------------------------- the application

let t: TestApp;
let base: string;
let snapshot: () => Promise<Snapshot>;

useTestApp(
  async (app) => {
    t = app;
    // Requests go over one kept-alive connection: far cheaper than a new server per request.
    await app.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
    snapshot = snapshotter(app);
    // A send answers at once: no job works the queue here, so waiting for progress would only cost time.
    app.config.sms.replyWaitMs = 0;
    await seedRecords(app);
  },
  // Jobs stay in the queue: a background job must not change the tables between two snapshots.
  { resetBeforeEach: false, overrides: { jobWorkers: 'off' } },
);

// ---------------------------------------------------------------- routes from the application

interface WriteRoute extends AppRoute {
  key: string;
  body: z.ZodType | null;
  caller: UserType | null;
}

function metadata<T>(key: string, route: AppRoute): T | undefined {
  return Reflect.getMetadata(key, route.handler) ?? Reflect.getMetadata(key, route.controller);
}

/** The contract schemas of a handler's arguments of one kind (@Body, @Param …). */
function argumentsOf(route: AppRoute, kind: RouteParamtypes): Array<{ name?: string; type: unknown; pipes: unknown[] }> {
  const args: Record<string, { index: number; data?: string; pipes?: unknown[] }> = Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.handlerName) ?? {};
  const types: unknown[] = Reflect.getMetadata('design:paramtypes', route.controller.prototype, route.handlerName) ?? [];
  return Object.entries(args)
    .filter(([key]) => key.startsWith(`${kind}:`))
    .map(([, arg]) => ({ name: arg.data, type: types[arg.index], pipes: arg.pipes ?? [] }));
}

/** Who may call the route: admins where they may, else its one audience; null for public routes. */
function callerOf(route: AppRoute): UserType | null {
  if (metadata<boolean>(IS_PUBLIC, route)) return null;
  const roles = metadata<UserType[]>(ROLES, route) ?? ['admin'];
  return roles.includes('admin') ? 'admin' : roles[0];
}

let routes: WriteRoute[] = [];
beforeAll(() => {
  routes = appRoutes(t.app).map((route) => {
    const body = argumentsOf(route, RouteParamtypes.BODY).find(({ type }) => isZodDto(type))?.type as { schema: z.ZodType } | undefined;
    return { ...route, key: `${route.method} ${route.path}`, body: body?.schema ?? null, caller: callerOf(route) };
  });
});
const writeRoutes = () => routes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));

/** The route's address with seeded records for its parameters (`replace` puts other text in for some). */
function address(route: AppRoute, replace: Record<string, string> = {}): string {
  return route.path.replace(/:(\w+)/g, (parameter, name: string) => {
    if (name in replace) return replace[name];
    const text = PARAMETER_TEXTS.find(([pattern]) => pattern.test(route.path))?.[1];
    if (text) return text();
    const record = PARAMETER_RECORDS.find(([pattern]) => pattern.test(route.path) && route.path.includes(parameter))?.[1];
    return String(record ? ids[record] : 999_999);
  });
}

// ---------------------------------------------------------------- sending

interface Reply {
  status: number;
  body: { msg?: unknown } | null;
}

function headersFor(route: WriteRoute, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { ...extra };
  if (route.caller) headers.authorization = t.auth(route.caller, route.caller === 'admin' ? 1 : route.caller === 'guest' ? ids.guest : ids.provider).Authorization;
  // A phone at the venue names itself with every upload (the venue link's limits count per phone).
  if (route.path.startsWith('/api/venue/')) headers['x-device-id'] = FUZZ_DEVICE_ID;
  return headers;
}

/** Routes with a limit per client address: each request comes from another loopback address, as from many guests' phones. */
const LIMITED_PER_CLIENT = /^POST \/api\/(auth\/|remote-failures$|remote-loads$)|^PUT \/api\/auth\//;
let clients = 0;
const nextClientAddress = () => {
  clients++;
  return `127.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${(clients & 255) || 1}`;
};
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 8 });
afterAll(() => keepAlive.destroy());

/** Routes that may end the caller's own session when they succeed. */
const ENDS_SESSIONS = /^PUT \/api\/auth\/password$/;

function sendRaw(route: WriteRoute, text: string, contentType = 'application/json'): Promise<Reply> {
  const limited = LIMITED_PER_CLIENT.test(route.key);
  return new Promise<Reply>((resolve, reject) => {
    const req = http.request(
      base + address(route),
      { method: route.method, headers: headersFor(route, { 'content-type': contentType }), ...(limited ? { agent: false, localAddress: nextClientAddress() } : { agent: keepAlive }) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          let body: Reply['body'] = null;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // Not JSON: the assertions name it.
          }
          resolve({ status: res.statusCode!, body });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  }).then(async (reply) => {
    if (ENDS_SESSIONS.test(route.key)) await restoreSessions();
    return reply;
  });
}

async function send(route: WriteRoute, body: unknown): Promise<Reply> {
  if (!MULTIPART.has(route.key)) return sendRaw(route, JSON.stringify(body));
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) form.append(name, String(value));
  const { field, file, name } = MULTIPART_FILES[route.key]();
  form.append(field, file, name);
  const res = await fetch(base + address(route), { method: route.method, headers: headersFor(route), body: form });
  return { status: res.status, body: (await res.json().catch(() => null)) as Reply['body'] };
}

// ---------------------------------------------------------------- expectations

/** A message for people: German, not a library's English default. */
const ENGLISH = /\b(Unexpected|Expected|Invalid input|Required|Bad Request|Cannot|must be|Internal server error|Validation failed|received|JSON at position)\b/;
function expectRefusal(reply: Reply, status: number, what: string): void {
  expect({ what, status: reply.status, body: reply.body }).toEqual({ what, status, body: expect.objectContaining({ msg: expect.stringMatching(/\S/) }) });
  expect({ what, msg: reply.body!.msg }).not.toEqual({ what, msg: expect.stringMatching(ENGLISH) });
}

function expectNoServerError(reply: Reply, what: string): void {
  expect({ what, serverError: reply.status >= 500, body: reply.status >= 500 ? reply.body : null }).toEqual({ what, serverError: false, body: null });
  if (reply.status >= 400) expect({ what, body: reply.body }).toEqual({ what, body: expect.objectContaining({ msg: expect.any(String) }) });
}

/** Whether the application must refuse this body: its contract refuses it, or a text no column holds. */
function mustRefuse(schema: z.ZodType, body: unknown): boolean {
  return findInvalidText(body) !== null || !schema.safeParse(body).success;
}

/** Sessions a request ended (a new password, a renewed link) are put back in force for the next one. */
async function restoreSessions() {
  for (const table of ['admin_user', 'guest', 'service_provider']) await t.orm.em.getConnection().execute(`update "${table}" set session_version = 0`);
  t.app.get(SessionVersions).clear();
}
afterEach(restoreSessions);

// ---------------------------------------------------------------- the suite

it('has a valid sample body for every write endpoint with a contract, and knows no endpoint that is gone', () => {
  const withBody = writeRoutes().filter((route) => route.body);
  expect(withBody.length).toBeGreaterThan(40);
  expect(withBody.map((route) => route.key).filter((key) => !SAMPLES[key])).toEqual([]);
  expect(Object.keys(SAMPLES).filter((key) => !withBody.some((route) => route.key === key))).toEqual([]);
  for (const route of withBody) {
    const parsed = route.body!.safeParse(sampleOf(route.key));
    expect(`${route.key}: ${parsed.success ? 'gültig' : JSON.stringify(parsed.error.issues)}`).toBe(`${route.key}: gültig`);
  }
});

/** Runs the calls with a few in flight at once: the client's work overlaps the server's. */
async function inParallel<T>(items: T[], call: (item: T) => Promise<void>, width = 4): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await call(items[next++]);
  }));
}

it('refuses hostile values in every field of every write endpoint with 400 and a German message, and changes nothing', async () => {
  const taken: Array<{ route: WriteRoute; what: string; body: unknown }> = [];
  for (const route of writeRoutes().filter((route) => route.body)) {
    const sample = sampleOf(route.key);
    const paths = [...valuePaths(sample), ...schemaFields(route.body!).filter((field) => !(field in sample)).map((field) => [field])];
    const refused: Array<{ what: string; body: unknown }> = [];
    for (const path of paths) {
      for (const [label, value] of hostileValues(valueAt(sample, path))) {
        if (MULTIPART.has(route.key) && (typeof value !== 'string' || path.length !== 1)) continue;
        const body = withValueAt(sample, path, value);
        const what = `${route.key} ${path.join('.')} = ${label}`;
        // A form field travels as UTF-8: a lone surrogate arrives as U+FFFD, which is text like any other.
        const arrives = MULTIPART.has(route.key) ? withValueAt(sample, path, (value as string).toWellFormed()) : body;
        if (mustRefuse(route.body!, arrives)) refused.push({ what, body });
        else taken.push({ route, what, body });
      }
    }
    const before = await snapshot();
    await inParallel(refused, async ({ what, body }) => expectRefusal(await send(route, body), 400, what));
    expect({ route: route.key, ...(await snapshot()) }).toEqual({ route: route.key, ...before });
  }
  // What the contract takes (null for an optional field, any text for a free text …) is stored, never a 500.
  for (const { route, what, body } of taken) expectNoServerError(await send(route, body), what);
});

it('refuses hostile whole bodies on every write endpoint, and changes nothing', async () => {
  const before = await snapshot();
  for (const route of writeRoutes()) {
    const sample = SAMPLES[route.key]?.() ?? {};
    for (const { label, text, status, parser } of HOSTILE_BODIES) {
      if (parser || route.body) expectRefusal(await sendRaw(route, text(sample)), status, `${route.key}: ${label}`);
    }
  }
  expect(await snapshot()).toEqual(before);
});

it('takes unknown keys and a plain constructor key as the contract says (dropped), never with a 500, and pollutes no prototype', async () => {
  for (const route of writeRoutes().filter((route) => route.body && !MULTIPART.has(route.key))) {
    const sample = sampleOf(route.key);
    for (const [label, text] of [
      ['unbekannter Schlüssel', JSON.stringify({ ...sample, unbekannt: 'x', is_admin: true })],
      ['constructor als Text', `{"constructor":"x",${JSON.stringify(sample).slice(1)}`],
    ]) {
      expectNoServerError(await sendRaw(route, text), `${route.key}: ${label}`);
    }
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('is_admin');
});

it('takes an id in an address only as plain decimal digits (400 otherwise), on every route with one', async () => {
  const idParameters = (route: AppRoute) =>
    argumentsOf(route, RouteParamtypes.PARAM)
      .filter(({ pipes }) => pipes.some((pipe) => pipe instanceof IdParamPipe))
      .map(({ name }) => name!);
  const withIds = routes.filter((route) => idParameters(route).length > 0);
  expect(withIds.length).toBeGreaterThan(30);
  const before = await snapshot();
  for (const route of withIds) {
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    for (const name of idParameters(route)) {
      for (const bad of ['0x10', '%201', '1e3', '01', '0', '-1', '1.0', '2147483648', '99999999999999999999', '%00', '%ED%A0%80', 'eins']) {
        const path = address(route, { [name]: bad });
        const res = await fetch(base + path, {
          method: route.method,
          headers: headersFor(route, hasBody ? { 'content-type': 'application/json' } : {}),
          body: hasBody ? JSON.stringify(SAMPLES[`${route.method} ${route.path}`]?.() ?? {}) : undefined,
        });
        expectRefusal({ status: res.status, body: (await res.json().catch(() => null)) as Reply['body'] }, 400, `${route.method} ${path}`);
      }
    }
  }
  expect(await snapshot()).toEqual(before);
});
