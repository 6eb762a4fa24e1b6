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
import { adminApi } from '../fixtures.js';
import { mediaApi, photo } from '../media.js';
import { ADMIN_PASSWORD, type TestApp, useTestApp } from '../test-app.js';
import { HOSTILE_BODIES, hostileValues, schemaFields, valueAt, valuePaths, withValueAt } from './hostile-values.js';
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
/** Records the addresses and sample bodies refer to, created through the API. */
const ids: Record<string, number> = {};

useTestApp(
  async (app) => {
    t = app;
    // Requests go over one kept-alive connection: far cheaper than a new server per request.
    await app.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
    snapshot = snapshotter(app);
    // A send answers at once: no job works the queue here, so waiting for progress would only cost time.
    app.config.sms.replyWaitMs = 0;
    await seed();
  },
  // Jobs stay in the queue: a background job must not change the tables between two snapshots.
  { resetBeforeEach: false, overrides: { jobWorkers: 'off' } },
);

async function seed() {
  const api = adminApi(t);
  const created = async (path: string, body: object) => {
    const res = await api.post(path, body);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as number;
  };
  ids.location = await api.location();
  ids.room = await created('/api/admin/rooms', { room_number: '101', location_id: ids.location });
  ids.menu = await created('/api/admin/menus', { type: 'Menü 1', class: 'Fleisch' });
  ids.group = await created('/api/admin/guest-groups', { name: 'Familie Muster' });
  ids.guest = await created('/api/admin/guests', { first_name: 'Erika', last_name: 'Muster', guest_type: 'Inner Circle', mobile: '079 123 45 67' });
  ids.otherGuest = await created('/api/admin/guests', { first_name: 'Max', last_name: 'Muster' });
  ids.relationType = await created('/api/admin/relation-types', { name: 'Trauzeugen' });
  ids.provider = await created('/api/admin/service-providers', { company_name: 'Blumen Rosa' });
  ids.ticker = await created('/api/admin/ticker-messages', { message: 'Willkommen!' });
  ids.event = await created('/api/timeline/admin', { ...EVENT, title: 'Trauung' });
  ids.photoGroup = await created('/api/media/admin/photo-groups', { name: 'Tanz' });
  ids.photoCategory = await created('/api/media/admin/photo-categories', { name: 'Apéro' });
  ids.media = await mediaApi(t).adminPhoto(1);
}

// ---------------------------------------------------------------- a valid body per write endpoint

const EVENT = {
  title: 'Apéro',
  time: '2025-06-07T14:00:00+02:00',
  end_time: '2025-06-07T15:00:00+02:00',
  description: 'Im Schlossgarten',
  timeline_type: 'inner_circle',
  visible_to: ['admin', 'guest'],
  location: 'Garten',
  responsible_person: 'Anna',
  event_color: '#013220',
  sms_notification: false,
  service_provider_id: null,
};
const GUEST = {
  first_name: 'Erika',
  last_name: 'Muster',
  email: 'erika@example.ch',
  phone: '044 123 45 67',
  mobile: '079 123 45 67',
  address: 'Seestrasse 1, 8000 Zürich',
  menu_id: null,
  allergies: ['Nüsse'],
  special_requests: 'Kinderstuhl',
  guest_type: 'Apéro',
  side: 'Beide',
  group_id: null,
  admin_notes: 'Kommt später',
};
const PROVIDER = {
  company_name: 'Blumen Rosa',
  contact_name: 'Rosa Blum',
  phone: '044 123 45 67',
  mobile: '079 123 45 67',
  email: 'rosa@example.ch',
  address: 'Dorfstrasse 2',
  travel_distance: 12,
  category: 'Dekoration',
  service_description: 'Blumenschmuck',
  duration: 120,
  preparation_time: 60,
  price: '2400.50',
  payment_info: 'IBAN CH00 0000 0000 0000 0000 0',
  payment_due: '2025-05-31',
  admin_notes: 'Zuverlässig',
};
const ROOM = { room_number: '102', description: 'Seeblick', base_capacity: 2, location_id: 0, has_extra_bed: true, has_crib: false };
const MENU = { type: 'Menü 2', class: 'Vegetarisch', description: { Gang1: 'Salat', 'Gang1 Beschreibung': 'mit Kernen' }, allergens: ['Gluten'] };
const STORY = {
  title: 'Unsere Geschichte',
  is_published: false,
  blocks: [
    { id: 'b1', type: 'heading', content: { text: 'Wie alles begann', level: 2 } },
    { id: 'b2', type: 'text', content: { text: 'Es war einmal …' } },
    { id: 'b3', type: 'link', content: { url: 'https://example.ch', linkText: 'Mehr', description: '' } },
    {
      id: 'b4',
      type: 'columns',
      content: {
        columnCount: 2,
        columns: [
          { id: 'col-1', blocks: [{ id: 'c1', type: 'text', content: { text: 'Links' } }] },
          { id: 'col-2', blocks: [{ id: 'c2', type: 'image', content: { imageUrl: 'https://example.ch/a.jpg', caption: 'Bild' } }] },
        ],
      },
    },
  ],
};
const SMS = { message: 'Hallo {Vorname}!', method: 'sequential', include_events: false, from_name: 'Hochzeit' };

/** A body each write endpoint takes; `{id}`-style parameters are the seeded records. */
const SAMPLES: Record<string, () => Record<string, unknown>> = {
  'POST /api/auth/login': () => ({ username: 'admin', password: ADMIN_PASSWORD }),
  'POST /api/auth/guest-login': () => ({ token: 'a'.repeat(32) }),
  'POST /api/auth/service-provider-login': () => ({ token: 'a'.repeat(32) }),
  'PUT /api/auth/password': () => ({ current_password: ADMIN_PASSWORD, new_password: 'ein-neues-passwort' }),
  'POST /api/admin/admin-users': () => ({ username: 'zweiter', password: 'ein-langes-passwort' }),
  'POST /api/admin/guests': () => GUEST,
  'POST /api/admin/guests/import': () => ({ dry_run: 'true', duplicates: 'skip', mapping: '{"first_name":"Vorname","last_name":"Nachname"}' }),
  'PUT /api/admin/guests/:id': () => ({ ...GUEST, menu_id: ids.menu, group_id: ids.group }),
  'POST /api/admin/guest-groups': () => ({ name: 'Freunde' }),
  'POST /api/admin/guest-groups/:id/add-guest': () => ({ guest_id: ids.otherGuest }),
  'POST /api/admin/relation-types': () => ({ name: 'Eltern' }),
  'POST /api/admin/guest-assignments': () => ({ guest_id: ids.guest, relation_type_id: ids.relationType }),
  'POST /api/admin/menus': () => MENU,
  'PUT /api/admin/menus/:id': () => MENU,
  'POST /api/media/guest/upload': () => ({ description: 'Schöner Abend' }),
  'POST /api/media/admin/upload': () => ({ description: 'Trauung', folder: 'hochzeit' }),
  'POST /api/media/admin/media/:id/categories': () => ({ category_ids: [ids.photoCategory], replace: true }),
  'POST /api/media/admin/media/:id/groups': () => ({ group_ids: [ids.photoGroup], replace: false }),
  'PUT /api/media/admin/media/:id/hidden': () => ({ hidden: true }),
  'POST /api/media/admin/photo-groups': () => ({ name: 'Fotobox' }),
  'PUT /api/media/admin/photo-groups/:id': () => ({ name: 'Fotobox' }),
  'POST /api/media/admin/photo-groups/:id/guests': () => ({ guest_id: ids.guest }),
  'POST /api/media/admin/photo-categories': () => ({ name: 'Dinner' }),
  'PUT /api/media/admin/photo-categories/:id': () => ({ name: 'Dinner' }),
  'POST /api/admin/rooms': () => ({ ...ROOM, location_id: ids.location }),
  'PUT /api/admin/rooms/:id': () => ({ ...ROOM, location_id: ids.location }),
  'POST /api/admin/room-assignments': () => ({ guest_id: ids.guest, room_id: ids.room }),
  'POST /api/admin/locations': () => ({ name: 'Gästehaus', address: 'Seeweg 3' }),
  'PUT /api/admin/locations/:id': () => ({ name: 'Gästehaus', address: 'Seeweg 3' }),
  'POST /api/admin/service-providers': () => PROVIDER,
  'PUT /api/admin/service-providers/:id': () => PROVIDER,
  'POST /api/admin/ticker-messages': () => ({ message: 'Das Buffet ist eröffnet' }),
  'PUT /api/admin/ticker-messages/:id': () => ({ message: 'Das Buffet ist eröffnet' }),
  'PUT /api/admin/event-settings': () => ({
    title: 'Hochzeit',
    starts_at: '2025-06-07T14:00:00+02:00',
    venue_name: 'Schloss Wartensee',
    venue_address: 'Rorschacherberg',
    couple_names: 'Anna & Lukas',
    time_zone: 'Europe/Zurich',
  }),
  'POST /api/timeline/admin': () => ({ ...EVENT, service_provider_id: ids.provider }),
  'PUT /api/timeline/admin/:id': () => ({ ...EVENT, service_provider_id: ids.provider }),
  'POST /api/admin/wishlist': () => ({ content: 'Eine Reise', payment_info: 'IBAN CH00' }),
  'PUT /api/story/admin': () => STORY,
  'POST /api/story/admin/publish': () => ({ is_published: true }),
  'POST /api/sms/preview-personalized': () => ({ message: SMS.message, include_events: true, guest_types: ['Inner Circle'], guest_ids: [ids.guest] }),
  'POST /api/sms/send-to-guest-types': () => ({ ...SMS, guest_types: ['Inner Circle'] }),
  'POST /api/sms/send-multiple': () => ({ ...SMS, numbers: ['+41 79 123 45 67'], guest_ids: [ids.guest] }),
  'POST /api/sms/send-timeline-reminders': () => ({ event_id: ids.event }),
  'POST /api/sms/send-to-unanswered': () => ({ ...SMS }),
  'PUT /api/guest/rsvp': () => ({ answers: [{ guest_id: ids.guest, attending: true, allergies: ['Nüsse'], song_wish: 'Ein Lied', message: 'Wir freuen uns' }] }),
  'PUT /api/admin/rsvp/settings': () => ({ deadline: '2025-05-15', ask_menu: true, ask_allergies: true, ask_song_wish: false, ask_message: true }),
  'PUT /api/admin/rsvp/:guestId': () => ({ attending: true, menu_id: ids.menu, allergies: ['Ei'], song_wish: 'Ein Lied', message: 'Hallo', companion_name: null }),
  'POST /api/sms/twilio/status': () => ({ MessageSid: 'SM0123', MessageStatus: 'delivered', ErrorCode: '30003', To: '+41791234567' }),
  'POST /api/sms/twilio/incoming': () => ({ From: '+41791234567', Body: 'STOP' }),
  'POST /api/remote-previews': () => ({ remote: 'guest', version: '1.4.0' }),
  'POST /api/remote-previews/resolve': () => ({ token: 'vorschau' }),
  'POST /api/remote-failures': () => ({ remote: 'guest', version: '1.4.0', reason: 'integrity', fell_back_to: null }),
};

/** Routes whose body is multipart: their text fields travel beside a file, as the forms send them. */
const PHOTO = () => ({ field: 'files[]', file: new Blob([jpeg], { type: 'image/jpeg' }), name: 'foto.jpg' });
const GUEST_LIST = () => ({ field: 'file', file: new Blob([Buffer.from('Vorname;Nachname\r\nJürgen;Müller\r\n', 'latin1')], { type: 'text/csv' }), name: 'gaeste.csv' });
const MULTIPART_FILES: Record<string, () => { field: string; file: Blob; name: string }> = {
  'POST /api/media/guest/upload': PHOTO,
  'POST /api/media/admin/upload': PHOTO,
  'POST /api/admin/guests/import': GUEST_LIST,
};
const MULTIPART = new Set(Object.keys(MULTIPART_FILES));

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

/** Which seeded record an address parameter names. */
const PARAMETER_RECORDS: Array<[RegExp, string]> = [
  [/\/guests\/:id/, 'guest'],
  [/\/rsvp\/:guestId/, 'guest'],
  [/\/guest-groups\/:id/, 'group'],
  [/\/menus\/:id/, 'menu'],
  [/\/media\/admin\/media\/:id/, 'media'],
  [/\/photo-groups\/:id/, 'photoGroup'],
  [/\/photo-categories\/:id/, 'photoCategory'],
  [/\/rooms\/:id/, 'room'],
  [/\/locations\/:id/, 'location'],
  [/\/service-providers\/:(id|spId)/, 'provider'],
  [/\/ticker-messages\/:id/, 'ticker'],
  [/\/timeline\/admin\/:id/, 'event'],
];
/** The route's address with seeded records for its parameters (`replace` puts other text in for some). */
function address(route: AppRoute, replace: Record<string, string> = {}): string {
  return route.path.replace(/:(\w+)/g, (parameter, name: string) => {
    if (name in replace) return replace[name];
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
  return headers;
}

/** Routes with a limit per client address: each request comes from another loopback address, as from many guests' phones. */
const LIMITED_PER_CLIENT = /^POST \/api\/(auth\/|remote-failures$)|^PUT \/api\/auth\//;
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

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await photo(7);
});

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
    const parsed = route.body!.safeParse(SAMPLES[route.key]());
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
    const sample = SAMPLES[route.key]();
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
    const sample = SAMPLES[route.key]();
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
          headers: headersFor(route as WriteRoute, hasBody ? { 'content-type': 'application/json' } : {}),
          body: hasBody ? JSON.stringify(SAMPLES[`${route.method} ${route.path}`]?.() ?? {}) : undefined,
        });
        expectRefusal({ status: res.status, body: (await res.json().catch(() => null)) as Reply['body'] }, 400, `${route.method} ${path}`);
      }
    }
  }
  expect(await snapshot()).toEqual(before);
});
