import { screen, within } from '@testing-library/react';
import { WEATHER_LOAD_FAILED, WEATHER_NO_LOCATION, WEATHER_SERVICE_UNAVAILABLE } from '@hochzeit/contracts/weather-constants';
import { MemoryRouter, mockApi, renderWithQueryClient, reply } from '@hochzeit/shared-ui/testing';
import { WeatherPage } from './WeatherPage';

const place = { latitude: 47.48, longitude: 9.52, time_zone: 'Europe/Zurich', fetched_at: '2027-06-04T08:15:00.000Z' };
const day = (date: string, code: number, max: number, min: number) => ({
  date,
  weather_code: code,
  temperature_2m_max: max,
  temperature_2m_min: min,
  precipitation_sum: 0.4,
  precipitation_probability_max: 20,
  wind_speed_10m_max: 14.2,
});

function renderPage() {
  return renderWithQueryClient(<WeatherPage />, { wrapper: MemoryRouter });
}

beforeEach(() => localStorage.setItem('guest_token', 'guest-token'));

it('shows the forecast for the wedding day, the weather now and the days up to it, with the attribution Open-Meteo asks for', async () => {
  const api = mockApi({
    'GET /api/weather': {
      kind: 'forecast',
      ...place,
      wedding_date: '2027-06-07',
      current: { time: '2027-06-04T10:15', temperature_2m: 18.3, apparent_temperature: 17.1, relative_humidity_2m: 64, weather_code: 2, wind_speed_10m: 9.5 },
      days: [day('2027-06-04', 2, 21, 12), day('2027-06-05', 61, 18, 11), day('2027-06-06', 0, 24, 13), day('2027-06-07', 95, 25.5, 14)],
      wedding_day: day('2027-06-07', 95, 25.5, 14),
    },
  });
  renderPage();
  const weddingDay = await screen.findByRole('region', { name: 'Vorhersage für den Hochzeitstag, Montag, 7. Juni 2027' });
  expect(within(weddingDay).getByRole('img', { name: 'Gewitter' })).toBeInTheDocument();
  expect(weddingDay).toHaveTextContent('höchstens 25,5 °C, mindestens 14 °C');
  expect(weddingDay).toHaveTextContent('Regenwahrscheinlichkeit20 %');
  expect(screen.getByRole('region', { name: 'Jetzt am Ort der Feier' })).toHaveTextContent('18,3 °C');
  const days = within(screen.getByRole('region', { name: 'Die Tage bis zur Hochzeit' })).getAllByRole('listitem');
  expect(days.map((li) => li.textContent)).toEqual(['Fr., 4.6.21 ° / 12 °, Regen 20 %', 'Sa., 5.6.18 ° / 11 °, Regen 20 %', 'So., 6.6.24 ° / 13 °, Regen 20 %', 'Mo., 7.6.25,5 ° / 14 °, Regen 20 %']);
  expect(within(days[1]).getByRole('img', { name: 'Leichter Regen' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Wetterdaten von Open-Meteo.com' })).toHaveAttribute('href', 'https://open-meteo.com/');
  expect(screen.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
  expect(api.callsTo('GET /api/weather')[0].headers.get('Authorization')).toBe('Bearer guest-token');
  // The product's own drawings: no image is loaded from anywhere.
  expect(document.querySelector('img')).toBeNull();
});

it('before the horizon: the past years under their label, with the averages', async () => {
  mockApi({
    'GET /api/weather': {
      kind: 'history',
      ...place,
      wedding_date: '2027-06-07',
      label: 'So war das Wetter am 7. Juni in den letzten 10 Jahren',
      years: [
        { ...day('2025-06-07', 3, 22.1, 11), precipitation_probability_max: null, precipitation_sum: 3.2 },
        { ...day('2026-06-07', 0, 26.4, 14.2), precipitation_probability_max: null, precipitation_sum: 0 },
      ],
      average_high: 24.3,
      average_low: 12.6,
      rain_days: 1,
    },
  });
  renderPage();
  const history = await screen.findByRole('region', { name: 'So war das Wetter am 7. Juni in den letzten 10 Jahren' });
  expect(history).toHaveTextContent('höchstens 24,3 °C, mindestens 12,6 °C; Regen (ab 1 mm) an 1 von 2 Tagen');
  const rows = within(history).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual(['2025 22,1 °C11 °C3,2 mm', '2026 26,4 °C14,2 °C0 mm']);
  expect(within(rows[0]).getByRole('img', { name: 'Bedeckt' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Wetterdaten von Open-Meteo.com' })).toBeInTheDocument();
});

it.each([
  ['the weather service cannot be reached', 'unavailable', WEATHER_SERVICE_UNAVAILABLE],
  ['the venue has no coordinates', 'no_location', WEATHER_NO_LOCATION],
])('when %s: the German message and no figures', async (_case, kind, msg) => {
  mockApi({ 'GET /api/weather': { kind, msg } });
  renderPage();
  expect(await screen.findByText(msg)).toHaveAttribute('role', 'status');
  expect(screen.getByRole('main')).not.toHaveTextContent(/°|%|mm/);
  expect(screen.queryByRole('link', { name: 'Wetterdaten von Open-Meteo.com' })).not.toBeInTheDocument();
});

it("when the portal's API fails: the specification's message and a way to try again", async () => {
  const api = mockApi({ 'GET /api/weather': reply(403, { msg: 'Keine Berechtigung' }) });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(WEATHER_LOAD_FAILED);
  api.answer({ 'GET /api/weather': { kind: 'no_location', msg: WEATHER_NO_LOCATION } });
  screen.getByRole('button', { name: 'Neu laden' }).click();
  expect(await screen.findByText(WEATHER_NO_LOCATION)).toHaveAttribute('role', 'status');
});
