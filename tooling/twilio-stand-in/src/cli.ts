#!/usr/bin/env node
// Starts the Twilio stand-in for demos: the backend, pointed at it, "sends" SMS that show up here.
import { everyNthCall, startTwilioStandIn } from './stand-in.js';
import { DEFAULT_FROM } from './twilio-format.js';

function wholeNumber(name: string, fallback: number | undefined): number | undefined {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} muss eine ganze Zahl ab 0 sein, nicht „${text}“.`);
    process.exit(1);
  }
  return value;
}

const port = wholeNumber('PORT', 4010)!;
const everyNth = wholeNumber('STAND_IN_RATE_LIMIT_EVERY', undefined);
const time = () => new Date().toLocaleTimeString('de-CH', { hour12: false });
const oneLine = (text: string) => text.replace(/\r?\n/g, ' ⏎ ');

const standIn = await startTwilioStandIn({
  port,
  delayMs: wholeNumber('STAND_IN_DELAY_MS', 0),
  answer: everyNth ? everyNthCall(everyNth) : undefined,
  onCall(call, message) {
    if (message) {
      console.log(`${time()} SMS ${message.sid} an ${message.to} von ${message.from}: „${oneLine(message.body)}“`);
    } else {
      console.log(`${time()} Abgelehnt mit HTTP ${call.status}${call.authorized ? '' : ' (falsche Zugangsdaten)'}: an ${call.to || '–'}: „${oneLine(call.body)}“`);
    }
  },
});

console.log(`Twilio-Stand-in läuft auf ${standIn.url} (nimmt SMS an, verschickt nichts).`);
console.log('Für das Backend diese Umgebungsvariablen setzen:');
console.log(`TWILIO_ACCOUNT_SID=${standIn.accountSid}`);
console.log(`TWILIO_AUTH_TOKEN=${standIn.authToken}`);
console.log(`TWILIO_FROM=${DEFAULT_FROM}`);
console.log(`TWILIO_API_URL=${standIn.url}`);
if (everyNth) console.log(`Jeder ${everyNth}. Aufruf wird mit 429 (Too Many Requests) beantwortet.`);
console.log('Beenden mit Strg+C.');

const stop = () => {
  void standIn.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
