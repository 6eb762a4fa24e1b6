// The stand-in through the real nodemailer (as the backend sends) and over a raw socket (the protocol's edges).
// Runs against the built dist: `npm test` in this folder builds first.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import nodemailer from 'nodemailer';
import { startSmtpStandIn } from '../dist/index.js';

/** @type {import('../dist/index.js').SmtpStandIn} */
let standIn;
let transport;

before(async () => {
  standIn = await startSmtpStandIn();
  transport = nodemailer.createTransport({ url: standIn.url, pool: true, maxConnections: 5, maxRequeues: 0, socketTimeout: 2000 });
});
after(async () => {
  transport.close();
  await standIn.close();
});
beforeEach(() => standIn.reset());

const mail = (overrides = {}) => ({
  from: { name: 'Anna & Lukas', address: 'hochzeit@example.ch' },
  to: { name: 'Jürg Müller', address: 'juerg@example.ch' },
  subject: 'Einladung zur Hochzeit – Grüße aus Zürich',
  text: 'Hallo Jürg,\n.eine Zeile mit Punkt am Anfang\nbis bald',
  html: '<p>Hallo Jürg</p>',
  ...overrides,
});

/** A raw SMTP session: sends each line after the previous answer, returns every answer. */
function talk(lines) {
  return new Promise((resolve, reject) => {
    const socket = connect(standIn.port, '127.0.0.1');
    const answers = [];
    let text = '';
    let next = 0;
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
      // A complete reply ends with a line "NNN text" (no dash).
      while (/^\d{3} .*\r\n/m.test(text)) {
        const end = text.search(/^\d{3} .*\r\n/m);
        const lineEnd = text.indexOf('\r\n', end) + 2;
        answers.push(text.slice(0, lineEnd));
        text = text.slice(lineEnd);
        if (next < lines.length) socket.write(`${lines[next++]}\r\n`);
        else socket.end();
      }
    });
    socket.on('end', () => resolve(answers));
    socket.on('error', reject);
  });
}

describe('through nodemailer', () => {
  it('receives a message with umlauts in names, subject, text and attachment names, parsed', async () => {
    const info = await transport.sendMail(
      mail({
        attachments: [
          { filename: 'Tagesablauf Hochzeit.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', contentType: 'text/calendar' },
          { filename: 'QR-Code für Sie.png', content: Buffer.from([137, 80, 78, 71]), contentType: 'image/png', cid: 'qr@test' },
        ],
        headers: { 'List-Unsubscribe': '<https://hochzeit.example/api/email/unsubscribe/x>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }),
    );
    assert.deepEqual(info.rejected, []);
    const [received] = await standIn.waitFor(1);
    assert.match(info.response, new RegExp(`queued as ${received.id}$`));
    assert.deepEqual(received.envelope, { from: 'hochzeit@example.ch', to: ['juerg@example.ch'] });
    assert.equal(received.parsed.subject, 'Einladung zur Hochzeit – Grüße aus Zürich');
    assert.equal(received.parsed.from.value[0].name, 'Anna & Lukas');
    assert.equal(received.parsed.to.value[0].name, 'Jürg Müller');
    assert.equal(received.parsed.text.trim(), 'Hallo Jürg,\n.eine Zeile mit Punkt am Anfang\nbis bald');
    assert.equal(received.parsed.html.trim(), '<p>Hallo Jürg</p>');
    // nodemailer puts inline images (multipart/related) before the other attachments.
    assert.deepEqual(received.parsed.attachments.map((a) => [a.filename, a.contentType, a.cid ?? null]), [
      ['QR-Code für Sie.png', 'image/png', 'qr@test'],
      ['Tagesablauf Hochzeit.ics', 'text/calendar', null],
    ]);
    assert.deepEqual(received.rawHeaders.get('list-unsubscribe-post'), ['List-Unsubscribe=One-Click']);
    assert.deepEqual(received.rawHeaders.get('list-unsubscribe'), ['<https://hochzeit.example/api/email/unsubscribe/x>']);
  });

  it('takes many messages in parallel over the pool, each once', async () => {
    const sent = await Promise.all(Array.from({ length: 40 }, (_, i) => transport.sendMail(mail({ to: `gast${i}@example.ch`, subject: `Nr. ${i}` }))));
    const received = await standIn.waitFor(40);
    assert.equal(received.length, 40);
    assert.deepEqual(new Set(received.map((m) => m.parsed.subject)).size, 40);
    assert.equal(new Set(sent.map((info) => info.messageId)).size, 40);
  });

  it('refuses a recipient with 550 (a bounce) and keeps nothing', async () => {
    standIn.setRejectRecipients((address) => address === 'weg@example.ch');
    await assert.rejects(transport.sendMail(mail({ to: 'weg@example.ch' })), (error) => error.responseCode === 550 && /5\.1\.1/.test(error.response));
    standIn.setRejectRecipients(() => ({ code: 450, message: '4.2.1 Mailbox busy, try later' }));
    await assert.rejects(transport.sendMail(mail()), (error) => error.responseCode === 450);
    assert.equal(standIn.messages().length, 0);
  });

  it('refuses or never answers a message when told to', async () => {
    standIn.setAnswerMessage((received) => (received.parsed.subject === 'zu groß' ? { code: 552, message: '5.3.4 Message too big' } : 'hang'));
    await assert.rejects(transport.sendMail(mail({ subject: 'zu groß' })), (error) => error.responseCode === 552);
    await assert.rejects(transport.sendMail(mail()), (error) => error.code === 'ETIMEDOUT' || error.code === 'ECONNECTION');
    assert.equal(standIn.messages().length, 0);
  });

  it('signs in with any credentials and records the user', async () => {
    const url = new URL(standIn.url);
    const withAuth = nodemailer.createTransport({ host: url.hostname, port: Number(url.port), auth: { user: 'brautpaar', pass: 'geheim' } });
    await withAuth.sendMail(mail());
    withAuth.close();
    const [received] = await standIn.waitFor(1);
    assert.equal(received.user, 'brautpaar');
  });
});

describe('the protocol', () => {
  it('answers commands in order, unstuffs dots and refuses DATA without a recipient', async () => {
    const answers = await talk(['EHLO test', 'DATA', 'MAIL FROM:<a@example.ch>', 'RCPT TO:<b@example.ch>', 'DATA', 'Subject: Punkt\r\n\r\n..Zeile\r\n.', 'QUIT']);
    assert.deepEqual(answers.map((a) => a.match(/^\d{3}(?= )/m)?.[0]), ['220', '250', '503', '250', '250', '354', '250', '221']);
    const [received] = standIn.messages();
    assert.equal(received.parsed.text.trim(), '.Zeile');
  });

  it('close() ends an open connection at once, even one waiting for its answer', async () => {
    let asked;
    const ruleAsked = new Promise((resolve) => (asked = resolve));
    const other = await startSmtpStandIn({
      answerMessage: () => {
        asked();
        return 'hang';
      },
    });
    const socket = connect(other.port, '127.0.0.1');
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.on('error', () => {});
    socket.setEncoding('utf8');
    const lines = ['EHLO test', 'MAIL FROM:<a@example.ch>', 'RCPT TO:<b@example.ch>', 'DATA', 'Subject: still\r\n\r\nx\r\n.'];
    socket.on('data', (chunk) => {
      if (/^\d{3} /m.test(chunk) && lines.length) socket.write(`${lines.shift()}\r\n`);
    });
    await ruleAsked;
    const started = Date.now();
    await other.close();
    await closed;
    assert.ok(Date.now() - started < 1000, `close() took ${Date.now() - started} ms`);
    assert.equal(other.messages().length, 0);
  });

  it('waitFor rejects with a German message when too few arrive', async () => {
    await assert.rejects(standIn.waitFor(1, 50), /nach 50 ms 0 von 1 E-Mails angekommen/);
  });
});
