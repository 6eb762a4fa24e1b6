#!/usr/bin/env node
// npm run bench:messages — 300 personalised e-mails in 'parallel' mode through the real nodemailer
// (pooled SMTP transport) to the local SMTP stand-in, from the send request until every message is
// stored as sent and the stand-in has received all of them. Starts the built product on a scratch
// data folder (loopback only). Prints the time and whether any e-mail was lost or doubled (target:
// at most 10 s, none lost, none doubled). BENCH_DATABASE_URL runs it on PostgreSQL.
import { startSmtpStandIn } from '@hochzeit/smtp-stand-in';
import { benchDatabase, startBenchServer } from './bench-server.mjs';

const MESSAGES = Number(process.env.BENCH_EMAILS ?? 300);
const TEMPLATE = '{anrede}!\n\n{event_titel} beginnt um {event_zeit} Uhr ({zeit_bis_event}) im {event_ort}. Wir freuen uns auf dich.\n\nBis gleich!';

const standIn = await startSmtpStandIn();
const { call, stop } = await startBenchServer({
  port: 3294,
  name: 'messages',
  env: {
    SMTP_URL: standIn.url,
  },
});

try {
  await call('/api/timeline/admin', {
    title: 'Apéro',
    time: new Date(Date.now() + 2 * 3600_000).toISOString(),
    description: 'Im Schlossgarten',
    timeline_type: 'appero',
    visible_to: ['admin', 'guest'],
    location: 'Schlossgarten',
    sms_notification: false,
  });
  for (let i = 0; i < MESSAGES; i += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, MESSAGES - i) }, (_, k) =>
        call('/api/admin/guests', { first_name: `Gast${i + k}`, last_name: 'Bench', email: `gast${i + k}@bench.example`, guest_type: 'Inner Circle' }),
      ),
    );
  }
  console.log(
    `bench:messages — ${MESSAGES} personalisierte E-Mails, Versandart 'parallel', echtes nodemailer (Pool) gegen lokalen SMTP-Stand-in, Datenbank: ${benchDatabase()}`,
  );

  const startedAt = Date.now();
  const started = performance.now();
  const reply = await call('/api/sms/send-to-guest-types', {
    message: TEMPLATE,
    guest_types: ['Inner Circle'],
    method: 'parallel',
    channel_choice: 'email',
    subject: 'Gleich geht es los',
  });
  let batch = reply;
  while (!batch.done || standIn.messages().length < MESSAGES) {
    await new Promise((r) => setTimeout(r, 25));
    batch = await call(`/api/sms/batches/${reply.batch_id}`);
    if (process.env.BENCH_DEBUG) console.log((performance.now() - started).toFixed(0), JSON.stringify(batch.counts), standIn.messages().length);
    if (batch.done && standIn.messages().length < MESSAGES && performance.now() - started > 60_000) break;
  }
  const seconds = (performance.now() - started) / 1000;
  const detail = await call(`/api/sms/batches/${reply.batch_id}`);
  const received = standIn.messages().map((m) => m.envelope.to.join(','));
  const doubled = received.length - new Set(received).size;
  const sentRows = detail.messages.filter((m) => m.medium === 'email' && m.state === 'sent').length;
  const lost = MESSAGES - new Set(received).size;
  const first = Math.min(...standIn.messages().map((m) => m.receivedAt.getTime())) - startedAt;
  const personalised = standIn.messages().every((m) => !m.parsed.text.includes('{') && /Gast\d+/.test(m.parsed.text));
  console.log(
    `E-Mails: ${seconds.toFixed(2).padStart(5)} s  (${(MESSAGES / seconds).toFixed(0)} E-Mails/s)  erste nach ${(first / 1000).toFixed(2)} s  gespeichert 'sent': ${sentRows}/${MESSAGES}  ` +
      `empfangen: ${new Set(received).size}/${MESSAGES}  verloren: ${lost}  doppelt: ${doubled}  personalisiert: ${personalised ? 'ja' : 'NEIN'}  ` +
      `${seconds <= 10 && lost === 0 && doubled === 0 && sentRows === MESSAGES ? 'OK' : 'ZIEL VERFEHLT'}`,
  );
} finally {
  stop();
  await standIn.close();
}
