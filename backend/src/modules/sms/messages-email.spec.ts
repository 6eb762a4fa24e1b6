import { randomUUID } from 'node:crypto';
import { MESSAGE_DEFAULT_SUBJECT, SMS_MESSAGES } from '@hochzeit/contracts';
import { adminApi, countRows } from '../../../test/fixtures.js';
import { settleJobs } from '../../../test/jobs.js';
import { useTestApp } from '../../../test/test-app.js';
import { EmailUnsubscribes } from '../email/index.js';
import type { Guest } from '../guests/index.js';
import { rsvpAnsweredJob } from '../rsvp/index.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { MessagesService } from './index.js';
import { SmsDispatcher } from './sms-dispatcher.js';

/**
 * The messages tool with e-mail and without SMTP_URL (and without Twilio): every e-mail is stored,
 * claimed and "sent" into the outbox ('Postausgang'), nothing leaves. The channel choice decides
 * who gets what; unsubscribed addresses and STOP numbers are left out and counted.
 */
const t = useTestApp();
const api = adminApi(t);

type Row = { medium: string; to: string; guest_id: number | null; state: string; subject: string | null; body: string; error_message: string | null };
const messages = async () =>
  (await t.orm.em.getConnection().execute(`select medium, "to", guest_id, state, subject, body, error_message from sms_message order by medium, "to"`)) as Row[];
const unsubscribe = (address: string) => t.app.get(EmailUnsubscribes).unsubscribe(address);
const optOut = (number: string) => t.orm.em.getConnection().execute(`insert into sms_opt_out (number, keyword, created_at) values (?, 'STOP', now())`, [number]);

/** Every way a guest can be reachable (or not). */
async function guests() {
  const both = await t.createGuest({ first_name: 'Beide', last_name: 'Wege', email: 'beide@example.ch', mobile: '0791000001', guest_type: 'Inner Circle' });
  const mailOnly = await t.createGuest({ first_name: 'Nur', last_name: 'Mail', email: 'nur.mail@example.ch', mobile: null, guest_type: 'Inner Circle' });
  const smsOnly = await t.createGuest({ first_name: 'Nur', last_name: 'Handy', email: null, mobile: '0791000003', guest_type: 'Inner Circle' });
  const unsubscribed = await t.createGuest({ first_name: 'Ab', last_name: 'Gemeldet', email: 'Abgemeldet@Example.ch', mobile: '0791000004', guest_type: 'Inner Circle' });
  const stopped = await t.createGuest({ first_name: 'Stopp', last_name: 'Nummer', email: null, mobile: '0791000005', guest_type: 'Inner Circle' });
  const nothing = await t.createGuest({ first_name: 'Ohne', last_name: 'Kontakt', email: null, mobile: null, guest_type: 'Inner Circle' });
  await unsubscribe('abgemeldet@example.ch');
  await optOut('+41791000005');
  return { both, mailOnly, smsOnly, unsubscribed, stopped, nothing, all: [both, mailOnly, smsOnly, unsubscribed, stopped, nothing] };
}
const ids = (list: Guest[]) => list.map((guest) => guest.id);

describe('channel choice per send', () => {
  it("'E-Mail': the guests with an address not unsubscribed; the others counted as left out", async () => {
    const g = await guests();
    const res = await api
      .post('/api/sms/send-multiple', { guest_ids: ids(g.all), message: 'Liebe/r {vorname}, bis bald!', channel_choice: 'email', subject: 'Neuigkeiten' })
      .expect(200);
    expect(res.body).toEqual(
      expect.objectContaining({
        channel_choice: 'email',
        channel: 'outbox',
        email_channel: 'outbox',
        total: 2,
        successful: 2,
        failed: 0,
        done: true,
        unsubscribed: 1,
        opted_out: 0,
        without_contact: 3,
        summary: 'Nicht versendet (kein SMTP-Server eingerichtet): 2 E-Mails in den Postausgang gelegt',
      }),
    );
    expect(await messages()).toEqual([
      expect.objectContaining({ medium: 'email', to: 'beide@example.ch', guest_id: g.both.id, state: 'sent', subject: 'Neuigkeiten', body: 'Liebe/r Beide, bis bald!' }),
      expect.objectContaining({ medium: 'email', to: 'nur.mail@example.ch', guest_id: g.mailOnly.id, state: 'sent', subject: 'Neuigkeiten', body: 'Liebe/r Nur, bis bald!' }),
    ]);
  });

  it("'E-Mail, sonst SMS': e-mail where possible, else SMS (also for an unsubscribed address with a mobile); STOP and no contact left out", async () => {
    await guests();
    const res = await api.post('/api/sms/send-to-guest-types', { guest_types: ['Inner Circle'], message: 'Hallo {vorname}', channel_choice: 'email_else_sms' }).expect(200);
    expect(res.body).toEqual(
      expect.objectContaining({
        total_sent: 4,
        total_failed: 0,
        opted_out: 1,
        unsubscribed: 0,
        without_contact: 1,
        summary:
          'Nicht versendet (kein Twilio-Konto eingerichtet): 2 SMS in den Postausgang gelegt · Nicht versendet (kein SMTP-Server eingerichtet): 2 E-Mails in den Postausgang gelegt',
      }),
    );
    expect((await messages()).map((row) => [row.medium, row.to, row.subject])).toEqual([
      ['email', 'beide@example.ch', MESSAGE_DEFAULT_SUBJECT],
      ['email', 'nur.mail@example.ch', MESSAGE_DEFAULT_SUBJECT],
      ['sms', '+41791000003', null],
      ['sms', '+41791000004', null],
    ]);
    // The history lists both media with their states; the outbox shows both.
    const batch = (await api.get(`/api/sms/batches/${res.body.batch_id}`).expect(200)).body;
    expect(batch).toEqual(expect.objectContaining({ channel_choice: 'email_else_sms', media: { sms: 2, email: 2 }, counts: expect.objectContaining({ sent: 4 }), summary: res.body.summary }));
    expect(batch.messages.map((m: { medium: string; state: string }) => `${m.medium}:${m.state}`).sort()).toEqual(['email:sent', 'email:sent', 'sms:sent', 'sms:sent']);
    expect((await api.get('/api/sms/outbox').expect(200)).body).toHaveLength(4);
  });

  it("'SMS' (the default): as before e-mail existed, e-mail addresses play no part", async () => {
    const g = await guests();
    const res = await api.post('/api/sms/send-multiple', { guest_ids: ids(g.all), message: 'Hallo' }).expect(200);
    expect(res.body).toEqual(expect.objectContaining({ channel_choice: 'sms', email_channel: null, successful: 3, opted_out: 1, unsubscribed: 0 }));
    expect((await messages()).map((row) => row.to)).toEqual(['+41791000001', '+41791000003', '+41791000004']);
  });

  it('refuses an unknown choice, a send nobody can receive by e-mail and an overlong subject; nothing stored', async () => {
    const g = await guests();
    const refusals: Array<[object, string]> = [
      [{ guest_ids: [g.both.id], message: 'Hallo', channel_choice: 'fax' }, SMS_MESSAGES.invalidChannelChoice],
      [{ guest_ids: [g.smsOnly.id, g.nothing.id], message: 'Hallo', channel_choice: 'email' }, SMS_MESSAGES.noEmailRecipients],
      [{ guest_ids: [g.nothing.id], message: 'Hallo', channel_choice: 'email_else_sms' }, SMS_MESSAGES.noContactRecipients],
      [{ guest_ids: [g.both.id], message: 'Hallo', channel_choice: 'email', subject: 'x'.repeat(201) }, SMS_MESSAGES.subjectTooLong],
    ];
    for (const [body, msg] of refusals) {
      const res = await api.post('/api/sms/send-multiple', body).expect(400);
      expect(res.body.msg).toBe(msg);
    }
    expect(await countRows(t, 'sms_batch')).toBe(0);
    expect(await countRows(t, 'sms_message')).toBe(0);
  });

  it('an address unsubscribed after the send was stored gets nothing: the message fails with the reason', async () => {
    const guest = await t.createGuest({ first_name: 'Spät', last_name: 'Ab', email: 'spaet@example.ch', guest_type: 'Apéro' });
    const res = await api.post('/api/sms/send-multiple', { guest_ids: [guest.id], message: 'Hallo', channel_choice: 'email' }).expect(200);
    // As if no worker had claimed it yet when the guest unsubscribed.
    await t.orm.em.getConnection().execute(`update sms_message set state = 'queued', claimed_at = null`);
    await unsubscribe('SPAET@example.ch');
    await t.app.get(SmsDispatcher).schedule(res.body.batch_id, 'test');
    await settleJobs(t.app);
    expect(await messages()).toEqual([expect.objectContaining({ to: 'spaet@example.ch', state: 'failed', error_message: SMS_MESSAGES.unsubscribed })]);
  });
});

describe('GET /api/sms/recipients', () => {
  it('lists every guest reachable by SMS or e-mail with mobile, address, STOP, unsubscribe and RSVP; the figures count mobiles', async () => {
    const g = await guests();
    const res = await api.get('/api/sms/recipients').expect(200);
    const row = (guest: Guest) => res.body.guests.find((r: { id: number }) => r.id === guest.id);
    expect(res.body.guests.map((r: { id: number }) => r.id).sort()).toEqual(ids([g.both, g.mailOnly, g.smsOnly, g.unsubscribed, g.stopped]).sort());
    expect(row(g.mailOnly)).toEqual({
      id: g.mailOnly.id,
      first_name: 'Nur',
      last_name: 'Mail',
      mobile: null,
      email: 'nur.mail@example.ch',
      guest_type: 'Inner Circle',
      opted_out: false,
      unsubscribed: false,
      rsvp_open: true,
    });
    expect(row(g.unsubscribed)).toEqual(expect.objectContaining({ email: 'Abgemeldet@Example.ch', unsubscribed: true, opted_out: false }));
    expect(row(g.stopped)).toEqual(expect.objectContaining({ mobile: '0791000005', email: null, opted_out: true, unsubscribed: false }));
    expect(res.body.total_guests).toBe(4);
    expect(res.body.stats_by_type).toEqual({ 'Inner Circle': 4, Apéro: 0 });
  });

  it('GET /api/sms/guest-numbers keeps to the guests with a mobile (address and unsubscribe on their rows)', async () => {
    const g = await guests();
    const res = await api.get('/api/sms/guest-numbers').expect(200);
    expect(res.body.guests.map((r: { id: number }) => r.id).sort()).toEqual(ids([g.both, g.smsOnly, g.unsubscribed, g.stopped]).sort());
    expect(res.body.guests.every((r: { mobile: unknown }) => typeof r.mobile === 'string')).toBe(true);
    expect(res.body.guests.find((r: { id: number }) => r.id === g.unsubscribed.id)).toEqual(expect.objectContaining({ email: 'Abgemeldet@Example.ch', unsubscribed: true }));
    expect(res.body.total_guests).toBe(4);
  });
});

describe('how e-mail leaves, before any e-mail is sent', () => {
  it("the batch list says 'outbox' without SMTP_URL, with no batch yet", async () => {
    const res = await api.get('/api/sms/batches').expect(200);
    expect(res.body).toEqual({ channel: 'outbox', from: null, email_channel: 'outbox', batches: [] });
  });

  it("one e-mail is '1 E-Mail' in the summary", async () => {
    const g = await guests();
    const res = await api.post('/api/sms/send-multiple', { guest_ids: [g.mailOnly.id], message: 'Hallo', channel_choice: 'email' }).expect(200);
    expect(res.body.summary).toBe('Nicht versendet (kein SMTP-Server eingerichtet): 1 E-Mail in den Postausgang gelegt');
  });
});

describe('POST /api/sms/preview-personalized by channel choice', () => {
  it("'E-Mail, sonst SMS': each guest personalised with the medium the send would use; the longest counts SMS only", async () => {
    const g = await guests();
    const res = await api.post('/api/sms/preview-personalized', { guest_ids: ids(g.all), message: 'Hallo {vorname}', channel_choice: 'email_else_sms' }).expect(200);
    // By name; STOP and no contact left out, the unsubscribed address gets an SMS.
    expect(res.body.previews.map((p: { guest_name: string; medium: string; personalized_message: string }) => [p.guest_name, p.medium, p.personalized_message])).toEqual([
      ['Ab Gemeldet', 'sms', 'Hallo Ab'],
      ['Nur Handy', 'sms', 'Hallo Nur'],
      ['Nur Mail', 'email', 'Hallo Nur'],
      ['Beide Wege', 'email', 'Hallo Beide'],
    ]);
    expect(res.body.total_recipients).toBe(4);
    expect(res.body.longest).toEqual({ guest_name: 'Nur Handy', segments: expect.objectContaining({ length: 9 }) });
  });

  it("'E-Mail': only the addresses not unsubscribed, no SMS figures", async () => {
    const g = await guests();
    const res = await api.post('/api/sms/preview-personalized', { guest_ids: ids(g.all), message: 'Hallo {vorname}', channel_choice: 'email' }).expect(200);
    expect(res.body.previews.map((p: { guest_name: string; medium: string }) => [p.guest_name, p.medium])).toEqual([
      ['Nur Mail', 'email'],
      ['Beide Wege', 'email'],
    ]);
    expect(res.body.longest).toBeNull();
    expect(await countRows(t, 'sms_message')).toBe(0);
  });

  it('refuses an unknown choice with the German message', async () => {
    const res = await api.post('/api/sms/preview-personalized', { guest_types: ['Apéro'], message: 'Hallo', channel_choice: 'fax' }).expect(400);
    expect(res.body.msg).toBe(SMS_MESSAGES.invalidChannelChoice);
  });
});

describe('POST /api/sms/send-invitations', () => {
  it('sends the composed invitation to the chosen guests with an address and names those without', async () => {
    const anna = await t.createGuest({ first_name: 'Anna', last_name: 'Muster', email: 'anna@example.ch', guest_type: 'Inner Circle' });
    const ben = await t.createGuest({ first_name: 'Ben', last_name: 'Beispiel', email: 'ben@example.ch', guest_type: 'Apéro' });
    const carl = await t.createGuest({ first_name: 'Carl', last_name: 'Ohne', email: null, guest_type: 'Apéro' });
    const res = await api.post('/api/sms/send-invitations', { guest_ids: [anna.id, ben.id, carl.id], request_id: randomUUID() }).expect(200);
    expect(res.body).toEqual(
      expect.objectContaining({ total: 2, failed: 0, repeated: false, without_contact: 1, channel_choice: 'email', without_email: [{ id: carl.id, name: 'Carl Ohne' }] }),
    );
    // Composing the QR code is slow under the test runner: the reply may come before the batch is done.
    await settleJobs(t.app);
    const rows = await messages();
    expect(rows.map((row) => [row.medium, row.to, row.state])).toEqual([
      ['email', 'anna@example.ch', 'sent'],
      ['email', 'ben@example.ch', 'sent'],
    ]);
    expect(rows[0].subject).toMatch(/^Einladung zur Hochzeit von /);
    // The personal sign-in link is in the text that was sent (and the history shows it).
    expect(rows[0].body).toContain(`token=${anna.login_token}`);
    const history = (await api.get('/api/sms/batches').expect(200)).body.batches;
    expect(history[0]).toEqual(expect.objectContaining({ kind: 'invitation', media: { sms: 0, email: 2 }, email_channel: 'outbox' }));
  });

  it('the same request twice (a double click, also at the same moment) makes one batch; a new request sends again', async () => {
    const anna = await t.createGuest({ first_name: 'Anna', last_name: 'Muster', email: 'anna@example.ch', guest_type: 'Inner Circle' });
    const body = { guest_ids: [anna.id], request_id: randomUUID() };
    const [first, second] = await Promise.all([api.post('/api/sms/send-invitations', body).expect(200), api.post('/api/sms/send-invitations', body).expect(200)]);
    expect(first.body.batch_id).toBe(second.body.batch_id);
    expect([first.body.repeated, second.body.repeated].sort()).toEqual([false, true]);
    await settleJobs(t.app);
    const third = await api.post('/api/sms/send-invitations', body).expect(200);
    expect(third.body).toEqual(expect.objectContaining({ batch_id: first.body.batch_id, repeated: true, successful: 1 }));
    expect(await countRows(t, 'sms_batch')).toBe(1);
    expect(await countRows(t, 'sms_message')).toBe(1);

    const again = await api.post('/api/sms/send-invitations', { ...body, request_id: randomUUID() }).expect(200);
    expect(again.body.batch_id).not.toBe(first.body.batch_id);
    expect(await countRows(t, 'sms_message')).toBe(2);
  });

  it('refuses without guests, without a request id, and when no chosen guest can receive it; nothing stored', async () => {
    const carl = await t.createGuest({ first_name: 'Carl', last_name: 'Ohne', email: null, guest_type: 'Apéro' });
    const gone = await t.createGuest({ first_name: 'Gerda', last_name: 'Ab', email: 'gerda@example.ch', guest_type: 'Apéro' });
    await unsubscribe('gerda@example.ch');
    const refusals: Array<[object, string]> = [
      [{ guest_ids: [], request_id: randomUUID() }, SMS_MESSAGES.invitationGuestsRequired],
      [{ guest_ids: [carl.id] }, SMS_MESSAGES.requestIdInvalid],
      [{ guest_ids: [carl.id], request_id: 'nochmal' }, SMS_MESSAGES.requestIdInvalid],
      [{ guest_ids: [carl.id, gone.id], request_id: randomUUID() }, SMS_MESSAGES.noInvitationRecipients],
    ];
    for (const [body, msg] of refusals) expect((await api.post('/api/sms/send-invitations', body).expect(400)).body.msg).toBe(msg);
    expect(await countRows(t, 'sms_batch')).toBe(0);
  });
});

describe('the RSVP confirmation', () => {
  const putRsvp = (guest: Guest, answers: object[]) => t.http().put('/api/guest/rsvp').set(t.auth('guest', guest.id)).send({ answers, allergy_consent: true });

  it('one e-mail per stored answer to the answering guest, never twice for a retried job', async () => {
    const anna = await t.createGuest({ first_name: 'Anna', last_name: 'Muster', email: 'anna@example.ch', guest_type: 'Inner Circle' });
    await putRsvp(anna, [{ guest_id: anna.id, attending: true, allergies: ['Laktose'], song_wish: 'Hallelujah' }]).expect(200);
    await settleJobs(t.app);
    let rows = await messages();
    expect(rows).toEqual([expect.objectContaining({ medium: 'email', to: 'anna@example.ch', guest_id: anna.id, state: 'sent' })]);
    expect(rows[0].subject).toMatch(/^Ihre Antwort zur Hochzeit von /);
    expect(rows[0].body).toContain('Teilnahme: Zusage');
    expect(rows[0].body).toContain('Allergien: Laktose');

    // The same job again (a retry after a crash, a second worker): nothing new is stored or sent.
    const [{ answered_at }] = (await t.orm.em.getConnection().execute(`select answered_at from rsvp_answer where guest_id = ?`, [anna.id])) as Array<{ answered_at: Date }>;
    const data = { guestId: anna.id, answeredAt: new Date(answered_at).toISOString() };
    await t.app.get(JobQueue).send(rsvpAnsweredJob, data);
    await Promise.all([t.app.get(MessagesService).confirmAnswer(data), t.app.get(MessagesService).confirmAnswer(data)]);
    await settleJobs(t.app);
    expect(await countRows(t, 'sms_message')).toBe(1);
    expect(await countRows(t, 'sms_batch')).toBe(1);

    // A changed answer is a new answer: its own confirmation.
    await putRsvp(anna, [{ guest_id: anna.id, attending: false }]).expect(200);
    await settleJobs(t.app);
    rows = await messages();
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.body).filter((text) => text.includes('Teilnahme: Absage'))).toHaveLength(1);
  });

  it('no confirmation for a guest without an address or with an unsubscribed one', async () => {
    const ohne = await t.createGuest({ first_name: 'Otto', last_name: 'Ohne', email: null, guest_type: 'Apéro' });
    const ab = await t.createGuest({ first_name: 'Alma', last_name: 'Ab', email: 'alma@example.ch', guest_type: 'Apéro' });
    await unsubscribe('alma@example.ch');
    await putRsvp(ohne, [{ guest_id: ohne.id, attending: true }]).expect(200);
    await putRsvp(ab, [{ guest_id: ab.id, attending: true }]).expect(200);
    await settleJobs(t.app);
    expect(await countRows(t, 'sms_message')).toBe(0);
  });
});

describe('MessagesService.sendReminders', () => {
  it('at most one reminder per guest and step, by the channel choice', async () => {
    const g = await guests();
    await api.put('/api/admin/rsvp/settings', { deadline: '2099-05-31' }).expect(200);
    const messagesService = t.app.get(MessagesService);
    const first = await messagesService.sendReminders({ stepKey: '14', guestIds: ids(g.all), channelChoice: 'email_else_sms' });
    expect(first).toEqual({ batchId: expect.any(Number), queued: 4, alreadySent: 0, optedOut: 1, unsubscribed: 0, withoutContact: 1 });
    // The same step again, twice at once: nothing new.
    const again = await Promise.all([
      messagesService.sendReminders({ stepKey: '14', guestIds: ids(g.all), channelChoice: 'email_else_sms' }),
      messagesService.sendReminders({ stepKey: '14', guestIds: ids(g.all), channelChoice: 'email' }),
    ]);
    expect(again.map((result) => [result.batchId, result.queued])).toEqual([
      [null, 0],
      [null, 0],
    ]);
    await settleJobs(t.app);
    const rows = await messages();
    expect(rows.map((row) => [row.medium, row.to, row.state])).toEqual([
      ['email', 'beide@example.ch', 'sent'],
      ['email', 'nur.mail@example.ch', 'sent'],
      ['sms', '+41791000003', 'sent'],
      ['sms', '+41791000004', 'sent'],
    ]);
    expect(rows[0].subject).toBe('Erinnerung: Bitte antworten Sie bis Sonntag, 31. Mai 2099');
    expect(rows[2].body).toMatch(/noch keine Antwort/);
    // The next step is another reminder.
    expect((await messagesService.sendReminders({ stepKey: '3', guestIds: [g.both.id], channelChoice: 'sms' })).queued).toBe(1);
    expect(await countRows(t, 'sms_batch')).toBe(2);
    expect((await api.get('/api/sms/batches').expect(200)).body.batches.map((b: { kind: string }) => b.kind)).toEqual(['rsvp_reminder', 'rsvp_reminder']);
  });
});
