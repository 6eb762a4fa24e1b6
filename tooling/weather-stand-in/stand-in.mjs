// A local server that answers like Open-Meteo's forecast and archive APIs (same paths, query
// parameters and JSON shapes), with made-up but deterministic figures: every value follows from
// the place and the date asked for, so tests can compute what they expect with `standInDay`.
// Plain JavaScript without dependencies: backend tests, e2e specs and demos import or run it as is.
import { createServer } from 'node:http';

/** Open-Meteo's forecast horizon: today and the 15 days after it. */
export const MAX_FORECAST_DAYS = 16;
/** The archive (ERA5) has a day about five days after it. */
export const ARCHIVE_DELAY_DAYS = 5;

const DAY_MS = 86_400_000;
const UNITS = {
  time: 'iso8601',
  interval: 'seconds',
  weather_code: 'wmo code',
  temperature_2m: '°C',
  temperature_2m_max: '°C',
  temperature_2m_min: '°C',
  apparent_temperature: '°C',
  relative_humidity_2m: '%',
  precipitation: 'mm',
  precipitation_sum: 'mm',
  precipitation_probability_max: '%',
  wind_speed_10m: 'km/h',
  wind_speed_10m_max: 'km/h',
};

/** A number in [0, 1) from a text (FNV-1a): the same text always gives the same number. */
function fraction(text) {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return (hash >>> 0) / 2 ** 32;
}

const round1 = (value) => Math.round(value * 10) / 10;

/** The stand-in's weather of one day ('YYYY-MM-DD') at a place: warmer in summer, rain on some days. */
export function standInDay(latitude, longitude, date) {
  const place = `${Number(latitude).toFixed(4)},${Number(longitude).toFixed(4)},${date}`;
  const dayOfYear = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${date.slice(0, 4)}-01-01T00:00:00Z`)) / DAY_MS;
  const season = 10 - 10 * Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365);
  const max = round1(6 + season + 6 * fraction(`${place}:max`));
  const min = round1(max - 5 - 5 * fraction(`${place}:min`));
  const wet = fraction(`${place}:rain`);
  const precipitation = wet < 0.4 ? round1(wet * 25) : 0;
  const dryCodes = [0, 1, 2, 3, 45];
  const weatherCode = precipitation >= 8 ? 95 : precipitation >= 4 ? 63 : precipitation >= 1 ? 80 : precipitation > 0 ? 51 : dryCodes[Math.floor(fraction(`${place}:sky`) * dryCodes.length)];
  return {
    weather_code: weatherCode,
    temperature_2m_max: max,
    temperature_2m_min: min,
    precipitation_sum: precipitation,
    precipitation_probability_max: Math.round(wet * 100),
    wind_speed_10m_max: round1(5 + 25 * fraction(`${place}:wind`)),
  };
}

/** The stand-in's current weather at a place, at a local time 'YYYY-MM-DDTHH:MM'. */
export function standInCurrent(latitude, longitude, localTime) {
  const day = standInDay(latitude, longitude, localTime.slice(0, 10));
  const hour = Number(localTime.slice(11, 13));
  // Coldest at 4 in the morning, warmest at 4 in the afternoon.
  const temperature = round1(day.temperature_2m_min + ((day.temperature_2m_max - day.temperature_2m_min) * (1 - Math.cos((2 * Math.PI * (hour - 4)) / 24))) / 2);
  return {
    time: localTime,
    interval: 900,
    temperature_2m: temperature,
    apparent_temperature: round1(temperature - 1.5),
    relative_humidity_2m: Math.round(50 + 40 * fraction(`${localTime}:humidity`)),
    precipitation: day.precipitation_sum > 0 ? round1(day.precipitation_sum / 10) : 0,
    weather_code: day.weather_code,
    wind_speed_10m: round1(day.wind_speed_10m_max * 0.6),
  };
}

/** 'YYYY-MM-DD' and 'HH:MM' of an instant on the clocks of a time zone. */
function localParts(instant, timeZone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

function addDays(date, days) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function offsetSeconds(instant, timeZone) {
  const { date, time } = localParts(instant, timeZone);
  return Math.round((Date.parse(`${date}T${time}:00Z`) - Math.floor(instant.getTime() / 60_000) * 60_000) / 1000);
}

class BadRequest extends Error {}

function coordinates(query) {
  const latitude = Number(query.get('latitude'));
  const longitude = Number(query.get('longitude'));
  if (!query.has('latitude') || !query.has('longitude') || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    throw new BadRequest("Parameter 'latitude' and 'longitude' must have the same number of elements");
  }
  if (latitude < -90 || latitude > 90) throw new BadRequest(`Latitude must be in range of -90 to 90°. Given: ${latitude}.`);
  if (longitude < -180 || longitude > 180) throw new BadRequest(`Longitude must be in range of -180 to 180°. Given: ${longitude}.`);
  return { latitude, longitude };
}

function variables(query, name) {
  return (query.get(name) ?? '').split(',').filter(Boolean);
}

function timeZoneOf(query, needed) {
  const timeZone = query.get('timezone') ?? 'GMT';
  if (needed && !query.has('timezone')) throw new BadRequest('Timezone is required');
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new BadRequest(`Invalid timezone`);
  }
  return timeZone;
}

/** The fields every Open-Meteo reply starts with. */
function header({ latitude, longitude }, timeZone, now) {
  return {
    latitude: Math.round(latitude * 100) / 100,
    longitude: Math.round(longitude * 100) / 100,
    generationtime_ms: 0.05,
    utc_offset_seconds: offsetSeconds(now, timeZone),
    timezone: timeZone,
    timezone_abbreviation: timeZone === 'GMT' ? 'GMT' : 'LT',
    elevation: 400,
  };
}

function daily(dates, names, valueOf) {
  const block = { time: dates };
  for (const name of names) block[name] = dates.map((date) => valueOf(date)?.[name] ?? null);
  return { daily_units: Object.fromEntries([['time', 'iso8601'], ...names.map((name) => [name, UNITS[name] ?? ''])]), daily: block };
}

function forecast(query, now) {
  const place = coordinates(query);
  const dailyNames = variables(query, 'daily');
  const currentNames = variables(query, 'current');
  const timeZone = timeZoneOf(query, dailyNames.length > 0);
  const days = Number(query.get('forecast_days') ?? 7);
  if (!Number.isInteger(days) || days < 0 || days > MAX_FORECAST_DAYS) throw new BadRequest(`Forecast days is invalid. Allowed range 0 to ${MAX_FORECAST_DAYS}.`);
  const local = localParts(now, timeZone);
  const reply = header(place, timeZone, now);
  if (currentNames.length > 0) {
    // Open-Meteo's current values are for the last quarter hour.
    const quarter = `${local.time.slice(0, 3)}${String(Math.floor(Number(local.time.slice(3)) / 15) * 15).padStart(2, '0')}`;
    const current = standInCurrent(place.latitude, place.longitude, `${local.date}T${quarter}`);
    reply.current_units = Object.fromEntries(['time', 'interval', ...currentNames].map((name) => [name, UNITS[name] ?? '']));
    reply.current = Object.fromEntries(['time', 'interval', ...currentNames].map((name) => [name, current[name] ?? null]));
  }
  if (dailyNames.length > 0) {
    const dates = Array.from({ length: days }, (_, index) => addDays(local.date, index));
    Object.assign(reply, daily(dates, dailyNames, (date) => standInDay(place.latitude, place.longitude, date)));
  }
  return reply;
}

function archive(query, now) {
  const place = coordinates(query);
  const dailyNames = variables(query, 'daily');
  const timeZone = timeZoneOf(query, dailyNames.length > 0);
  const start = query.get('start_date') ?? '';
  const end = query.get('end_date') ?? '';
  const isDate = (text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
  if (!isDate(start) || !isDate(end)) throw new BadRequest("Parameter 'start_date' and 'end_date' are required and must be dates (yyyy-mm-dd)");
  if (end < start) throw new BadRequest('End-date must be larger or equals than start-date');
  if (start < '1940-01-01') throw new BadRequest("Parameter 'start_date' is out of allowed range from 1940-01-01");
  const latest = addDays(localParts(now, timeZone).date, -ARCHIVE_DELAY_DAYS);
  const dates = [];
  for (let date = start; date <= end && dates.length < 40_000; date = addDays(date, 1)) dates.push(date);
  // Days the archive does not have yet are null, as Open-Meteo answers them.
  return { ...header(place, timeZone, now), ...daily(dates, dailyNames, (date) => (date <= latest ? standInDay(place.latitude, place.longitude, date) : undefined)) };
}

/**
 * Starts the stand-in. Options: `port` (default 0: a free one), `failure` ('none', 'error': 500 to
 * every call, 'timeout': never answers), `now` (a function giving the current instant), `onRequest`.
 */
export async function startWeatherStandIn({ port = 0, failure = 'none', now = () => new Date(), onRequest } = {}) {
  const requests = [];
  const state = { failure };
  const open = new Set();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const seen = { path: url.pathname, query: Object.fromEntries(url.searchParams) };
    requests.push(seen);
    onRequest?.(seen);
    if (state.failure === 'timeout') return; // held open until close()
    const send = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (state.failure === 'error') return send(500, { error: true, reason: 'Internal Server Error (stand-in)' });
    try {
      if (req.method !== 'GET') return send(405, { error: true, reason: 'Method not allowed' });
      if (url.pathname === '/v1/forecast') return send(200, forecast(url.searchParams, now()));
      if (url.pathname === '/v1/archive') return send(200, archive(url.searchParams, now()));
      return send(404, { error: true, reason: 'Not Found' });
    } catch (error) {
      if (error instanceof BadRequest) return send(400, { error: true, reason: error.message });
      throw error;
    }
  });
  server.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    requests,
    /** 'none', 'error' (500) or 'timeout' (no answer) from the next call on. */
    setFailure(next) {
      state.failure = next;
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
