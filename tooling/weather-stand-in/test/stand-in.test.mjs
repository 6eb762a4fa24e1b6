import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { standInDay, startWeatherStandIn } from '../stand-in.mjs';

const NOW = new Date('2026-06-01T10:07:00Z');
let standIn;
before(async () => {
  standIn = await startWeatherStandIn({ now: () => NOW });
});
after(() => standIn.close());

const get = async (path) => {
  const res = await fetch(standIn.url + path);
  return { status: res.status, body: await res.json() };
};

test('a forecast has Open-Meteo\'s shape: 16 days from today on the venue\'s clocks, and the current quarter hour', async () => {
  const { status, body } = await get('/v1/forecast?latitude=47.48&longitude=9.52&current=temperature_2m,weather_code&daily=weather_code,temperature_2m_max&timezone=Europe%2FZurich&forecast_days=16');
  assert.equal(status, 200);
  assert.equal(body.timezone, 'Europe/Zurich');
  assert.equal(body.utc_offset_seconds, 7200);
  assert.equal(body.daily.time.length, 16);
  assert.equal(body.daily.time[0], '2026-06-01');
  assert.equal(body.daily.temperature_2m_max[3], standInDay(47.48, 9.52, '2026-06-04').temperature_2m_max);
  assert.deepEqual(Object.keys(body.current), ['time', 'interval', 'temperature_2m', 'weather_code']);
  assert.equal(body.current.time, '2026-06-01T12:00');
  assert.equal(body.daily_units.temperature_2m_max, '°C');
});

test('the archive gives past days and null for days it does not have yet', async () => {
  const { body } = await get('/v1/archive?latitude=47.48&longitude=9.52&start_date=2026-05-25&end_date=2026-05-28&daily=precipitation_sum&timezone=Europe%2FZurich');
  assert.deepEqual(body.daily.time, ['2026-05-25', '2026-05-26', '2026-05-27', '2026-05-28']);
  assert.equal(body.daily.precipitation_sum[0], standInDay(47.48, 9.52, '2026-05-25').precipitation_sum);
  assert.notEqual(body.daily.precipitation_sum[2], null); // five days ago
  assert.equal(body.daily.precipitation_sum[3], null);
});

test('wrong requests are refused as Open-Meteo refuses them', async () => {
  assert.deepEqual(await get('/v1/forecast?latitude=47&longitude=9&daily=weather_code'), { status: 400, body: { error: true, reason: 'Timezone is required' } });
  assert.equal((await get('/v1/forecast?latitude=47&longitude=9&forecast_days=17')).status, 400);
  assert.equal((await get('/v1/archive?latitude=47&longitude=9')).status, 400);
});

test('the failure switch answers 500, then nothing at all', async () => {
  standIn.setFailure('error');
  assert.equal((await get('/v1/forecast?latitude=47&longitude=9')).status, 500);
  standIn.setFailure('timeout');
  await assert.rejects(fetch(`${standIn.url}/v1/forecast?latitude=47&longitude=9`, { signal: AbortSignal.timeout(300) }));
  standIn.setFailure('none');
  assert.ok(standIn.requests.length >= 6);
});

test('the same place and day always give the same weather, and the seasons differ', () => {
  assert.deepEqual(standInDay(47.48, 9.52, '2020-06-07'), standInDay(47.48, 9.52, '2020-06-07'));
  assert.ok(standInDay(47.48, 9.52, '2020-07-15').temperature_2m_max > standInDay(47.48, 9.52, '2020-01-15').temperature_2m_max);
});
