import {
  COUPLE_NAMES_REQUIRED,
  EMAIL_CALENDAR_FILE_NAME,
  EMAIL_FROM_ADDRESS_INVALID,
  EMAIL_FROM_NAME_INVALID,
  EMAIL_QR_FILE_NAME,
  EMAIL_UNSUBSCRIBE_DONE,
  EMAIL_UNSUBSCRIBE_INVALID,
} from '@hochzeit/contracts';
import { type ReceivedMail, type SmtpStandIn, startSmtpStandIn } from '@hochzeit/smtp-stand-in';
import ICAL from 'ical.js';
import { adminApi, countRows } from '../../../test/fixtures.js';
import { decodeQrPng } from '../../../test/qr.js';
import { type TestApp, startTestApp } from '../../../test/test-app.js';
import type { Guest } from '../guests/index.js';
import { EmailComposer, EmailSender, EmailUnsubscribes, type MailRequest } from './index.js';

/**
 * E-mail through the real nodemailer to the local SMTP stand-in: what a guest's mail client would
 * read (headers, HTML and text parts, the inline QR code, the .ics), what becomes of refusals, the
 * outbox mode, the sender settings and one-click unsubscribe.
 */
let standIn: SmtpStandIn;
let t: TestApp;
let api: ReturnType<typeof adminApi>;

beforeAll(async () => {
  standIn = await startSmtpStandIn();
  t = await startTestApp({ SMTP_URL: standIn.url });
  api = adminApi(t);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});
beforeEach(async () => {
  await t.reset();
  standIn.reset();
});

const WEDDING = { title: 'Unsere Hochzeit', starts_at: '2027-06-05T15:30:00+02:00', venue_name: 'Schloss Wartensee', venue_address: 'Schloss Wartensee, 9404 Rorschacherberg', couple_names: 'Zoë & Jürg' };

async function wedding(extra: Record<string, unknown> = {}) {
  await api.put('/api/admin/event-settings', { ...WEDDING, ...extra }).expect(200);
}

async function guest(data: Partial<Guest> = {}): Promise<Guest & { email: string }> {
  return (await t.createGuest({ first_name: 'Jörg', last_name: 'Mösli', guest_type: 'Inner Circle', email: 'joerg.moesli@example.ch', ...data })) as Guest & { email: string };
}

async function send(request: MailRequest) {
  const mail = await t.app.get(EmailComposer).compose(request);
  return { mail, outcome: await t.app.get(EmailSender).deliver(mail) };
}

const header = (received: ReceivedMail, name: string) => received.rawHeaders.get(name)?.[0];
const attachment = (received: ReceivedMail, filename: string) => received.parsed.attachments.find((a) => a.filename === filename);

describe('the invitation through nodemailer to the SMTP stand-in', () => {
  it('carries the sender, subject and names with umlauts, HTML and text, the link, its QR code inline and the day plan as .ics', async () => {
    await wedding();
    await api.post('/api/timeline/admin', { title: 'Trauung in der Kapelle', time: '2027-06-05T16:00:00+02:00', timeline_type: 'inner_circle', visible_to: ['admin', 'guest'], location: 'Kapelle', description: 'Mit Orgel' }).expect(201);
    await api.post('/api/timeline/admin', { title: 'Aufbau intern', time: '2027-06-05T09:00:00+02:00', timeline_type: 'organizer', visible_to: ['admin'], description: 'Tische' }).expect(201);
    const joerg = await guest();
    const link = `https://hochzeit.test/guest-login?token=${joerg.login_token}`;

    const { mail, outcome } = await send({ kind: 'invitation', guest: joerg });
    expect(outcome).toEqual({ kind: 'sent', messageId: expect.stringMatching(/^<.+>$/) });
    const [received] = await standIn.waitFor(1);
    expect(standIn.messages()).toHaveLength(1);
    const { parsed } = received;

    expect(received.envelope).toEqual({ from: 'hochzeit@hochzeit.test', to: ['joerg.moesli@example.ch'] });
    expect(parsed.from?.value).toEqual([{ name: 'Zoë & Jürg', address: 'hochzeit@hochzeit.test' }]);
    expect(Array.isArray(parsed.to) ? null : parsed.to?.value).toEqual([{ name: 'Jörg Mösli', address: 'joerg.moesli@example.ch' }]);
    expect(parsed.subject).toBe('Einladung zur Hochzeit von Zoë & Jürg');

    // One-click unsubscribe (RFC 8058): the address's own link, the same as in the body.
    const unsubscribeUrl = t.app.get(EmailUnsubscribes).url('joerg.moesli@example.ch');
    expect(header(received, 'list-unsubscribe')).toBe(`<${unsubscribeUrl}>`);
    expect(header(received, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeUrl).toMatch(/^https:\/\/hochzeit\.test\/api\/email\/unsubscribe\/[\w-]+\.[\w-]{43}$/);

    // Plain text: German, formal by default, the date on the venue's calendar, the link, the unsubscribe link.
    const text = parsed.text ?? '';
    expect(text).toContain('Guten Tag Jörg Mösli,');
    expect(text).toContain('wir freuen uns sehr, Sie zu unserer Hochzeit am Samstag, 5. Juni 2027 um 15:30 Uhr einzuladen.');
    expect(text).toContain('Ort: Schloss Wartensee, Schloss Wartensee, 9404 Rorschacherberg');
    expect(text).toContain(link);
    expect(text).toContain('Herzliche Grüße\nZoë & Jürg');
    expect(text).toContain('Im Anhang finden Sie den Tagesablauf für Ihren Kalender.');
    expect(text).toContain(`Keine E-Mails mehr vom Hochzeitsportal erhalten: ${unsubscribeUrl}`);

    // HTML: the same content, the link as a button, the QR code by its cid, the unsubscribe link.
    const html = String(parsed.html);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(`<a href="${link}"`);
    expect(html).toContain('Zoë &#38; Jürg');
    expect(html).toContain(`href="${unsubscribeUrl}"`);
    // The QR code: an inline PNG (multipart/related) that the HTML shows by its cid and a phone reads as the personal link.
    const qr = attachment(received, EMAIL_QR_FILE_NAME);
    expect(qr).toMatchObject({ contentType: 'image/png', cid: expect.any(String), related: true, contentDisposition: 'inline' });
    expect(mail.html).toContain(`<img src="cid:${qr!.cid}"`);
    // mailparser puts the image it found under that cid into the HTML: the reference resolves.
    expect(html).toContain(`<img src="data:image/png;base64,${qr!.content.toString('base64')}"`);
    expect(decodeQrPng(qr!.content)).toBe(link);

    // The day plan: only what this guest sees, parsed by ical.js; one attachment, no calendar alternative.
    const ics = attachment(received, EMAIL_CALENDAR_FILE_NAME);
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((e) => [e.summary, e.startDate.toJSDate().toISOString()])).toEqual([['Trauung in der Kapelle', '2027-06-05T14:00:00.000Z']]);
    expect(parsed.attachments).toHaveLength(2);
  });

  it('speaks to guests as “ihr” when the settings say so', async () => {
    await wedding({ guest_address: 'ihr' });
    await send({ kind: 'invitation', guest: await guest() });
    const [{ parsed }] = await standIn.waitFor(1);
    expect(parsed.text).toContain('Hallo Jörg,');
    expect(parsed.text).toContain('wir freuen uns sehr, euch zu unserer Hochzeit am Samstag, 5. Juni 2027 um 15:30 Uhr einzuladen.');
    expect(parsed.text).toContain('Bitte gebt diesen Link nicht weiter');
    expect(parsed.text).not.toMatch(/\bSie\b/);
  });

  it('attaches no empty day plan', async () => {
    await wedding();
    await send({ kind: 'invitation', guest: await guest() });
    const [{ parsed }] = await standIn.waitFor(1);
    expect(parsed.attachments.map((a) => a.filename)).toEqual([EMAIL_QR_FILE_NAME]);
    expect(parsed.text).not.toContain('Tagesablauf');
  });
});

describe('the other kinds', () => {
  it('the RSVP confirmation names what was answered: attending, menu, allergies, companion, song wish, message', async () => {
    await wedding();
    const joerg = await guest();
    await send({
      kind: 'rsvp_confirmation',
      guest: joerg,
      answer: {
        attending: true,
        menu: 'Vegetarisch',
        allergies: ['Laktose', 'Nüsse'],
        companion: { name: 'Käthi Müller', menu: 'Menü 3', allergies: [] },
        song_wish: 'Ewigi Liebi',
        message: 'Wir freuen uns <sehr>!',
      },
    });
    const [{ parsed }] = await standIn.waitFor(1);
    expect(parsed.subject).toBe('Ihre Antwort zur Hochzeit von Zoë & Jürg');
    for (const line of ['Teilnahme: Zusage', 'Menü: Vegetarisch', 'Allergien: Laktose, Nüsse', 'Begleitung: Käthi Müller', 'Menü der Begleitung: Menü 3', 'Allergien der Begleitung: keine', 'Musikwunsch: Ewigi Liebi', 'Nachricht: Wir freuen uns <sehr>!']) {
      expect(parsed.text).toContain(line);
    }
    // Typed text is escaped in the HTML part, never markup.
    expect(parsed.html).toContain('Wir freuen uns &#60;sehr&#62;!');
    expect(parsed.text).toContain(`https://hochzeit.test/guest-login?token=${joerg.login_token}`);
  });

  it('a declining answer says so and lists no meal', async () => {
    await wedding();
    await send({ kind: 'rsvp_confirmation', guest: await guest(), answer: { attending: false, menu: 'Menü 1', allergies: ['Gluten'], companion: null, song_wish: null, message: null } });
    const [{ parsed }] = await standIn.waitFor(1);
    expect(parsed.text).toContain('Teilnahme: Absage');
    expect(parsed.text).not.toContain('Menü: ');
    expect(parsed.text).not.toContain('Gluten');
  });

  it('the reminder gives the deadline as a German date and the link', async () => {
    await wedding();
    const joerg = await guest();
    await send({ kind: 'rsvp_reminder', guest: joerg, deadline: '2027-05-01' });
    const [{ parsed }] = await standIn.waitFor(1);
    expect(parsed.subject).toBe('Erinnerung: Bitte antworten Sie bis Samstag, 1. Mai 2027');
    expect(parsed.text).toContain('Bitte sagen Sie uns bis Samstag, 1. Mai 2027, ob Sie zu unserer Hochzeit kommen.');
    expect(parsed.text).toContain(`https://hochzeit.test/guest-login?token=${joerg.login_token}`);
    expect(parsed.attachments).toHaveLength(0);
  });

  it('a message from the tool keeps its subject and paragraphs, with the unsubscribe headers', async () => {
    await wedding();
    await send({ kind: 'message', guest: await guest(), subject: 'Änderung: Apéro später', text: 'Hallo Jörg\n\nDer Apéro beginnt um 17 Uhr.\nBis bald!' });
    const [received] = await standIn.waitFor(1);
    expect(received.parsed.subject).toBe('Änderung: Apéro später');
    expect(received.parsed.text).toContain('Hallo Jörg\n\nDer Apéro beginnt um 17 Uhr.\nBis bald!');
    expect(received.parsed.html).toContain('<p>Der Apéro beginnt um 17 Uhr.<br>Bis bald!</p>');
    expect(header(received, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });
});

describe('delivery outcomes', () => {
  it('a refused recipient is failed with the SMTP code and text (a bounce), nothing kept', async () => {
    await wedding();
    standIn.setRejectRecipients((address) => address === 'weg@example.ch');
    const { outcome } = await send({ kind: 'rsvp_reminder', guest: await guest({ email: 'weg@example.ch' }), deadline: '2027-05-01' });
    expect(outcome).toEqual({ kind: 'failed', code: 550, message: expect.stringContaining('5.1.1') });
    expect(standIn.messages()).toHaveLength(0);
  });

  it('a temporary refusal (4xx) is tried again, then failed with its code', async () => {
    await wedding();
    let calls = 0;
    standIn.setRejectRecipients(() => (++calls < 3 ? { code: 451, message: '4.3.0 Bitte später' } : undefined));
    const joerg = await guest();
    const { outcome } = await send({ kind: 'rsvp_reminder', guest: joerg, deadline: '2027-05-01' });
    expect(outcome.kind).toBe('sent');
    expect(calls).toBe(3);
    expect(standIn.messages()).toHaveLength(1);

    standIn.setRejectRecipients(() => ({ code: 451, message: '4.3.0 Bitte später' }));
    const again = await send({ kind: 'rsvp_reminder', guest: joerg, deadline: '2027-05-01' });
    expect(again.outcome).toEqual({ kind: 'failed', code: 451, message: '4.3.0 Bitte später' });
  });

  it('no answer after the message was handed over is unclear (it may have arrived), never sent twice', async () => {
    await wedding();
    const mail = await t.app.get(EmailComposer).compose({ kind: 'rsvp_reminder', guest: await guest(), deadline: '2027-05-01' });
    let received = 0;
    standIn.setAnswerMessage(() => {
      received++;
      return 'hang';
    });
    const sender = new EmailSender({ ...t.config, email: { ...t.config.email, requestTimeoutMs: 500 } });
    try {
      expect(await sender.deliver(mail)).toEqual({ kind: 'unclear', message: expect.any(String) });
    } finally {
      sender.onModuleDestroy();
    }
    expect(received).toBe(1);
  });

  it('a server that cannot be reached is failed after the retries, with a German reason', async () => {
    await wedding();
    const mail = await t.app.get(EmailComposer).compose({ kind: 'rsvp_reminder', guest: await guest(), deadline: '2027-05-01' });
    const closed = await startSmtpStandIn();
    await closed.close();
    const sender = new EmailSender({ ...t.config, email: { ...t.config.email, smtpUrl: closed.url, retryBaseMs: 10 } });
    try {
      expect(await sender.deliver(mail)).toEqual({ kind: 'failed', code: null, message: expect.stringMatching(/^SMTP-Server nicht erreichbar: .*ECONNREFUSED/) });
    } finally {
      sender.onModuleDestroy();
    }
  });

  it('without SMTP_URL the channel is the outbox: reported sent, nothing leaves', async () => {
    await wedding();
    const mail = await t.app.get(EmailComposer).compose({ kind: 'invitation', guest: await guest() });
    expect(t.app.get(EmailSender).channel).toBe('smtp');
    const outbox = new EmailSender({ ...t.config, email: { ...t.config.email, smtpUrl: undefined } });
    expect(outbox.channel).toBe('outbox');
    expect(await outbox.deliver(mail)).toEqual({ kind: 'sent', messageId: expect.stringMatching(/@outbox>$/) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(standIn.messages()).toHaveLength(0);
  });
});

describe('the sender in the settings', () => {
  it('defaults to “Hochzeitsportal” until the couple is named, then the couple’s names; an admin may set name and address', async () => {
    const fresh = (await api.get('/api/admin/event-settings').expect(200)).body;
    expect(fresh).toMatchObject({ email_from_name: null, email_from_address: null, email_sender: { name: 'Hochzeitsportal', address: 'hochzeit@hochzeit.test' } });
    await wedding();
    expect((await api.get('/api/admin/event-settings').expect(200)).body.email_sender).toEqual({ name: 'Zoë & Jürg', address: 'hochzeit@hochzeit.test' });

    const res = await api.put('/api/admin/event-settings', { ...WEDDING, email_from_name: '  Familie Müller-Lüthi ', email_from_address: 'Hochzeit@Mueller-Luethi.example' }).expect(200);
    expect(res.body).toMatchObject({ email_from_name: 'Familie Müller-Lüthi', email_from_address: 'hochzeit@mueller-luethi.example', email_sender: { name: 'Familie Müller-Lüthi', address: 'hochzeit@mueller-luethi.example' } });
    // Guests never see it.
    const guestView = (await t.http().get('/api/event-settings').set(t.auth('guest', (await guest()).id)).expect(200)).body;
    expect(guestView).not.toHaveProperty('email_from_name');
    expect(guestView).not.toHaveProperty('email_sender');

    await api.put('/api/admin/event-settings', WEDDING).expect(200);
    expect((await api.get('/api/admin/event-settings').expect(200)).body.email_from_name).toBe('Familie Müller-Lüthi');
    await api.put('/api/admin/event-settings', { ...WEDDING, email_from_name: '', email_from_address: null }).expect(200);
    expect((await api.get('/api/admin/event-settings').expect(200)).body).toMatchObject({ email_from_name: null, email_from_address: null, email_sender: { name: 'Zoë & Jürg' } });
  });

  it('the mails carry the sender from the settings', async () => {
    await wedding({ email_from_name: 'Zoë und Jürg', email_from_address: 'fest@example.ch' });
    await send({ kind: 'rsvp_reminder', guest: await guest(), deadline: '2027-05-01' });
    const [received] = await standIn.waitFor(1);
    expect(received.envelope.from).toBe('fest@example.ch');
    expect(received.parsed.from?.value).toEqual([{ name: 'Zoë und Jürg', address: 'fest@example.ch' }]);
  });

  it.each([
    [{ email_from_name: 'Zoë <zoe@example.ch>' }, EMAIL_FROM_NAME_INVALID],
    [{ email_from_name: 'Zeile\nzwei' }, EMAIL_FROM_NAME_INVALID],
    [{ email_from_name: 'x'.repeat(101) }, 'Der Absendername ist zu lang (höchstens 100 Zeichen)'],
    [{ email_from_address: 'keine-adresse' }, EMAIL_FROM_ADDRESS_INVALID],
    [{ email_from_address: 42 }, EMAIL_FROM_ADDRESS_INVALID],
    [{ couple_names: '', email_from_name: 'Gut' }, COUPLE_NAMES_REQUIRED],
  ])('refuses %j in German and stores nothing', async (fields, message) => {
    await wedding();
    const before = (await api.get('/api/admin/event-settings').expect(200)).body;
    const res = await api.put('/api/admin/event-settings', { ...WEDDING, ...fields }).expect(400);
    expect(res.body).toEqual({ msg: message });
    expect((await api.get('/api/admin/event-settings').expect(200)).body).toEqual(before);
  });
});

describe('unsubscribe', () => {
  const unsubscribes = () => t.app.get(EmailUnsubscribes);

  it('one-click POST (RFC 8058) puts the address on the list, case-insensitively and idempotently', async () => {
    const token = unsubscribes().token('Joerg.Moesli@Example.ch');
    for (let i = 0; i < 2; i++) {
      const res = await t.http().post(`/api/email/unsubscribe/${token}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect(res.body).toEqual({ address: 'joerg.moesli@example.ch', msg: EMAIL_UNSUBSCRIBE_DONE });
    }
    expect(await countRows(t, 'email_unsubscribe')).toBe(1);
    expect(await unsubscribes().isUnsubscribed('JOERG.moesli@example.ch')).toBe(true);
    expect(await unsubscribes().isUnsubscribed('anna@example.ch')).toBe(false);
    expect([...(await unsubscribes().unsubscribedAddresses())]).toEqual(['joerg.moesli@example.ch']);
    const list = (await api.get('/api/admin/email-unsubscribes').expect(200)).body;
    expect(list).toEqual([{ address: 'joerg.moesli@example.ch', created_at: expect.any(String) }]);
  });

  it('the link in the body opens a German page whose button unsubscribes; opening it alone changes nothing', async () => {
    const token = unsubscribes().token('joerg.moesli@example.ch');
    const page = await t.http().get(`/api/email/unsubscribe/${token}`).expect(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; form-action 'self'/);
    expect(page.text).toContain('<html lang="de">');
    expect(page.text).toContain('Möchten Sie keine E-Mails mehr an joerg.moesli@example.ch erhalten?');
    expect(page.text).toContain(`<form method="post" action="/api/email/unsubscribe/${token}/confirm"><button type="submit">E-Mails abbestellen</button></form>`);
    expect(await countRows(t, 'email_unsubscribe')).toBe(0);

    const done = await t.http().post(`/api/email/unsubscribe/${token}/confirm`).type('form').send('').expect(200);
    expect(done.text).toContain(EMAIL_UNSUBSCRIBE_DONE);
    expect(done.text).not.toContain('<form');
    expect(await unsubscribes().isUnsubscribed('joerg.moesli@example.ch')).toBe(true);
  });

  it('a forged or altered token is refused in German and nothing is stored', async () => {
    const token = unsubscribes().token('joerg.moesli@example.ch');
    const [address] = token.split('.');
    const other = Buffer.from('anna@example.ch').toString('base64url');
    const forged = [
      `${other}.${token.split('.')[1]}`, // another address with this address's signature
      `${address}.${'A'.repeat(43)}`,
      token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'),
      'kein-token',
      `${Buffer.from('JOERG.moesli@example.ch').toString('base64url')}.${token.split('.')[1]}`,
    ];
    for (const bad of forged) {
      const res = await t.http().post(`/api/email/unsubscribe/${bad}`).expect(400);
      expect(res.body).toEqual({ msg: EMAIL_UNSUBSCRIBE_INVALID });
      const page = await t.http().get(`/api/email/unsubscribe/${bad}`).expect(400);
      expect(page.text).toContain(EMAIL_UNSUBSCRIBE_INVALID);
      expect(page.text).not.toContain('<form');
      await t.http().post(`/api/email/unsubscribe/${bad}/confirm`).expect(400);
    }
    expect(await countRows(t, 'email_unsubscribe')).toBe(0);
  });

  it('the token is made with this installation’s secret: another secret’s token is refused', async () => {
    const foreign = new EmailUnsubscribes(t.orm.em, { ...t.config, jwtSecret: 'x'.repeat(48) }).token('joerg.moesli@example.ch');
    expect(unsubscribes().addressOf(foreign)).toBeNull();
    expect(unsubscribes().addressOf(unsubscribes().token('joerg.moesli@example.ch'))).toBe('joerg.moesli@example.ch');
  });
});
