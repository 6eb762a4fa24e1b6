/**
 * The weather page's texts and rules, shared by the backend and the guest page. Without zod: the
 * guest page imports it. The data comes from Open-Meteo (CC BY 4.0), whose licence asks for the
 * attribution below wherever the figures are shown.
 */
import { GUEST_TEXTS } from './guest-texts.js';

/** Open-Meteo forecasts today and the 15 days after it. */
export const WEATHER_FORECAST_DAYS = 16;
/** Before the forecast reaches the wedding day: that date in this many past years. */
export const WEATHER_HISTORY_YEARS = 10;
/** A rain day has at least this much precipitation (mm), as MeteoSwiss counts them. */
export const RAIN_DAY_MM = 1;

export const WEATHER_ATTRIBUTION = 'Wetterdaten von Open-Meteo.com';
export const WEATHER_ATTRIBUTION_URL = 'https://open-meteo.com/';
export const WEATHER_LICENCE = 'CC BY 4.0';
export const WEATHER_LICENCE_URL = 'https://creativecommons.org/licenses/by/4.0/';

/** The page's message when the portal's own API does not answer (the specification's text). */
export const WEATHER_LOAD_FAILED = GUEST_TEXTS.weatherLoadFailed.sie;
/** The API answered, but the weather service could not be reached: no figures rather than made-up ones (no form of address, so it suits 'Sie' and 'ihr'). */
export const WEATHER_SERVICE_UNAVAILABLE = 'Der Wetterdienst ist gerade nicht erreichbar, deshalb zeigen wir hier keine Wetterdaten.';
/** The settings name no coordinates for the venue. */
export const WEATHER_NO_LOCATION = 'Das Brautpaar hat den Ort der Feier noch nicht auf der Karte festgelegt. Sobald die Koordinaten eingetragen sind, steht hier das Wetter.';

const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** '2027-06-07' -> '7. Juni' (a calendar date, no time zone involved). */
export function germanDayAndMonth(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${day}. ${MONTHS[month - 1]}`;
}

/** The history's heading: 'So war das Wetter am 7. Juni in den letzten 10 Jahren'. */
export const weatherHistoryLabel = (date: string) => `So war das Wetter am ${germanDayAndMonth(date)} in den letzten ${WEATHER_HISTORY_YEARS} Jahren`;

/** WMO weather codes (0–99) in the groups the page draws an icon for. */
export const WEATHER_GROUPS = ['clear', 'cloudy', 'fog', 'drizzle', 'rain', 'snow', 'showers', 'thunderstorm'] as const;
export type WeatherGroup = (typeof WEATHER_GROUPS)[number];

export function weatherGroup(code: number): WeatherGroup {
  if (code <= 1) return 'clear';
  if (code <= 3) return 'cloudy';
  if (code === 45 || code === 48) return 'fog';
  if (code >= 51 && code <= 57) return 'drizzle';
  if (code >= 61 && code <= 67) return 'rain';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow';
  if (code >= 80 && code <= 82) return 'showers';
  if (code >= 95) return 'thunderstorm';
  return 'cloudy';
}

/** German words for the codes Open-Meteo sends (WMO 4677 as Open-Meteo documents it). */
const WEATHER_CODE_TEXTS: Record<number, string> = {
  0: 'Klar',
  1: 'Überwiegend klar',
  2: 'Teilweise bewölkt',
  3: 'Bedeckt',
  45: 'Nebel',
  48: 'Nebel mit Reif',
  51: 'Leichter Nieselregen',
  53: 'Nieselregen',
  55: 'Starker Nieselregen',
  56: 'Gefrierender Nieselregen',
  57: 'Starker gefrierender Nieselregen',
  61: 'Leichter Regen',
  63: 'Regen',
  65: 'Starker Regen',
  66: 'Gefrierender Regen',
  67: 'Starker gefrierender Regen',
  71: 'Leichter Schneefall',
  73: 'Schneefall',
  75: 'Starker Schneefall',
  77: 'Schneegriesel',
  80: 'Leichte Regenschauer',
  81: 'Regenschauer',
  82: 'Heftige Regenschauer',
  85: 'Schneeschauer',
  86: 'Starke Schneeschauer',
  95: 'Gewitter',
  96: 'Gewitter mit Hagel',
  99: 'Gewitter mit starkem Hagel',
};

export const weatherCodeText = (code: number) => WEATHER_CODE_TEXTS[code] ?? 'Wetter unbekannt';
