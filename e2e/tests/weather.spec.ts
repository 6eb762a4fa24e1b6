import AxeBuilder from '@axe-core/playwright';
import type { EventSettingsInputValues } from '@hochzeit/contracts';
import { WEATHER_SERVICE_UNAVAILABLE } from '@hochzeit/contracts/weather-constants';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { standInDay, startWeatherStandIn, type WeatherStandIn } from '../../tooling/weather-stand-in/stand-in.mjs';
import { adminGet, adminToken, demoGuest, type OwnServer, startOwnServer } from './support';

/**
 * The weather page on a phone, against a local Open-Meteo stand-in: the demo wedding (months
 * ahead) shows the past years, a wedding in two days the forecast, a failing service the message
 * without figures; the last weather opens offline, marked. Its own server (as empty-start.spec.ts
 * does), since the shared one cannot know the stand-in's address.
 */
let server: OwnServer | undefined;
let standIn: WeatherStandIn | undefined;
let baseURL: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  standIn = await startWeatherStandIn();
  server = await startOwnServer({ WEATHER_API_URL: standIn.url, WEATHER_ARCHIVE_URL: standIn.url });
  baseURL = server.baseURL;
});

test.afterAll(async () => {
  await server?.stop();
  await standIn?.close();
});

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Zurich', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

/** The demo guest Sophie, signed in by her link on the page. */
async function signInAsGuest(page: Page) {
  const guest = await demoGuest(page.request, 'Sophie');
  await page.goto(`/guest-login?token=${guest.login_token}`);
  await expect(page.getByRole('heading', { name: /^Willkommen, / })).toBeVisible();
}

/** Moves the wedding (and optionally its place) in the settings, keeping the rest. */
async function moveWedding(request: APIRequestContext, change: Partial<EventSettingsInputValues>) {
  const settings = await adminGet(request, '/api/event-settings');
  const body: EventSettingsInputValues = { title: settings.title, starts_at: settings.starts_at, venue_name: settings.venue_name, venue_address: settings.venue_address, latitude: settings.latitude, longitude: settings.longitude, ...change };
  const res = await request.put('/api/admin/event-settings', { data: body, headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  expect(res.ok()).toBeTruthy();
}

/** No serious or critical axe finding, and nothing wider than the phone (the table of years included). */
async function accessibleOnPhone(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

const zurichDate = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
const celsius = (value: number) => `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(value)} °C`;

test('months ahead: the wedding date in the last 10 years, from the archive, with the attribution; nothing loaded from elsewhere', async ({ browser }) => {
  const page = await phone(browser);
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== baseURL) foreign.push(request.url());
  });
  await signInAsGuest(page);
  const settings = await adminGet(page.request, '/api/event-settings');
  expect(settings.latitude).not.toBeNull();
  const weddingDate = zurichDate(new Date(settings.starts_at));
  const dayAndMonth = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', timeZone: 'Europe/Zurich' }).format(new Date(settings.starts_at));

  await page.getByRole('link', { name: 'Wetter' }).click();
  const history = page.getByRole('region', { name: `So war das Wetter am ${dayAndMonth} in den letzten 10 Jahren` });
  await expect(history).toBeVisible();
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(11);
  // The newest year the archive has: the stand-in's figures for that date.
  const newest = (await rows.nth(10).getByRole('cell').first().textContent())!.trim();
  const expected = standInDay(settings.latitude!, settings.longitude!, `${newest}${weddingDate.slice(4)}`);
  await expect(rows.nth(10)).toContainText(celsius(expected.temperature_2m_max));
  await expect(page.getByRole('link', { name: 'Wetterdaten von Open-Meteo.com' })).toHaveAttribute('href', 'https://open-meteo.com/');
  await accessibleOnPhone(page);
  expect(foreign).toEqual([]);
});

test('two days ahead: the forecast for the wedding day; the last weather opens offline, marked', async ({ browser }) => {
  const page = await phone(browser);
  await signInAsGuest(page);
  const settings = await adminGet(page.request, '/api/event-settings');
  const inTwoDays = zurichDate(new Date(Date.now() + 2 * 86_400_000));
  await moveWedding(page.request, { starts_at: `${inTwoDays}T15:30:00+01:00` });
  const expected = standInDay(settings.latitude!, settings.longitude!, inTwoDays);

  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await page.goto('/guest/weather');
  const weddingDay = page.getByRole('region', { name: /^Vorhersage für den Hochzeitstag, / });
  await expect(weddingDay).toContainText(`höchstens ${celsius(expected.temperature_2m_max)}, mindestens ${celsius(expected.temperature_2m_min)}`);
  await expect(page.getByRole('region', { name: 'Die Tage bis zur Hochzeit' }).getByRole('listitem')).toHaveCount(3);
  await accessibleOnPhone(page);

  await page.context().setOffline(true);
  await page.reload();
  await expect(weddingDay).toContainText(celsius(expected.temperature_2m_max));
  await expect(page.getByRole('status').filter({ hasText: /^Offline – Stand: / })).toBeVisible();
  await page.context().setOffline(false);
});

test('when the weather service fails: the German message and no figures, never an error page', async ({ browser }) => {
  const page = await phone(browser);
  await signInAsGuest(page);
  standIn!.setFailure('error');
  try {
    // Another place: the weather of the one before is cached.
    await moveWedding(page.request, { latitude: 46.95, longitude: 7.45 });
    await page.goto('/guest/weather');
    await expect(page.getByText(WEATHER_SERVICE_UNAVAILABLE)).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('°C');
    await expect(page.getByRole('link', { name: 'Wetterdaten von Open-Meteo.com' })).toHaveCount(0);
  } finally {
    standIn!.setFailure('none');
  }
});
