import { jest } from '@jest/globals';
import { PRIVACY_MESSAGES, SESSION_ENDED } from '@hochzeit/contracts';
import { adminApi, countRows } from '../../../test/fixtures.js';
import { settleJobs } from '../../../test/jobs.js';
import { mediaApi, storedMediaFiles } from '../../../test/media.js';
import { type TestApp, useTestApp } from '../../../test/test-app.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { FileStorage } from '../../storage/file-storage.js';
import { EmailSender } from '../email/index.js';
import { SmsBatch, SmsMessage } from '../sms/index.js';
import { PrivacyClock } from './privacy-clock.js';
import { retentionCheckJob } from './privacy.jobs.js';

/**
 * The retention date on the real application and database, the clock set by the test (the
 * privacy module's clock only). Wedding 7 June 2025 (Europe/Zurich): the default date is
 * 7 December 2025; reminders from 7 November (30 days) and 30 November (7 days).
 */
jest.setTimeout(60_000);
let now = new Date('2025-11-01T10:00:00Z');
jest.spyOn(PrivacyClock.prototype, 'now').mockImplementation(() => now);
const setClock = (iso: string) => {
  now = new Date(iso);
};

const t: TestApp = useTestApp();
const api = adminApi(t);
const media = mediaApi(t);
beforeEach(async () => {
  await t.app.get(FileStorage).removePrefix('media/');
  setClock('2025-11-01T10:00:00Z');
  delivered.mockClear();
});

const WEDDING = { title: 'Unsere Hochzeit', couple_names: 'Mia & Jonas', starts_at: '2025-06-07T15:30:00+02:00', venue_name: 'Schloss', venue_address: 'Seeweg 1, 9000 St. Gallen' };

/** A check as the queue runs it, waited for. */
async function check(): Promise<void> {
  await t.app.get(JobQueue).send(retentionCheckJob, { reason: 'planned' });
  await settleJobs(t.app);
}
const sql = (text: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute(text, params) as Promise<Array<Record<string, unknown>>>;
const guestRows = () => sql(`select * from guest order by id`);
/** The retention reminders the portal handed to the mail server (or its outbox) in this test (not the RSVP confirmations). */
const delivered = jest.spyOn(EmailSender.prototype, 'deliver');
const mails = () => Promise.resolve(delivered.mock.calls.map(([mail]) => mail).filter((mail) => mail.subject.startsWith('Hochzeitsportal:')));

async function setUp() {
  await api.put('/api/admin/event-settings', { ...WEDDING, email_from_address: 'mia.jonas@example.ch' }).expect(200);
  const anna = await t.createGuest({
    first_name: 'Anna', last_name: 'Muster', email: 'anna@example.ch', phone: '0711234567', mobile: '0791234567', address: 'Rosenweg 7',
    allergies: ['Nüsse'], allergy_consent_at: new Date(), special_requests: 'Rollstuhl', admin_notes: 'Tante', companion_allowed: true,
  });
  const ben = await t.createGuest({ first_name: 'Ben', last_name: 'Beispiel', mobile: '0797654321' });
  await t.http().put('/api/guest/rsvp').set(t.auth('guest', anna.id)).send({
    answers: [{ guest_id: anna.id, attending: true, allergies: ['Nüsse'], song_wish: 'Lied', message: 'Gruss', companion_name: 'Kim', companion_allergies: ['Gluten'] }],
    allergy_consent: true,
  }).expect(200);
  const photo = await media.guestPhoto(anna.id, 7);
  const em = t.orm.em.fork();
  const batch = em.create(SmsBatch, { kind: 'guests', channel: 'outbox', method: 'sequential', from_name: 'Hochzeit', message: 'Hallo', include_events: false });
  em.create(SmsMessage, { batch, guest: anna.id, guest_name: 'Anna Muster', medium: 'sms', to: '+41791234567', body: 'Hallo Anna', segments: 1, state: 'sent' });
  await em.flush();
  await sql(`insert into email_unsubscribe (address, created_at) values ('weg@example.ch', now())`);
  await sql(`insert into sms_opt_out (number, keyword, created_at) values ('+41790000000', 'STOP', now())`);
  await t.http().get('/api/guest/dashboard').set(t.auth('guest', anna.id)).expect(200); // a session on record
  await settleJobs(t.app);
  return { anna, ben, photo };
}

/** The columns the retention run must leave exactly as they were. */
const KEPT_GUEST_COLUMNS = ['id', 'first_name', 'last_name', 'menu_id', 'guest_type', 'side', 'group_id', 'companion_allowed', 'login_token', 'created_at', 'photo_consent_at', 'wall_hidden'];
const pick = (row: Record<string, unknown>, columns: string[]) => Object.fromEntries(columns.map((c) => [c, row[c]]));

it('reminds the couple 30 and 7 days before, each once, then deletes exactly the listed fields at the date; names, answers and photos stay; running again changes nothing', async () => {
  const { anna, photo } = await setUp();
  expect((await api.get('/api/admin/privacy/settings').expect(200)).body).toMatchObject({
    retention_date: null,
    default_retention_date: '2025-12-07',
    effective_retention_date: '2025-12-07',
    days_left: 36,
    delete_names: false,
    delete_gallery: false,
    retention_done_at: null,
  });
  expect((await t.http().get('/api/guest/privacy').set(t.auth('guest', anna.id)).expect(200)).body.retention).toMatchObject({ delete_from: '2025-12-07', names_kept: true, gallery_kept: true });
  const before = await guestRows();

  await check();
  expect(await mails()).toEqual([]);
  setClock('2025-11-08T09:00:00Z'); // 29 days before
  await check();
  await check();
  expect((await mails()).map((mail) => [mail.to.address, mail.subject])).toEqual([['mia.jonas@example.ch', 'Hochzeitsportal: Am Sonntag, 7. Dezember 2025 werden personenbezogene Daten gelöscht']]);
  setClock('2025-11-30T09:00:00Z'); // 7 days before
  await check();
  await check();
  expect(await mails()).toHaveLength(2);
  expect((await mails())[1].text).toContain('In 7 Tagen');
  expect(await guestRows()).toEqual(before);

  setClock('2025-12-06T22:59:00Z'); // 23:59 in Zurich: still the day before
  await check();
  expect(await guestRows()).toEqual(before);

  setClock('2025-12-06T23:01:00Z'); // 00:01 on the 7th in Zurich
  await check();
  const after = await guestRows();
  for (const [i, row] of after.entries()) {
    expect(pick(row, KEPT_GUEST_COLUMNS)).toEqual(pick(before[i], KEPT_GUEST_COLUMNS));
    expect(row).toMatchObject({ email: null, phone: null, mobile: null, address: null, allergies: [], allergy_consent_at: null, special_requests: null, admin_notes: null });
    expect(row.session_version).toBe(Number(before[i].session_version) + 1);
  }
  expect(await sql(`select attending, song_wish, message, companion_name, companion_allergies from rsvp_answer`)).toEqual([
    { attending: true, song_wish: 'Lied', message: 'Gruss', companion_name: 'Kim', companion_allergies: [] },
  ]);
  for (const table of ['sms_message', 'email_unsubscribe', 'sms_opt_out', 'guest_session']) expect(await countRows(t, table)).toBe(0);
  expect(await countRows(t, 'media')).toBe(1);
  expect((await sql(`select uploader_name from media where id = ?`, [photo]))[0].uploader_name).toBe('Anna Muster');
  // Sessions ended; the personal link still signs in.
  const old = await t.http().get('/api/guest/dashboard').set(t.auth('guest', anna.id));
  expect(old.status).toBe(401);
  expect(old.body).toEqual({ msg: SESSION_ENDED });
  await t.http().post('/api/auth/guest-login').send({ token: anna.login_token }).expect(200);
  const settings = (await api.get('/api/admin/privacy/settings').expect(200)).body;
  expect(settings.retention_done_at).toEqual(expect.any(String));

  // Idempotent: the next checks (the same day, a day later) change nothing.
  await check();
  setClock('2025-12-08T10:00:00Z');
  await check();
  expect(await guestRows()).toEqual(after);
  expect(await mails()).toHaveLength(2);
});

it('deletes names and the gallery too when the couple chooses so, on their own date; a date first checked when already past waits 7 days after the reminder', async () => {
  const { anna } = await setUp();
  setClock('2026-03-01T10:00:00Z');
  const bad = await api.put('/api/admin/privacy/settings', { retention_date: '2025-06-01' });
  expect(bad.status).toBe(400);
  expect(bad.body).toEqual({ msg: PRIVACY_MESSAGES.retentionDateBeforeWedding });
  expect((await api.put('/api/admin/privacy/settings', { retention_date: '01.03.2026' })).body).toEqual({ msg: PRIVACY_MESSAGES.retentionDateInvalid });
  expect(await countRows(t, 'privacy_settings')).toBe(0);
  const saved = (await api.put('/api/admin/privacy/settings', { retention_date: '2026-02-01', delete_names: true, delete_gallery: true }).expect(200)).body;
  // Past already: the reminder goes out with this check, the data leaves 7 days later.
  expect(saved).toMatchObject({ retention_date: '2026-02-01', effective_retention_date: '2026-02-01', delete_names: true, delete_gallery: true, days_left: 7 });
  await settleJobs(t.app);
  await check();
  expect(await mails()).toHaveLength(1);
  expect(await countRows(t, 'media')).toBe(1);
  expect((await sql(`select first_name from guest where id = ?`, [anna.id]))[0].first_name).toBe('Anna');

  setClock('2026-03-08T10:00:00Z');
  await check();
  expect(await sql(`select first_name, last_name, email from guest order by id`)).toEqual([
    { first_name: 'Gast', last_name: String(anna.id), email: null },
    { first_name: 'Gast', last_name: String(anna.id + 1), email: null },
  ]);
  expect((await sql(`select companion_name from rsvp_answer`))[0].companion_name).toBe('Begleitung');
  expect(await countRows(t, 'media')).toBe(0);
  await settleJobs(t.app);
  expect(await storedMediaFiles(t)).toEqual([]);
});

it('deletes nothing on an installation nobody has set up (only the neutral wedding date)', async () => {
  const anna = await t.createGuest({ first_name: 'Anna', email: 'anna@example.ch' });
  setClock('2027-01-01T10:00:00Z');
  await check();
  await check();
  expect((await sql(`select email from guest where id = ?`, [anna.id]))[0].email).toBe('anna@example.ch');
  expect(await countRows(t, 'privacy_settings')).toBe(0);
});
