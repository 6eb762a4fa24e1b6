import { WEATHER_NO_LOCATION, WEATHER_SERVICE_UNAVAILABLE } from '@hochzeit/contracts';
import { standInDay, startWeatherStandIn, type WeatherStandIn } from '../../../../tooling/weather-stand-in/stand-in.mjs';
import { adminApi } from '../../../test/fixtures.js';
import { type AppConfig, loadConfig } from '../../config/app-config.js';
import { useTestApp } from '../../../test/test-app.js';

// The app is pointed at a local Open-Meteo stand-in, started here before the app (beforeAll runs in order).
let standIn: WeatherStandIn;
const overrides: Partial<AppConfig> = {};
beforeAll(async () => {
  standIn = await startWeatherStandIn();
  const env = { DATA_DIR: ':memory:', WEATHER_API_URL: standIn.url, WEATHER_ARCHIVE_URL: standIn.url };
  overrides.weather = { ...loadConfig(env).weather, requestTimeoutMs: 500 };
});
afterAll(() => standIn.close());
const t = useTestApp(undefined, { overrides });
const api = adminApi(t);

const ZONE = 'Europe/Zurich';
const DAY_MS = 86_400_000;
const zurichDate = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
const today = () => zurichDate(new Date());
const daysFromToday = (days: number) => zurichDate(new Date(Date.parse(`${today()}T12:00:00Z`) + days * DAY_MS));

/** Each test its own place: the service's cache outlives the tables that reset() empties. */
let nextPlace = 0;
async function wedding(date: string, coordinates: { latitude: number | null; longitude: number | null } = { latitude: 47.4 + (nextPlace += 0.01), longitude: 9.5 }) {
  await api
    .put('/api/admin/event-settings', { title: 'Hochzeit', starts_at: `${date}T15:30:00+02:00`, venue_name: 'Ort', venue_address: 'Adresse', time_zone: ZONE, ...coordinates })
    .expect(200);
  return coordinates as { latitude: number; longitude: number };
}

async function guestWeather() {
  const guest = await t.createGuest();
  return (await t.http().get('/api/weather').set(t.auth('guest', guest.id)).expect(200)).body;
}

it('within the forecast horizon: the wedding day as Open-Meteo forecasts it, the days up to it and the weather now', async () => {
  const date = daysFromToday(3);
  const place = await wedding(date);
  const calls = standIn.requests.length;
  const weather = await guestWeather();

  const expected = standInDay(place.latitude, place.longitude, date);
  expect(weather).toMatchObject({ kind: 'forecast', wedding_date: date, time_zone: ZONE, ...place });
  expect(weather.wedding_day).toEqual({ date, ...expected });
  expect(weather.days.map((day: { date: string }) => day.date)).toEqual([0, 1, 2, 3].map(daysFromToday));
  expect(weather.current).toMatchObject({ time: expect.stringMatching(new RegExp(`^${today()}T\\d\\d:\\d\\d$`)), temperature_2m: expect.any(Number), weather_code: expect.any(Number) });
  expect(Date.now() - Date.parse(weather.fetched_at)).toBeLessThan(10_000);
  // One call, on the venue's clocks, for the whole horizon.
  expect(standIn.requests.slice(calls)).toEqual([
    {
      path: '/v1/forecast',
      query: expect.objectContaining({ latitude: String(place.latitude), longitude: String(place.longitude), timezone: ZONE, forecast_days: '16', daily: expect.stringContaining('temperature_2m_max') }),
    },
  ]);
});

it('before the horizon: that date in each of the last 10 years from the archive, averaged, labelled with the German date', async () => {
  const year = Number(today().slice(0, 4)) + 1;
  const place = await wedding(`${year}-06-07`);
  const calls = standIn.requests.length;
  const weather = await guestWeather();

  // The last 7 June the archive has (it is about five days late).
  const last = zurichDate(new Date(Date.now() - 5 * DAY_MS)) >= `${year - 1}-06-07` ? year - 1 : year - 2;
  const years = Array.from({ length: 10 }, (_, index) => last - 9 + index);
  const days = years.map((y) => ({ date: `${y}-06-07`, ...standInDay(place.latitude, place.longitude, `${y}-06-07`), precipitation_probability_max: null }));
  const mean = (values: number[]) => Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
  expect(weather).toEqual({
    kind: 'history',
    wedding_date: `${year}-06-07`,
    ...place,
    time_zone: ZONE,
    fetched_at: expect.any(String),
    label: 'So war das Wetter am 7. Juni in den letzten 10 Jahren',
    years: days,
    average_high: mean(days.map((d) => d.temperature_2m_max)),
    average_low: mean(days.map((d) => d.temperature_2m_min)),
    rain_days: days.filter((d) => d.precipitation_sum >= 1).length,
  });
  const archiveCalls = standIn.requests.slice(calls);
  expect(archiveCalls.map((call) => [call.path, call.query.start_date, call.query.end_date])).toEqual(years.map((y) => ['/v1/archive', `${y}-06-07`, `${y}-06-07`]));
});

it('answers a second visit from its cache and asks again once the settings name another date', async () => {
  await wedding(daysFromToday(5));
  const calls = standIn.requests.length;
  const first = await guestWeather();
  const second = await guestWeather();
  expect(second).toEqual(first);
  expect(standIn.requests.length).toBe(calls + 1);

  await wedding(daysFromToday(6), { latitude: first.latitude, longitude: first.longitude });
  expect((await guestWeather()).wedding_date).toBe(daysFromToday(6));
  expect(standIn.requests.length).toBe(calls + 2);
});

it('when the weather service answers 500 or not at all: 200 with the German message and no figures', async () => {
  try {
    standIn.setFailure('error');
    await wedding(daysFromToday(2));
    expect(await guestWeather()).toEqual({ kind: 'unavailable', msg: WEATHER_SERVICE_UNAVAILABLE });

    standIn.setFailure('timeout');
    await wedding(`${Number(today().slice(0, 4)) + 1}-08-01`);
    const started = Date.now();
    expect(await guestWeather()).toEqual({ kind: 'unavailable', msg: WEATHER_SERVICE_UNAVAILABLE });
    expect(Date.now() - started).toBeLessThan(3000); // the time-out is 500 ms here, 5 s in production
  } finally {
    standIn.setFailure('none');
  }
});

it('without the venue’s coordinates: the German message, and the service is not asked', async () => {
  const calls = standIn.requests.length;
  expect(await guestWeather()).toEqual({ kind: 'no_location', msg: WEATHER_NO_LOCATION });
  await wedding(daysFromToday(1), { latitude: null, longitude: null });
  expect(await guestWeather()).toEqual({ kind: 'no_location', msg: WEATHER_NO_LOCATION });
  expect(standIn.requests.length).toBe(calls);
});

it('is read by guests, providers and admins, and by nobody without a sign-in', async () => {
  await wedding(daysFromToday(4));
  const provider = await t.createProvider();
  await t.http().get('/api/weather').expect(401);
  expect((await t.http().get('/api/weather').set(t.auth('service_provider', provider.id)).expect(200)).body.kind).toBe('forecast');
  expect((await api.get('/api/weather').expect(200)).body.kind).toBe('forecast');
  expect((await guestWeather()).kind).toBe('forecast');
});
