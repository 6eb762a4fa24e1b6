#!/usr/bin/env node
// npm run bench:sms — 300 personalised SMS in 'parallel' mode through the real Twilio SDK against a
// local Twilio stand-in (TWILIO_API_URL), from the send request until every message is stored as
// sent; then the same with the stand-in answering 429 to every fifth call. Starts the built product
// on a scratch data folder (loopback only). Prints the figures and whether any message was lost or
// doubled (target: at most 5 s each, none lost, none doubled). BENCH_DATABASE_URL runs it on PostgreSQL.
import { everyNthCall, startTwilioStandIn } from '@hochzeit/twilio-stand-in';
import { benchDatabase, startBenchServer } from './bench-server.mjs';

const MESSAGES = Number(process.env.BENCH_SMS ?? 300);
const FROM = '+41445550000';
const TEMPLATE = '{anrede}! {event_titel} beginnt um {event_zeit} Uhr ({zeit_bis_event}) im {event_ort}. Bis gleich!';

const standIn = await startTwilioStandIn();
const { call, stop } = await startBenchServer({
  port: 3293,
  name: 'sms',
  env: {
    TWILIO_ACCOUNT_SID: standIn.accountSid,
    TWILIO_AUTH_TOKEN: standIn.authToken,
    TWILIO_FROM: FROM,
    TWILIO_API_URL: standIn.url,
  },
});

async function run(label) {
  const started = performance.now();
  const reply = await call('/api/sms/send-to-guest-types', { message: TEMPLATE, guest_types: ['Inner Circle'], method: 'parallel' });
  let batch = reply;
  while (!batch.done) {
    await new Promise((r) => setTimeout(r, 25));
    batch = await call(`/api/sms/batches/${reply.batch_id}`);
    if (process.env.BENCH_DEBUG) console.log((performance.now() - started).toFixed(0), JSON.stringify(batch.counts), standIn.calls.length);
  }
  const seconds = (performance.now() - started) / 1000;
  const detail = await call(`/api/sms/batches/${reply.batch_id}`);
  const received = standIn.messages.map((m) => m.to);
  const doubled = received.length - new Set(received).size;
  const sentRows = detail.messages.filter((m) => m.state === 'sent').length;
  const lost = MESSAGES - new Set(received).size;
  const refused = standIn.calls.filter((c) => c.status === 429).length;
  const personalised = standIn.messages.every((m) => !m.body.includes('{'));
  console.log(
    `${label.padEnd(34)} ${seconds.toFixed(2).padStart(5)} s  (${(MESSAGES / seconds).toFixed(0)} SMS/s)  ` +
      `Twilio-Aufrufe ${standIn.calls.length}, davon 429: ${refused}  gespeichert 'sent': ${sentRows}/${MESSAGES}  ` +
      `verloren: ${lost}  doppelt: ${doubled}  personalisiert: ${personalised ? 'ja' : 'NEIN'}  ${seconds <= 5 && lost === 0 && doubled === 0 ? 'OK' : 'ZIEL VERFEHLT'}`,
  );
}

try {
  await call('/api/timeline/admin', {
    title: 'Apéro',
    time: new Date(Date.now() + 2 * 3600_000).toISOString(),
    description: 'Im Schlossgarten',
    timeline_type: 'appero',
    visible_to: ['admin', 'guest'],
    location: 'Schlossgarten',
    sms_notification: true,
  });
  for (let i = 0; i < MESSAGES; i += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, MESSAGES - i) }, (_, k) =>
        call('/api/admin/guests', { first_name: `Gast${i + k}`, last_name: 'Bench', mobile: `+4179${String(1_000_000 + i + k).padStart(7, '0')}`, guest_type: 'Inner Circle' }),
      ),
    );
  }
  console.log(`bench:sms — ${MESSAGES} personalisierte SMS, Versandart 'parallel', echtes Twilio-SDK gegen lokalen Stand-in, Datenbank: ${benchDatabase()}`);
  await run('Stand-in nimmt alles an');
  standIn.reset();
  standIn.setAnswer(everyNthCall(5));
  await run('Stand-in: jede 5. Antwort 429');
} finally {
  stop();
  await standIn.close();
}
