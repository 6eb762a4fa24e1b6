import { inflateRawSync } from 'node:zlib';
import { jest } from '@jest/globals';
import { PRIVACY_EXPORT_ENTRIES, PRIVACY_MESSAGES, SESSION_ENDED } from '@hochzeit/contracts';
import { adminApi, countRows } from '../../../test/fixtures.js';
import { getBytes } from '../../../test/http.js';
import { settleJobs } from '../../../test/jobs.js';
import { mediaApi, photo, storedMediaFiles } from '../../../test/media.js';
import type { TestApp } from '../../../test/test-app.js';
import { useTestApp } from '../../../test/test-app.js';
import { TokenService } from '../../auth/token.service.js';
import { FileStorage } from '../../storage/file-storage.js';
import { EmailSender } from '../email/index.js';
import { SmsBatch, SmsMessage } from '../sms/index.js';
import { GuestSessions } from './guest-sessions.js';

/**
 * 'Meine Daten' on the real application and database (PGlite, or DATABASE_URL's PostgreSQL): two
 * guests with distinctive data, so every check that one guest's reply or export holds their own
 * data is also a check that it holds nothing of the other's.
 */
jest.setTimeout(60_000);

const t: TestApp = useTestApp();
const api = adminApi(t);
const media = mediaApi(t);
beforeEach(() => t.app.get(FileStorage).removePrefix('media/'));

const UA_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const UA_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The strings that belong to one guest only: none of them may appear in anything of the other guest. */
const ANNA = { first_name: 'Annabella', last_name: 'Quellenhof', email: 'annabella@quellenhof.example', mobile: '0791234501', address: 'Rosenweg 7, 9000 St. Gallen', admin_notes: 'Notiz-nur-fuers-Paar-A', allergies: ['Haselnuss-A'] };
const BRUNO = { first_name: 'Brunhold', last_name: 'Zwirbelbach', email: 'brunhold@zwirbelbach.example', mobile: '0791234502', address: 'Lindenallee 3, 8000 Zürich', admin_notes: 'Notiz-nur-fuers-Paar-B', allergies: ['Sellerie-B'] };
const secretsOf = (g: typeof ANNA) => [g.first_name, g.last_name, g.email, g.mobile, g.address, g.admin_notes, ...g.allergies];

/** A session token of its own for each "browser" (the test's tokens would otherwise be the same within a second). */
let tokenSeq = 0;
function sessionToken(guestId: number, version = 0): string {
  const exp = Math.floor(Date.now() / 1000) + 3600 + ++tokenSeq;
  return t.app.get(TokenService).sign({ sub: String(guestId), type: 'guest', ver: version, exp });
}
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function twoGuests() {
  const anna = await t.createGuest({ ...ANNA, companion_allowed: true, allergy_consent_at: new Date() });
  const bruno = await t.createGuest({ ...BRUNO, allergy_consent_at: new Date() });
  // Messages: one SMS and one e-mail to Anna, one SMS to Bruno.
  const em = t.orm.em.fork();
  const batch = em.create(SmsBatch, { kind: 'guests', channel: 'outbox', method: 'sequential', from_name: 'Hochzeit', message: 'Hallo {vorname}', include_events: false });
  em.create(SmsMessage, { batch, guest: anna.id, guest_name: 'Annabella Quellenhof', medium: 'sms', to: '+41791234501', body: 'Hallo Annabella, SMS-A', segments: 1, state: 'sent' });
  em.create(SmsMessage, { batch, guest: anna.id, guest_name: 'Annabella Quellenhof', medium: 'email', to: ANNA.email, subject: 'Betreff-A', body: 'Mail-Text-A', segments: 0, state: 'sent' });
  em.create(SmsMessage, { batch, guest: bruno.id, guest_name: 'Brunhold Zwirbelbach', medium: 'sms', to: '+41791234502', body: 'Hallo Brunhold, SMS-B', segments: 1, state: 'sent' });
  await em.flush();
  return { anna, bruno };
}

/** The entries of a ZIP, read from its central directory (no ZIP64), deflated ones inflated. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('Kein ZIP: Verzeichnisende fehlt');
  const entries = new Map<string, Buffer>();
  let pos = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const method = zip.readUInt16LE(pos + 10);
    const compressedSize = zip.readUInt32LE(pos + 20);
    const [nameLength, extraLength, commentLength] = [zip.readUInt16LE(pos + 28), zip.readUInt16LE(pos + 30), zip.readUInt16LE(pos + 32)];
    const localHeader = zip.readUInt32LE(pos + 42);
    const name = zip.toString('utf8', pos + 46, pos + 46 + nameLength);
    const dataStart = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const raw = zip.subarray(dataStart, dataStart + compressedSize);
    entries.set(name, method === 0 ? raw : inflateRawSync(raw));
    pos += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

describe("'Meine Daten'", () => {
  it("shows exactly the guest's own data (no couple's notes, nothing of another guest) and exports it as JSON, a readable page and their photos", async () => {
    const { anna, bruno } = await twoGuests();
    const phone = sessionToken(anna.id);
    await t.http().put('/api/guest/rsvp').set(bearer(phone)).send({
      answers: [{ guest_id: anna.id, attending: true, allergies: ANNA.allergies, song_wish: 'Lied-A', message: 'Gruss-A', companion_name: 'Begleiterin-A', companion_allergies: ['Laktose-A'] }],
      allergy_consent: true,
    }).expect(200);
    const annaPhoto = await media.guestPhoto(anna.id, 1);
    await media.guestPhoto(bruno.id, 2);
    // Bruno's browser is seen too, so his session must not appear in Anna's list.
    await t.http().get('/api/guest/privacy').set(bearer(sessionToken(bruno.id))).set('User-Agent', UA_IPHONE).expect(200);

    const res = await t.http().get('/api/guest/privacy').set(bearer(phone)).set('User-Agent', UA_PHONE).expect(200);
    const body = res.body;
    expect(body.guest).toMatchObject({ first_name: 'Annabella', last_name: 'Quellenhof', email: ANNA.email, mobile: ANNA.mobile, address: ANNA.address, allergies: ANNA.allergies, companion_allowed: true });
    expect(body.guest.allergy_consent_at).toEqual(expect.any(String));
    expect(body.guest).not.toHaveProperty('admin_notes');
    expect(body.answer).toMatchObject({ attending: true, song_wish: 'Lied-A', message: 'Gruss-A', companion_name: 'Begleiterin-A', companion_allergies: ['Laktose-A'] });
    expect(body.photos.map((p: { id: number }) => p.id)).toEqual([annaPhoto]);
    expect(body.photos[0].thumb_url).toMatch(new RegExp(`^/api/media/thumbnail/${annaPhoto}/`));
    // Hers: the SMS, the e-mail, and the RSVP confirmation the answer above sent her.
    expect(body.messages.map((m: { medium: string; to: string }) => `${m.medium} ${m.to}`).sort()).toEqual([`email ${ANNA.email}`, `email ${ANNA.email}`, 'sms +41791234501']);
    // This phone (current), and the session the photo upload above used; Bruno's iPhone is his.
    expect(body.sessions.filter((s: { current: boolean }) => s.current)).toEqual([expect.objectContaining({ browser: 'Chrome auf Android' })]);
    expect(body.sessions).toHaveLength(2);
    expect(body.sessions.map((s: { browser: string }) => s.browser)).not.toContain('Safari auf iPhone');
    expect(body.retention).toEqual({ delete_from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), names_kept: true, gallery_kept: true, fields: expect.any(String) });
    expect(body.deletion_request).toBeNull();
    const replyText = JSON.stringify(body);
    for (const secret of [ANNA.admin_notes, ...secretsOf(BRUNO), 'SMS-B']) expect(replyText).not.toContain(secret);

    // The export: through the signed link, as the page downloads it.
    const link = (await t.http().get('/api/guest/privacy/export-link').set(bearer(phone)).expect(200)).body.url as string;
    const zip = await getBytes(t, link).expect(200).expect('content-type', 'application/zip');
    const entries = unzip(zip.body as Buffer);
    const names = [...entries.keys()];
    expect(names).toEqual(expect.arrayContaining([PRIVACY_EXPORT_ENTRIES.json, PRIVACY_EXPORT_ENTRIES.html]));
    const photos = names.filter((name) => name.startsWith(PRIVACY_EXPORT_ENTRIES.photos));
    expect(photos).toHaveLength(1);
    expect(entries.get(photos[0])!.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8])); // a JPEG
    const json = JSON.parse(entries.get(PRIVACY_EXPORT_ENTRIES.json)!.toString());
    expect(json.guest).toEqual(body.guest);
    expect(json.answer).toEqual(body.answer);
    expect(json.messages).toEqual(body.messages);
    expect(json.photos).toEqual([expect.objectContaining({ id: annaPhoto, file: photos[0] })]);
    const page = entries.get(PRIVACY_EXPORT_ENTRIES.html)!.toString();
    for (const own of ['Annabella', ANNA.address, 'Haselnuss-A', 'Begleiterin-A', 'Mail-Text-A']) expect(page).toContain(own);
    const everything = [...entries.entries()].filter(([name]) => !name.startsWith(PRIVACY_EXPORT_ENTRIES.photos)).map(([, data]) => data.toString()).join('\n');
    for (const secret of [ANNA.admin_notes, ...secretsOf(BRUNO), 'SMS-B']) expect(everything).not.toContain(secret);
  });

  it("lists the session a page signed in with, even when its first requests arrive together: the others wait for the first one's write", async () => {
    const sessions = t.app.get(GuestSessions);
    const guest = await t.createGuest({ first_name: 'Gleich', last_name: 'Zeitig' });
    const token = sessionToken(guest.id);
    expect(sessions.due(token)).toBe(true);
    const writing = sessions.touch({ guestId: guest.id, version: 0, token, userAgent: UA_PHONE });
    // A request arriving now must wait too, or it could read the sessions before this row exists.
    expect(sessions.due(token)).toBe(true);
    await writing;
    expect(sessions.due(token)).toBe(false);
    const privacy = await t.http().get('/api/guest/privacy').set(bearer(token)).set('User-Agent', UA_PHONE).expect(200);
    expect(privacy.body.sessions).toEqual([expect.objectContaining({ current: true, browser: 'Chrome auf Android' })]);
  });

  it("deletes the guest's chosen photos or all of them, never another guest's (nothing deleted then), files included", async () => {
    const { anna, bruno } = await twoGuests();
    const [a1, a2, a3] = [await media.guestPhoto(anna.id, 11), await media.guestPhoto(anna.id, 12), await media.guestPhoto(anna.id, 13)];
    const b1 = await media.guestPhoto(bruno.id, 14);
    await settleJobs(t.app);
    const guest = t.auth('guest', anna.id);

    const foreign = await t.http().post('/api/guest/privacy/photos/delete').set(guest).send({ media_ids: [a1, b1] });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ msg: PRIVACY_MESSAGES.photoNotYours });
    expect(await countRows(t, 'media')).toBe(4);
    const none = await t.http().post('/api/guest/privacy/photos/delete').set(guest).send({});
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ msg: PRIVACY_MESSAGES.photoIdsInvalid });
    expect((await t.http().post('/api/guest/privacy/photos/delete').set(guest).send({ media_ids: ['x'] })).status).toBe(400);

    const filesBefore = (await storedMediaFiles(t)).length;
    expect((await t.http().post('/api/guest/privacy/photos/delete').set(guest).send({ media_ids: [a1] }).expect(200)).body).toEqual({ deleted: 1 });
    expect((await t.http().post('/api/guest/privacy/photos/delete').set(guest).send({ all: true }).expect(200)).body).toEqual({ deleted: 2 });
    await settleJobs(t.app);
    const left = await t.orm.em.fork().getConnection().execute(`select id from media order by id`);
    expect(left.map((row: { id: number }) => row.id)).toEqual([b1]);
    expect((await storedMediaFiles(t)).length).toBeLessThan(filesBefore);
    const keys = await t.orm.em.getConnection().execute(`select storage_key from media`);
    for (const file of await storedMediaFiles(t)) expect(keys.some((row: { storage_key: string }) => file.startsWith(row.storage_key))).toBe(true);
    expect([a2, a3]).not.toContain(b1);
  });

  it("'Auf der Diashow nicht zeigen' takes the guest's photos off the photo wall (they stay in the gallery), and back", async () => {
    const { anna, bruno } = await twoGuests();
    const [a1, b1] = [await media.guestPhoto(anna.id, 41), await media.guestPhoto(bruno.id, 42)];
    const wall = async () => ((await api.get('/api/media/admin/wall').expect(200)).body as Array<{ id: number }>).map((item) => item.id).sort();
    expect(await wall()).toEqual([a1, b1].sort());
    const guest = t.auth('guest', anna.id);
    expect((await t.http().put('/api/guest/privacy/wall').set(guest).send({ hidden: true }).expect(200)).body).toEqual({ hidden: true });
    expect((await t.http().get('/api/guest/privacy').set(guest).expect(200)).body.wall_hidden).toBe(true);
    expect(await wall()).toEqual([b1]);
    expect(await media.galleryIds(bruno.id)).toEqual(expect.arrayContaining([a1, b1]));
    const bad = await t.http().put('/api/guest/privacy/wall').set(guest).send({ hidden: 'ja' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ msg: PRIVACY_MESSAGES.wallHiddenInvalid });
    expect((await t.http().get('/api/guest/privacy').set(guest).expect(200)).body.wall_hidden).toBe(true);
    await t.http().put('/api/guest/privacy/wall').set(guest).send({ hidden: false }).expect(200);
    expect(await wall()).toEqual([a1, b1].sort());
  });

  it("'Auf allen Geräten abmelden' ends every session of the guest (signed links too) and gives this browser a fresh one", async () => {
    const { anna, bruno } = await twoGuests();
    const phone = sessionToken(anna.id);
    const laptop = sessionToken(anna.id);
    const brunoToken = sessionToken(bruno.id);
    await t.http().get('/api/guest/dashboard').set(bearer(laptop)).set('User-Agent', UA_IPHONE).expect(200);
    const before = (await t.http().get('/api/guest/privacy').set(bearer(phone)).set('User-Agent', UA_PHONE).expect(200)).body.sessions;
    expect(before.map((s: { browser: string; current: boolean }) => [s.browser, s.current]).sort()).toEqual([['Chrome auf Android', true], ['Safari auf iPhone', false]]);
    const link = (await t.http().get('/api/guest/privacy/export-link').set(bearer(laptop)).expect(200)).body.url as string;

    const fresh = (await t.http().post('/api/guest/privacy/sign-out-everywhere').set(bearer(phone)).set('User-Agent', UA_PHONE).expect(200)).body.access_token as string;
    for (const old of [phone, laptop]) {
      const res = await t.http().get('/api/guest/dashboard').set(bearer(old));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ msg: SESSION_ENDED });
    }
    expect((await t.http().get(link)).status).toBe(401);
    const after = (await t.http().get('/api/guest/privacy').set(bearer(fresh)).set('User-Agent', UA_PHONE).expect(200)).body.sessions;
    expect(after).toEqual([expect.objectContaining({ browser: 'Chrome auf Android', current: true })]);
    // Another guest's session is untouched; the personal link still signs in.
    await t.http().get('/api/guest/dashboard').set(bearer(brunoToken)).expect(200);
    await t.http().post('/api/auth/guest-login').send({ token: anna.login_token }).expect(200);
  });

  it('withdrawing the allergy consent deletes the allergies (the companion’s too)', async () => {
    const { anna } = await twoGuests();
    const guest = t.auth('guest', anna.id);
    await t.http().put('/api/guest/rsvp').set(guest).send({ answers: [{ guest_id: anna.id, attending: true, allergies: ['Nüsse'], companion_name: 'Kim', companion_allergies: ['Gluten'] }], allergy_consent: true }).expect(200);
    await t.http().delete('/api/guest/privacy/allergy-consent').set(guest).expect(200);
    const body = (await t.http().get('/api/guest/privacy').set(guest).expect(200)).body;
    expect(body.guest).toMatchObject({ allergies: [], allergy_consent_at: null });
    expect(body.answer.companion_allergies).toEqual([]);
  });
});

describe('consent before allergies are stored', () => {
  it('refuses allergies (own or a companion’s) without consent and stores nothing; with consent it stores them with the time', async () => {
    const anna = await t.createGuest({ first_name: 'Anna', companion_allowed: true });
    const guest = t.auth('guest', anna.id);
    for (const answer of [{ allergies: ['Nüsse'] }, { companion_name: 'Kim', companion_allergies: ['Gluten'] }]) {
      for (const consent of [undefined, false]) {
        const res = await t.http().put('/api/guest/rsvp').set(guest).send({ answers: [{ guest_id: anna.id, attending: true, ...answer }], ...(consent === undefined ? {} : { allergy_consent: consent }) });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ msg: PRIVACY_MESSAGES.allergyConsentRequired });
      }
    }
    expect(await countRows(t, 'rsvp_answer')).toBe(0);
    const stored = await t.orm.em.fork().getConnection().execute(`select allergies, allergy_consent_at from guest where id = ?`, [anna.id]);
    expect(stored[0]).toEqual({ allergies: [], allergy_consent_at: null });
    // Without allergies no consent is needed.
    await t.http().put('/api/guest/rsvp').set(guest).send({ answers: [{ guest_id: anna.id, attending: true }] }).expect(200);

    const before = Date.now();
    const reply = (await t.http().put('/api/guest/rsvp').set(guest).send({ answers: [{ guest_id: anna.id, attending: true, allergies: ['Nüsse'] }], allergy_consent: true }).expect(200)).body;
    const self = reply.members.find((m: { is_self: boolean }) => m.is_self);
    expect(self.allergies).toEqual(['Nüsse']);
    expect(Date.parse(self.allergy_consent_at)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('photo consent and removal requests', () => {
  it('refuses a guest’s uploads while the couple requires the one-time photo confirmation and it is not given; stores it once', async () => {
    const anna = await t.createGuest({ first_name: 'Anna' });
    const guest = t.auth('guest', anna.id);
    expect((await t.http().get('/api/guest/photo-consent').set(guest).expect(200)).body).toEqual({ required: false, confirmed_at: null, text: PRIVACY_MESSAGES.photoConsentLabel });
    await media.guestPhoto(anna.id, 51);
    await api.put('/api/admin/privacy/settings', { require_photo_consent: true }).expect(200);
    expect((await t.http().get('/api/guest/photo-consent').set(guest).expect(200)).body.required).toBe(true);
    const refused = await media.guestUpload(anna.id, [['zweites.jpg', await photo(52)]]);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ msg: PRIVACY_MESSAGES.photoConsentRequired });
    expect(await countRows(t, 'media')).toBe(1);
    const first = (await t.http().post('/api/guest/photo-consent').set(guest).expect(200)).body.confirmed_at;
    expect(first).toEqual(expect.any(String));
    expect((await t.http().post('/api/guest/photo-consent').set(guest).expect(200)).body.confirmed_at).toBe(first);
    await media.guestPhoto(anna.id, 52);
    expect(await countRows(t, 'media')).toBe(2);
  });

  it("'Entfernen lassen' hides a photo from every guest until the couple decides: keep shows it again, remove deletes it", async () => {
    const { anna, bruno } = await twoGuests();
    const [p1, p2] = [await media.guestPhoto(bruno.id, 21), await media.guestPhoto(bruno.id, 22)];
    expect(await media.galleryIds(anna.id)).toEqual(expect.arrayContaining([p1, p2]));
    const asAnna = t.auth('guest', anna.id);
    await t.http().post(`/api/guest/media/${p1}/removal-request`).set(asAnna).send({ note: 'Ich bin darauf' }).expect(200);
    await t.http().post(`/api/guest/media/${p2}/removal-request`).set(asAnna).send({}).expect(200);
    expect(await media.galleryIds(anna.id)).not.toEqual(expect.arrayContaining([p1]));
    expect(await media.galleryIds(bruno.id)).toEqual([]);
    expect((await t.http().post('/api/guest/media/999999/removal-request').set(asAnna).send({})).status).toBe(404);
    const list = (await api.get('/api/admin/privacy/removal-requests').expect(200)).body;
    expect(list).toEqual([
      expect.objectContaining({ media_id: p1, requested_by_name: 'Annabella Quellenhof', note: 'Ich bin darauf', thumb_url: expect.stringMatching(`^/api/media/thumbnail/${p1}/`) }),
      expect.objectContaining({ media_id: p2, note: null }),
    ]);
    expect((await api.get('/api/admin/privacy/settings').expect(200)).body.open_removal_requests).toBe(2);
    const bad = await api.post(`/api/admin/privacy/removal-requests/${p1}/decide`, { decision: 'vielleicht' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ msg: PRIVACY_MESSAGES.removalDecisionInvalid });

    await api.post(`/api/admin/privacy/removal-requests/${p1}/decide`, { decision: 'keep' }).expect(200);
    await api.post(`/api/admin/privacy/removal-requests/${p2}/decide`, { decision: 'remove' }).expect(200);
    await settleJobs(t.app);
    expect(await media.galleryIds(anna.id)).toEqual([p1]);
    expect(await countRows(t, 'media_removal_request')).toBe(0);
    expect((await api.post(`/api/admin/privacy/removal-requests/${p1}/decide`, { decision: 'keep' })).status).toBe(404);
  });
});

describe('deletion', () => {
  it('a request the couple confirms deletes the guest everywhere: no API reply, row, message or file holds anything of them', async () => {
    const { anna, bruno } = await twoGuests();
    const asAnna = t.auth('guest', anna.id);
    await t.http().put('/api/guest/rsvp').set(asAnna).send({ answers: [{ guest_id: anna.id, attending: true, allergies: ANNA.allergies, song_wish: 'Lied-A', companion_name: 'Begleiterin-A' }], allergy_consent: true }).expect(200);
    const annaPhoto = await media.guestPhoto(anna.id, 31);
    const brunoPhoto = await media.guestPhoto(bruno.id, 32);
    await t.http().post(`/api/guest/media/${brunoPhoto}/removal-request`).set(asAnna).send({}).expect(200);
    await settleJobs(t.app);
    const annaKey = (await t.orm.em.getConnection().execute(`select storage_key from media where id = ?`, [annaPhoto]))[0].storage_key as string;
    expect((await t.http().post('/api/guest/privacy/deletion-request').set(asAnna).send({ note: 'Bitte alles löschen' })).status).toBe(201);
    const twice = await t.http().post('/api/guest/privacy/deletion-request').set(asAnna).send({});
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ msg: PRIVACY_MESSAGES.deletionRequestExists });
    expect((await t.http().get('/api/guest/privacy').set(asAnna).expect(200)).body.deletion_request).toMatchObject({ state: 'open', note: 'Bitte alles löschen' });

    const delivered = jest.spyOn(EmailSender.prototype, 'deliver');
    delivered.mockClear();
    const requests = (await api.get('/api/admin/privacy/deletion-requests').expect(200)).body;
    expect(requests).toEqual([expect.objectContaining({ guest_id: anna.id, guest_name: 'Annabella Quellenhof', state: 'open', note: 'Bitte alles löschen' })]);
    await api.post(`/api/admin/privacy/deletion-requests/${requests[0].id}/confirm`, {}).expect(200);
    // The guest is told by e-mail; the queue keeps the finished job without her address.
    await settleJobs(t.app);
    expect(delivered.mock.calls.map(([mail]) => [mail.to.address, mail.subject])).toEqual([[ANNA.email, expect.stringContaining('Ihre Daten wurden gelöscht')]]);
    const jobs = await t.orm.em.getConnection().execute(`select data::text as data from pgboss.job where name = 'privacy.mail'`);
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(job.data).not.toContain(ANNA.email);

    // Every GET route without parameters, as the admin and as the other guest: nothing of Anna.
    expect((await t.http().get('/api/guest/dashboard').set(asAnna)).status).toBe(401);
    const doc = (await t.http().get('/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const readable = Object.keys(doc.paths).filter((path) => doc.paths[path].get && !path.includes('{') && !/export|download|docs|openapi|qrcode|video|table-cards/.test(path));
    expect(readable.length).toBeGreaterThan(30);
    const secrets = [...secretsOf(ANNA), 'Lied-A', 'Begleiterin-A', 'Mail-Text-A', 'SMS-A', 'Betreff-A', '0791234501', '+41791234501', 'Bitte alles löschen'];
    for (const path of readable) {
      for (const who of [t.auth('admin'), t.auth('guest', bruno.id)]) {
        const res = await t.http().get(path).set(who);
        const text = res.text;
        for (const secret of secrets) expect(`${path}: ${text.includes(secret) ? secret : ''}`).toBe(`${path}: `);
      }
    }
    // CSV exports name guests too.
    for (const path of ['/api/exports/guest-list?format=csv&type=all', '/api/exports/rsvp?format=csv', '/api/exports/kitchen-list?format=csv']) {
      const text = (await t.http().get(path).set(t.auth('admin'))).text;
      for (const secret of secrets) expect(`${path}: ${text.includes(secret) ? secret : ''}`).toBe(`${path}: `);
    }
    // No row of any table holds anything of Anna (the outbox's sent notice excepted: it is the job's own data until it runs).
    const tables = (await t.orm.em.getConnection().execute(`select tablename from pg_tables where schemaname = 'public' and tablename <> 'outbox'`)) as Array<{ tablename: string }>;
    for (const { tablename } of tables) {
      const rows = await t.orm.em.getConnection().execute(`select row_to_json(x)::text as row from "${tablename}" x`);
      const text = rows.map((row: { row: string }) => row.row).join('\n');
      for (const secret of secrets) expect(`${tablename}: ${text.includes(secret) ? secret : ''}`).toBe(`${tablename}: `);
    }
    // Her photo's files are gone, Bruno's stay (his photo's removal request asked by Anna stays for the couple, without her name).
    expect((await storedMediaFiles(t)).filter((file) => file.startsWith(annaKey))).toEqual([]);
    expect(await countRows(t, 'media')).toBe(1);
    expect((await api.get('/api/admin/privacy/removal-requests').expect(200)).body).toEqual([expect.objectContaining({ media_id: brunoPhoto, requested_by_name: null })]);
    // Messages' rows stay for the counts (3 and Anna's RSVP confirmation), without their personal fields.
    expect(await countRows(t, 'sms_message')).toBe(4);
  });

  it('the couple can decline; the guest reads the answer, asks again or withdraws', async () => {
    const anna = await t.createGuest({ first_name: 'Anna', email: 'anna@example.ch' });
    const guest = t.auth('guest', anna.id);
    const delivered = jest.spyOn(EmailSender.prototype, 'deliver');
    delivered.mockClear();
    await t.http().post('/api/guest/privacy/deletion-request').set(guest).send({}).expect(201);
    const [request] = (await api.get('/api/admin/privacy/deletion-requests').expect(200)).body;
    const declined = (await api.post(`/api/admin/privacy/deletion-requests/${request.id}/decline`, { reply: 'Bitte melde dich bei uns' }).expect(200)).body;
    expect(declined).toMatchObject({ state: 'declined', reply: 'Bitte melde dich bei uns' });
    expect((await api.post(`/api/admin/privacy/deletion-requests/${request.id}/confirm`, {})).status).toBe(409);
    expect((await t.http().get('/api/guest/privacy').set(guest).expect(200)).body.deletion_request).toMatchObject({ state: 'declined', reply: 'Bitte melde dich bei uns' });
    await settleJobs(t.app);
    expect(delivered.mock.calls.map(([mail]) => [mail.to.address, mail.subject])).toEqual([['anna@example.ch', expect.stringContaining('Ihr Antrag auf Löschung')]]);
    expect(delivered.mock.calls[0][0].text).toContain('Bitte melde dich bei uns');
    await t.http().post('/api/guest/privacy/deletion-request').set(guest).send({ note: 'Nochmals' }).expect(201);
    await t.http().delete('/api/guest/privacy/deletion-request').set(guest).expect(200);
    expect((await t.http().delete('/api/guest/privacy/deletion-request').set(guest)).status).toBe(404);
    expect(await countRows(t, 'guest_deletion_request')).toBe(0);
    expect(await countRows(t, 'guest')).toBe(1);
    const long = await t.http().post('/api/guest/privacy/deletion-request').set(guest).send({ note: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ msg: PRIVACY_MESSAGES.noteTooLong });
    expect(await countRows(t, 'guest_deletion_request')).toBe(0);
  });
});

describe("'Datenschutz' and 'Impressum'", () => {
  it('are public, start from a template naming what is stored, and the couple edits them (empty: back to the template)', async () => {
    const pub = (await t.http().get('/api/legal-pages/datenschutz').expect(200)).body;
    expect(pub).toMatchObject({ kind: 'datenschutz', title: 'Datenschutz', updated_at: null });
    for (const words of ['Allergien', 'Fotos', 'SMS', 'Anmeldungen', 'Meine Daten']) expect(pub.text).toContain(words);
    const impressum = (await t.http().get('/api/legal-pages/impressum').expect(200)).body;
    expect(impressum.text).toContain('[Bitte ergänzen');
    expect((await t.http().get('/api/legal-pages/agb')).status).toBe(404);

    const saved = (await api.put('/api/admin/legal-pages/impressum', { text: '## Impressum\n\nMia & Jonas, Musterweg 1' }).expect(200)).body;
    expect(saved).toMatchObject({ kind: 'impressum', text: '## Impressum\n\nMia & Jonas, Musterweg 1', template: impressum.text });
    expect((await t.http().get('/api/legal-pages/impressum').expect(200)).body).toMatchObject({ text: '## Impressum\n\nMia & Jonas, Musterweg 1', updated_at: expect.any(String) });
    const long = await api.put('/api/admin/legal-pages/impressum', { text: 'x'.repeat(50_001) });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ msg: PRIVACY_MESSAGES.legalTextTooLong });
    await api.put('/api/admin/legal-pages/impressum', { text: '' }).expect(200);
    expect((await t.http().get('/api/legal-pages/impressum').expect(200)).body).toEqual({ ...impressum });
  });
});
