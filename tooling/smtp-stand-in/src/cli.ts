#!/usr/bin/env node
// Starts the SMTP stand-in for demos: the backend, pointed at it, "sends" e-mails that show up here.
import { startSmtpStandIn } from './stand-in.js';

function wholeNumber(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} muss eine ganze Zahl ab 0 sein, nicht „${text}“.`);
    process.exit(1);
  }
  return value;
}

const port = wholeNumber('PORT', 2525);
/** Addresses (comma-separated) answered with 550 5.1.1, to see a bounce in the history. */
const refused = new Set((process.env.STAND_IN_REJECT ?? '').split(',').map((address) => address.trim().toLowerCase()).filter(Boolean));
const time = () => new Date().toLocaleTimeString('de-CH', { hour12: false });

const standIn = await startSmtpStandIn({
  port,
  delayMs: wholeNumber('STAND_IN_DELAY_MS', 0),
  rejectRecipients: (address) => refused.has(address.toLowerCase()),
  onMessage(mail) {
    const attachments = mail.parsed.attachments.map((attachment) => attachment.filename ?? attachment.contentType).join(', ');
    console.log(`${time()} E-Mail an ${mail.envelope.to.join(', ')} von ${mail.envelope.from}: „${mail.parsed.subject ?? ''}“${attachments ? ` (Anhänge: ${attachments})` : ''}`);
  },
  onRefusal({ to, reply }) {
    console.log(`${time()} Abgelehnt mit ${reply.code} ${reply.message}: an ${to.join(', ')}`);
  },
});

console.log(`SMTP-Stand-in läuft auf ${standIn.url} (nimmt E-Mails an, verschickt nichts).`);
console.log('Für das Backend diese Umgebungsvariable setzen:');
console.log(`SMTP_URL=${standIn.url}`);
if (refused.size) console.log(`Abgelehnt (550): ${[...refused].join(', ')}`);
console.log('Beenden mit Strg+C.');

const stop = () => {
  void standIn.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
