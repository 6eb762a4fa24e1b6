#!/usr/bin/env node
// Starts the Open-Meteo stand-in for demos without internet: the backend, pointed at it, shows
// made-up weather (computed from place and date) instead of the honest "not reachable" message.
import { startWeatherStandIn } from './stand-in.mjs';

const port = Number(process.env.PORT ?? 4020);
const failure = process.env.STAND_IN_FAILURE ?? 'none';
if (!Number.isInteger(port) || port < 0 || !['none', 'error', 'timeout'].includes(failure)) {
  console.error('PORT muss eine ganze Zahl sein, STAND_IN_FAILURE none, error oder timeout.');
  process.exit(1);
}
const standIn = await startWeatherStandIn({
  port,
  failure,
  onRequest: ({ path, query }) => console.log(`${new Date().toLocaleTimeString('de-CH')} ${path} ${query.latitude},${query.longitude} ${query.start_date ?? ''}`),
});
console.log(`Open-Meteo-Stand-in läuft auf ${standIn.url} (erfundene Werte, nicht das echte Wetter).`);
console.log('Für das Backend diese Umgebungsvariablen setzen:');
console.log(`WEATHER_API_URL=${standIn.url}`);
console.log(`WEATHER_ARCHIVE_URL=${standIn.url}`);
console.log('Beenden mit Strg+C.');
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
